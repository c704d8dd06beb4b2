// The menu the store starts with (data/): the migration that seeds a new database and the tests
// read it here. The shop itself reads the store (./server.ts).
import { descriptions } from '@/data/descriptions';
import { weeklyHours } from '@/data/hours';
import { catalog, categories, recommendedIds, type Product } from '@/data/menu';
import { extrasCategories, extrasCategory, extrasProductIds, optionLists } from '@/data/options';
import type { StoredMenu } from './live';
import { defaultSettings } from './settings';

/** The seed's products with our Spanish descriptions, in the seed's order. */
export function seedProducts(): Product[] {
  return catalog.map((product) => ({ ...product, descripcion: descriptions[product.id] ?? '' }));
}

/** The home page's picks among the seed's products, in order. */
export function seedRecommendedProducts(): Product[] {
  const byId = new Map(seedProducts().map((product) => [product.id, product]));
  return recommendedIds.flatMap((id) => byId.get(id) ?? []);
}

/** The seed as the store would hold it on its first start: what pages show when no store can be read (`next build`). */
export function seedStoredMenu(): StoredMenu {
  const categorias = categories.map((nombre, index) => ({ id: index + 1, nombre, extras: nombre === extrasCategory }));
  const idOf = new Map(categorias.map((category) => [category.nombre, category.id]));
  return {
    version: 0,
    categorias,
    items: catalog.map((product) => ({
      id: product.id,
      nombre: product.nombre,
      precio: product.precio,
      categoriaId: idOf.get(product.categoria)!,
      descripcion: descriptions[product.id] ?? '',
      ingredientes: [...product.ingredientes],
      imagen: product.imagenes[0] ?? '',
      foto: null,
      conExtras: (extrasCategories as readonly string[]).includes(product.categoria) || (extrasProductIds as readonly number[]).includes(product.id),
      oculto: false,
      posicion: catalog.filter((other) => other.categoria === product.categoria).indexOf(product),
      version: 1,
    })),
    listas: optionLists,
    agotadas: [],
    ajustes: defaultSettings(),
    horario: weeklyHours,
  };
}
