import type { Metadata } from 'next';
import { ALL, categoriesOnMenu, inCategory, parseCategory } from '@/lib/menu/filters';
import { cardProduct, visibleProducts, type ShopMenu } from '@/lib/menu/live';
import { searchMenu } from '@/lib/menu/search';
import { currentMenu, currentOpeningHours } from '@/lib/menu/server';
import { shopOpenGraph } from '@/lib/metadata';
import { jsonLdScript, restaurantJsonLd } from '@/lib/structured-data';
import { MenuBrowser } from './menu-browser';

// /menu's content, for both of its routes (docs/decisions/094-cached-shop-pages.md): the cached page of
// each category (app/(shop)/menu/[categoria]) and the page rendered per request for an address
// with a search (app/(shop)/menu/page.tsx).

type View = {
  /** The address's category: a name or its slug; unknown means Todos. */
  categoria: string | undefined;
  query: string;
  /** The address's menu query as the server read it (lib/menu/filters.ts `menuQuery`). */
  address: string;
};

/** The categories with something on the menu; a hidden product is not on it. */
const shownCategories = (menu: ShopMenu) =>
  categoriesOnMenu(
    menu.categorias.map(({ nombre }) => nombre),
    visibleProducts(menu),
  );

export async function menuMetadata(categoria: string | undefined): Promise<Metadata> {
  const category = parseCategory(categoria, shownCategories(await currentMenu()));
  return {
    title: category === ALL ? 'Menú' : `Menú: ${category}`,
    description:
      'Crepas, batidos, café, helados, granizados, fresas y waffles de CrepiVara en Guápiles, con precios en colones. Arma tu pedido y envíalo por WhatsApp.',
    alternates: { canonical: '/menu' },
    openGraph: { ...shopOpenGraph, title: 'Menú de CrepiVara', url: '/menu' },
  };
}

export async function MenuPage({ categoria, query, address }: View) {
  const [menu, openingHours] = await Promise.all([currentMenu(), currentOpeningHours()]);
  const products = visibleProducts(menu);
  const restaurant = restaurantJsonLd({ ...openingHours, menu: products });
  const categories = shownCategories(menu);
  const found = searchMenu(products, query);
  // The first card on screen is the phone's largest paint: its picture loads eagerly.
  const first = inCategory(found, parseCategory(categoria, categories))[0];
  // The browser reuses these results, so it needs no search code for the address's own search.
  const searched = query.trim() === '' ? undefined : { query, ids: found.map(({ id }) => id) };
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(restaurant) }} />
      <h1 className="font-brand text-5xl font-bold text-ink">Nuestro menú</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">Todo se prepara al momento. Elige una categoría o busca tu antojo.</p>
      <div className="mt-4">
        <MenuBrowser products={products.map(cardProduct)} categories={categories} firstId={first?.id} address={address} searched={searched} />
      </div>
    </div>
  );
}
