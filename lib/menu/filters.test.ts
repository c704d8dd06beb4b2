import { describe, expect, it } from 'vitest';
import {
  ALL,
  ALL_SLUG,
  cachedMenuPage,
  categoriesOnMenu,
  categoryFromParams,
  categorySlug,
  isMenuSlug,
  countByCategory,
  inCategory,
  menuHref,
  menuQuery,
  parseCategory,
  showingLine,
} from './filters';
import { categories } from '@/data/menu';
import { searchMenu } from './search';
import { seedProducts, seedRecommendedProducts } from './seed';

const products = seedProducts();

describe('parseCategory', () => {
  it('accepts the exact names', () => {
    expect(parseCategory('Crepas', categories)).toBe('Crepas');
    expect(parseCategory('Bebidas Frías', categories)).toBe('Bebidas Frías');
  });

  it('ignores case, accents and dashes', () => {
    expect(parseCategory('bebidas-frias', categories)).toBe('Bebidas Frías');
    expect(parseCategory('BEBIDAS CALIENTES', categories)).toBe('Bebidas Calientes');
  });

  it('falls back to Todos for anything else', () => {
    for (const value of [undefined, null, '', 'Pizza', ['Crepas', 'Extras'], '<script>', 'Crepas'.repeat(1000)]) {
      expect(parseCategory(value, categories)).toBe(ALL);
    }
  });
});

describe('categoryFromParams', () => {
  it('reads one ?categoria= and calls a repeated or missing one Todos', () => {
    expect(categoryFromParams(new URLSearchParams('categoria=helados&q=fresa'), categories)).toBe('Helados');
    expect(categoryFromParams(new URLSearchParams('categoria=Crepas&categoria=Extras'), categories)).toBe(ALL);
    expect(categoryFromParams(new URLSearchParams('q=fresa'), categories)).toBe(ALL);
  });
});

describe('categorySlug', () => {
  it('folds accents, case and every run of other characters into one dash', () => {
    expect(categorySlug('Bebidas Frías')).toBe('bebidas-frias');
    expect(categorySlug(' BEBIDAS__frias ')).toBe('bebidas-frias');
    expect(categorySlug('Café & Té')).toBe('cafe-te');
    expect(categorySlug('Piña')).toBe('pina');
    expect(categorySlug('<script>')).toBe('script');
    expect(categorySlug('¡!')).toBe('');
  });

  it('reads an owner category by its slug, whatever its punctuation', () => {
    expect(parseCategory('cafe-te', [...categories, 'Café & Té'])).toBe('Café & Té');
  });
});

describe('menuQuery', () => {
  it('spells one view one way: the slug of one category, then the search as typed', () => {
    const spellings = [
      'categoria=Bebidas+Fr%C3%ADas&q=pi%C3%B1a',
      'q=pi%C3%B1a&categoria=bebidas-frias',
      'utm_source=qr&categoria=BEBIDAS%20FRIAS&q=pi%C3%B1a',
    ];
    const canonical = spellings.map((search) => menuQuery(new URLSearchParams(search)));
    expect(new Set(canonical)).toEqual(new Set(['categoria=bebidas-frias&q=pi%C3%B1a']));
  });

  it('drops a repeated or empty category and an empty search, and reads back the same filter', () => {
    expect(menuQuery(new URLSearchParams('categoria=Crepas&categoria=Extras'))).toBe('');
    expect(menuQuery(new URLSearchParams('categoria=&q='))).toBe('');
    expect(categoryFromParams(new URLSearchParams(menuQuery(new URLSearchParams('categoria=Bebidas Calientes'))), categories)).toBe('Bebidas Calientes');
  });
});

describe('cachedMenuPage', () => {
  const page = (search: string) => cachedMenuPage(new URLSearchParams(search));

  it("serves every address without a search from its category's cached page", () => {
    expect(page('')).toBe(ALL_SLUG);
    expect(page('categoria=Bebidas+Fr%C3%ADas')).toBe('bebidas-frias');
    expect(page('categoria=bebidas-frias&utm_source=qr&q=')).toBe('bebidas-frias');
  });

  it('keeps one page for Todos for a repeated, empty, unreadable or absurd category', () => {
    for (const search of ['categoria=Crepas&categoria=Fresas', 'categoria=', 'categoria=%3C%3E', `categoria=${'a'.repeat(41)}`]) {
      expect(page(search), search).toBe(ALL_SLUG);
    }
  });

  it('leaves an address with a search to the page rendered per request', () => {
    expect(page('q=fresa')).toBeNull();
    expect(page('categoria=Crepas&q=nutella')).toBeNull();
  });

  it('names only segments the cached page accepts', () => {
    for (const search of ['', 'categoria=Helados', `categoria=${'a'.repeat(40)}`, 'categoria=Caf%C3%A9+%26+T%C3%A9']) {
      expect(isMenuSlug(page(search)!), search).toBe(true);
    }
    for (const segment of ['', 'Crepas', 'bebidas frias', '-crepas', 'a'.repeat(41), '_otro']) expect(isMenuSlug(segment), segment).toBe(false);
  });
});

describe('categoriesOnMenu', () => {
  it('keeps the order of the owner and leaves out the categories with nothing on the menu', () => {
    expect(categoriesOnMenu(categories, products)).toEqual(categories);
    const withoutGranizados = products.filter((product) => product.categoria !== 'Granizados');
    expect(categoriesOnMenu([...categories, 'Postres'], withoutGranizados)).toEqual(categories.filter((category) => category !== 'Granizados'));
    expect(categoriesOnMenu(categories, [])).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('counts every category and the total', () => {
    expect(countByCategory(products, categories)).toEqual({
      Todos: 30,
      Crepas: 6,
      'Bebidas Frías': 5,
      'Bebidas Calientes': 4,
      Helados: 5,
      Granizados: 2,
      Fresas: 4,
      Extras: 4,
    });
  });

  it('while searching, counts what a tap on each chip lists: the search within that category', () => {
    for (const query of ['crepa de nutela', 'fresa', 'cafe', 'lasaña', '  ']) {
      const found = searchMenu(products, query);
      const counts = countByCategory(found, categories);
      for (const filter of [ALL, ...categories]) expect(counts[filter], `${query} · ${filter}`).toBe(inCategory(found, filter).length);
    }
    expect(countByCategory(searchMenu(products, 'crepa de nutela'), categories)).toMatchObject({ Todos: 2, Crepas: 2, 'Bebidas Frías': 0, Extras: 0 });
  });
});

describe('inCategory and searchMenu', () => {
  it('keeps one category', () => {
    const crepas = inCategory(products, 'Crepas');
    expect(crepas.map((product) => product.id)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('Todos keeps everything', () => {
    expect(inCategory(products, ALL)).toHaveLength(30);
    expect(searchMenu(products, '  ')).toEqual(products);
  });

  it('searches names and ingredients without caring about accents or case', () => {
    expect(searchMenu(products, 'cafe').map((product) => product.nombre)).toEqual(['Café frío', 'Café negro', 'Café con leche']);
    expect(searchMenu(products, 'PINA').map((product) => product.id)).toEqual([11, 12]);
    expect(searchMenu(products, '  nutella ').map((product) => product.id)).toEqual([34, 8, 10]);
  });

  it('combines the category and the search', () => {
    expect(inCategory(searchMenu(products, 'nutella'), 'Extras').map((product) => product.id)).toEqual([34]);
    expect(inCategory(searchMenu(products, 'nutella'), 'Granizados')).toEqual([]);
  });
});

describe('showingLine', () => {
  it('uses the plural and the singular', () => {
    expect(showingLine(ALL, 30)).toBe('Mostrando: Todos (30 productos)');
    expect(showingLine('Crepas', 6)).toBe('Mostrando: Crepas (6 productos)');
    expect(showingLine('Extras', 1)).toBe('Mostrando: Extras (1 producto)');
    expect(showingLine('Extras', 0)).toBe('Mostrando: Extras (0 productos)');
  });
});

describe('menuHref', () => {
  it('keeps the filter in the query string', () => {
    expect(menuHref(ALL)).toBe('/menu');
    expect(menuHref('Crepas')).toBe('/menu?categoria=Crepas');
    expect(menuHref('Bebidas Frías', ' piña ')).toBe('/menu?categoria=Bebidas+Fr%C3%ADas&q=pi%C3%B1a');
  });

  it('round-trips through parseCategory', () => {
    const url = new URL(menuHref('Bebidas Calientes'), 'http://x');
    expect(parseCategory(url.searchParams.get('categoria'), categories)).toBe('Bebidas Calientes');
  });
});

describe('seedRecommendedProducts', () => {
  it('returns ids 10, 8, 29, 12 in that order', () => {
    expect(seedRecommendedProducts().map((product) => product.id)).toEqual([10, 8, 29, 12]);
  });
});
