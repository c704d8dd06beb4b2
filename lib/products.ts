import { descriptions } from '@/data/descriptions';
import { catalog, recommendedIds, type Product } from '@/data/menu';

// The menu as the pages show it: the facts (data/menu.ts) with our descriptions. Server code
// only; the browser's cart reads lib/catalog and the menu's filters (lib/menu) get the products
// as props, so this text reaches the browser only inside the pages themselves.

const products: readonly Product[] = catalog.map((product) => ({ ...product, descripcion: descriptions[product.id] ?? '' }));
const byId = new Map(products.map((product) => [product.id, product]));

export function getProducts(): readonly Product[] {
  return products;
}

/** The home page's recommendations, in the order the shop chose. */
export function getRecommendedProducts(): Product[] {
  return recommendedIds.flatMap((id) => byId.get(id) ?? []);
}
