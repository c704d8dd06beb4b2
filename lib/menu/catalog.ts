import { catalog, type CatalogProduct } from '@/data/menu';

const byId = new Map(catalog.map((product) => [product.id, product]));

/**
 * A product's facts (name, price, picture, availability) by id. The cart runs in every visitor's
 * browser on every page, so it reads these and never the descriptions (./server.ts).
 */
export function getCatalogProduct(id: number): CatalogProduct | undefined {
  return byId.get(id);
}
