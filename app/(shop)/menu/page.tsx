import type { Metadata } from 'next';
import { connection } from 'next/server';
import { MenuBrowser } from '@/components/menu/menu-browser';
import { ALL, categoriesOnMenu, filterProducts, parseCategory } from '@/lib/menu/filters';
import { cardProduct, visibleProducts, type ShopMenu } from '@/lib/menu/live';
import { currentMenu, currentOpeningHours } from '@/lib/menu/server';
import { jsonLdScript, restaurantJsonLd } from '@/lib/structured-data';
import { shopOpenGraph } from '@/lib/metadata';

/** The categories with something on the menu; a hidden product is not on it. */
const shownCategories = (menu: ShopMenu) =>
  categoriesOnMenu(
    menu.categorias.map(({ nombre }) => nombre),
    visibleProducts(menu),
  );

export async function generateMetadata({ searchParams }: PageProps<'/menu'>): Promise<Metadata> {
  const category = parseCategory((await searchParams).categoria, shownCategories(await currentMenu()));
  return {
    title: category === ALL ? 'Menú' : `Menú: ${category}`,
    description:
      'Crepas, batidos, café, helados, granizados, fresas y waffles de CrepiVara en Guápiles, con precios en colones. Arma tu pedido y envíalo por WhatsApp.',
    alternates: { canonical: '/menu' },
    openGraph: { ...shopOpenGraph, title: 'Menú de CrepiVara', url: '/menu' },
  };
}

export default async function MenuPage({ searchParams }: PageProps<'/menu'>) {
  // Rendered per request, so the ?categoria= in the address is already applied in the HTML.
  await connection();
  const [menu, openingHours] = await Promise.all([currentMenu(), currentOpeningHours()]);
  const products = visibleProducts(menu);
  const restaurant = restaurantJsonLd({ ...openingHours, menu: products });
  const categories = shownCategories(menu);
  // The first card on screen is the phone's largest paint: its picture loads eagerly.
  const params = await searchParams;
  const first = filterProducts(products, parseCategory(params.categoria, categories), typeof params.q === 'string' ? params.q : '')[0];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(restaurant) }} />
      <h1 className="font-brand text-5xl font-bold text-ink">Nuestro menú</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">Todo se prepara al momento. Elige una categoría o busca tu antojo.</p>
      <div className="mt-4">
        <MenuBrowser products={products.map(cardProduct)} categories={categories} firstId={first?.id} />
      </div>
    </div>
  );
}
