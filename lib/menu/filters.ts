import type { Product } from '@/data/menu';
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
 * How /menu's address spells a category when it is read: accents, case and every run of other
 * characters folded, so "Bebidas Frías", "bebidas-frias" and "BEBIDAS FRIAS" are one
 * ("bebidas-frias"). Letters, digits and single dashes only: a safe path segment and cache key.
 */
export function categorySlug(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Reads a `?categoria=` value (a name or its slug); anything else (missing, unknown, repeated)
 * means Todos.
 */
export function parseCategory(value: string | string[] | null | undefined, categories: readonly string[]): CategoryFilter {
  if (typeof value !== 'string') return ALL;
  const wanted = categorySlug(value);
  return (wanted !== '' && categories.find((category) => categorySlug(category) === wanted)) || ALL;
}

/** The category a /menu address asks for; a repeated ?categoria= is ambiguous and means Todos. */
export function categoryFromParams(params: Pick<URLSearchParams, 'getAll'>, categories: readonly string[]): CategoryFilter {
  const values = params.getAll('categoria');
  return parseCategory(values.length === 1 ? values[0] : values, categories);
}

/** The slug of the address's one ?categoria=; '' for none, an empty one or a repeated one (Todos). */
function addressSlug(params: Pick<URLSearchParams, 'getAll'>): string {
  const values = params.getAll('categoria');
  return values.length === 1 ? categorySlug(values[0] ?? '') : '';
}

/**
 * The menu's own part of an address's query, one spelling for one view ("categoria=crepas&q=..."):
 * what the server rendered and what the browser's address says compare equal, whatever else the
 * address carries (a campaign's parameters) and however the category was written.
 */
export function menuQuery(params: Pick<URLSearchParams, 'getAll' | 'get'>): string {
  const slug = addressSlug(params);
  const query = params.get('q') ?? '';
  const canonical = new URLSearchParams();
  if (slug !== '') canonical.set('categoria', slug);
  if (query !== '') canonical.set('q', query);
  return canonical.toString();
}

/** The cached /menu page of Todos (a category's slug never starts with "_"). */
export const ALL_SLUG = '_todos';
/** Longer slugs are no category a shop would name: they get Todos, not a cached page each. */
const MAX_SLUG = 40;

/** A segment of the cached /menu pages: Todos or a category's slug. */
export function isMenuSlug(segment: string): boolean {
  return segment === ALL_SLUG || (segment.length <= MAX_SLUG && segment !== '' && categorySlug(segment) === segment);
}

/**
 * Which cached /menu page serves an address: its category's slug (or Todos'), or null for the
 * page rendered per request, which writes a search (?q=) into its HTML.
 */
export function cachedMenuPage(params: Pick<URLSearchParams, 'getAll' | 'get'>): string | null {
  if ((params.get('q') ?? '') !== '') return null;
  const slug = addressSlug(params);
  return slug === '' || slug.length > MAX_SLUG ? ALL_SLUG : slug;
}

/** What the menu's filter and search read of a product (the description when there is one). */
export type MenuEntry = Pick<Product, 'id' | 'nombre' | 'categoria' | 'ingredientes'> & Partial<Pick<Product, 'descripcion'>>;

/**
 * What each chip counts: the products a tap on it lists, so within the search while there is one
 * ("crepa de nutela": Crepas 2, Bebidas Frías 0), never a number the tap then contradicts. `found`
 * is the whole menu, or what a search found in it (lib/menu/search.ts `searchMenu`).
 */
export function countByCategory(found: readonly MenuEntry[], categories: readonly string[]): Record<CategoryFilter, number> {
  const counts: Record<CategoryFilter, number> = Object.fromEntries(categoryFilters(categories).map((filter) => [filter, 0]));
  for (const product of found) counts[product.categoria] = (counts[product.categoria] ?? 0) + 1;
  counts[ALL] = found.length;
  return counts;
}

/**
 * The part of `found` in one category, in its order. A search runs over the whole menu first, so a
 * category shows its part of the same results: searched alone, Helados read "fresa" as a typo of
 * "fresquito", a result Todos never had.
 */
export function inCategory<T extends MenuEntry>(found: readonly T[], category: CategoryFilter): T[] {
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
