import type { Product } from '@/data/menu';
import { siteUrl } from '@/lib/config';
import { shop } from '@/lib/shop';

// schema.org Restaurant with its Menu, for search engines (JSON-LD).
export function restaurantJsonLd(menu?: readonly Product[]) {
  const sections = menu
    ? [...new Set(menu.map((product) => product.categoria))].map((categoria) => ({
        '@type': 'MenuSection',
        name: categoria,
        hasMenuItem: menu
          .filter((product) => product.categoria === categoria)
          .map((product) => ({
            '@type': 'MenuItem',
            name: product.nombre,
            description: product.descripcion,
            image: new URL(product.imagenes[0] ?? '/images/logo.svg', siteUrl).toString(),
            offers: {
              '@type': 'Offer',
              price: product.precio,
              priceCurrency: 'CRC',
              availability: product.disponible ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            },
          })),
      }))
    : undefined;

  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: shop.name,
    description: shop.tagline,
    url: siteUrl,
    email: shop.email,
    image: new URL('/og-image.webp', siteUrl).toString(),
    servesCuisine: ['Crepas', 'Postres', 'Bebidas'],
    priceRange: '₡350-₡5900',
    currenciesAccepted: 'CRC',
    paymentAccepted: 'Efectivo, tarjeta',
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      addressLocality: shop.address.locality,
      addressRegion: shop.address.region,
      addressCountry: 'CR',
    },
    geo: { '@type': 'GeoCoordinates', ...shop.geo },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '11:00',
      closes: '20:00',
    },
    ...(sections && {
      hasMenu: { '@type': 'Menu', name: 'Menú de CrepiVara', url: new URL('/menu', siteUrl).toString(), hasMenuSection: sections },
    }),
  };
}

/** Serialises JSON-LD for a <script> tag; "<" is escaped so no text can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
