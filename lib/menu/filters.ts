import type { Product } from '@/data/menu';
import { searchItems } from '@/lib/menu/search';
import { foldText } from '@/lib/text';

// The menu's categories are the owner's (the store keeps them and their order): every function
// here takes the list in force.

export const ALL = 'Todos';
/** A category's name, or Todos. */
export type CategoryFilter = string;

/**
 * The categories a customer browses: the owner's, in order, without those that have nothing on the
 * menu (a new one not filled yet, or one whose products are all hidden: "Para quitar una, oculta
 * sus productos").
 */
export function categoriesOnMenu(categories: readonly string[], products: readonly Pick<Product, 'categoria'>[]): string[] {
  const used = new Set(products.map((product) => product.categoria));
  return categories.filter((category) => used.has(category));
}

export function categoryFilters(categories: readonly string[]): CategoryFilter[] {
  return [ALL, ...categories];
}

/**
 * Reads a `?categoria=` value. Matching ignores case, accents and dashes, so
 * "bebidas-frias" works too; anything else (missing, unknown, repeated) means Todos.
 */
export function parseCategory(value: string | string[] | null | undefined, categories: readonly string[]): CategoryFilter {
  if (typeof value !== 'string') return ALL;
  const wanted = foldText(value).replace(/[-_+\s]+/g, ' ');
  return categories.find((category) => foldText(category).replace(/[-_+\s]+/g, ' ') === wanted) ?? ALL;
}

/** The category a /menu address asks for; a repeated ?categoria= is ambiguous and means Todos. */
export function categoryFromParams(params: Pick<URLSearchParams, 'getAll'>, categories: readonly string[]): CategoryFilter {
  const values = params.getAll('categoria');
  return parseCategory(values.length === 1 ? values[0] : values, categories);
}

/** What the menu's filter and search read of a product (the description when there is one). */
export type MenuEntry = Pick<Product, 'id' | 'nombre' | 'categoria' | 'ingredientes'> & Partial<Pick<Product, 'descripcion'>>;

/**
 * What each chip counts: the products a tap on it lists, so within the search while there is one
 * ("crepa de nutela": Crepas 2, Bebidas Frías 0), never a number the tap then contradicts.
 */
export function countByCategory(list: readonly MenuEntry[], categories: readonly string[], query = ''): Record<CategoryFilter, number> {
  const found = filterProducts(list, ALL, query);
  const counts: Record<CategoryFilter, number> = Object.fromEntries(categoryFilters(categories).map((filter) => [filter, 0]));
  for (const product of found) counts[product.categoria] = (counts[product.categoria] ?? 0) + 1;
  counts[ALL] = found.length;
  return counts;
}

/**
 * Filters by a free-text query over the name, the category, the ingredients and the description
 * (the best matches first, lib/menu/search.ts), then by category. The whole menu is searched, so a
 * category shows its part of the same results: searched alone, Helados read "fresa" as a typo
 * of "fresquito", a result Todos never had.
 */
export function filterProducts<T extends MenuEntry>(list: readonly T[], category: CategoryFilter, query = ''): T[] {
  const found = searchItems(
    list,
    (product) => ({ name: product.nombre, tags: [product.categoria, ...product.ingredientes], prose: product.descripcion }),
    query,
  );
  return found.filter((product) => category === ALL || product.categoria === category);
}

/**
 * "Mostrando: Crepas (6 productos)"; while a search is active "Mostrando: 3 resultados para
 * «nutela»" (and " en Extras" within a category). Singular for one.
 */
export function showingLine(category: CategoryFilter, count: number, query = ''): string {
  const search = query.trim();
  if (search === '') return `Mostrando: ${category} (${count} ${count === 1 ? 'producto' : 'productos'})`;
  return `Mostrando: ${count} ${count === 1 ? 'resultado' : 'resultados'} para «${search}»${category === ALL ? '' : ` en ${category}`}`;
}

/** The query-string form of a filter, for links and for the address bar. */
export function menuHref(category: CategoryFilter, query = ''): string {
  const params = new URLSearchParams();
  if (category !== ALL) params.set('categoria', category);
  if (query.trim() !== '') params.set('q', query.trim());
  const search = params.toString();
  return search ? `/menu?${search}` : '/menu';
}
