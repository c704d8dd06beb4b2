import type { Product } from '@/data/menu';
import { siteUrl } from '@/lib/config';
import { addDays } from '@/lib/costa-rica-time';
import { shop } from '@/lib/shop';
import type { Closure, WeeklyHours } from '@/lib/shop-hours/status';
import { WEEK_ORDER } from '@/lib/shop-hours/week';

/** schema.org's days by weekday (0 = domingo), as WeeklyHours counts them. */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One specification per opening time, with the days that have it, Monday first; a closed day is in none. */
function openingHoursSpecification(hours: WeeklyHours) {
  const byTime = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEK_ORDER) {
    for (const { abre, cierra } of hours[day] ?? []) {
      const key = `${abre}-${cierra}`;
      const entry = byTime.get(key) ?? { opens: abre, closes: cierra, days: [] };
      entry.days.push(SCHEMA_DAYS[day]);
      byTime.set(key, entry);
    }
  }
  return [...byTime.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }));
}

type RestaurantFacts = {
  /** The owner's weekly hours and closure, as the shop's pages show them. */
  hours: WeeklyHours;
  closure: Closure;
  /** Costa Rica date the page is rendered ('YYYY-MM-DD'): where a closure starts. */
  today: string;
  menu?: readonly Product[];
};

// schema.org Restaurant with its hours and Menu, for search engines (JSON-LD).
export function restaurantJsonLd({ hours, closure, today, menu }: RestaurantFacts) {
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
    openingHoursSpecification: openingHoursSpecification(hours),
    // Closed all day is opens = closes = 00:00 (Google's reading of schema.org).
    ...(closure && {
      specialOpeningHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', validFrom: today, validThrough: addDays(closure.reabre, -1), opens: '00:00', closes: '00:00' },
      ],
    }),
    ...(sections && {
      hasMenu: { '@type': 'Menu', name: 'Menú de CrepiVara', url: new URL('/menu', siteUrl).toString(), hasMenuSection: sections },
    }),
  };
}

/** Serialises JSON-LD for a <script> tag; "<" is escaped so no text can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
