// The menu as the owner keeps it in the store and as the shop sells it (docs/menu.md). Pure and
// browser-safe: lib/db/menu/read.ts reads the rows, lib/menu/server.ts keeps them a second and applies
// today's switches here, the pages and GET /api/menu read the result.
import type { Product } from '@/data/menu';
import type { OptionListKey, OptionLists } from '@/data/options';
import type { StoredPhoto } from '@/lib/photos/sources';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import { offersChoices, optionKey } from '@/lib/cart/options';
import type { AvailabilityOverlay } from './availability';
import type { ShopSettings } from './settings';

export type MenuCategory = {
  id: number;
  nombre: string;
  /** Its products are the paid extras crepes and waffles take (the seed's "Extras"). */
  extras: boolean;
};

/** A product as the store keeps it and the desk edits it. */
export type MenuItem = {
  id: number;
  nombre: string;
  /** Colones, whole. */
  precio: number;
  categoriaId: number;
  descripcion: string;
  /** Fixed ingredients and choice groups ("2 frutas", "Helado"), lib/cart/options.ts. */
  ingredientes: string[];
  /** The illustration under public/ (the seed's), shown while there is no photo. */
  imagen: string;
  foto: StoredPhoto | null;
  /** Takes the paid extras. */
  conExtras: boolean;
  /** Hidden from the shop and from carts; still on the desk. */
  oculto: boolean;
  /** Its place inside its category. */
  posicion: number;
  /** Grows with every change: a save names the version it edited (a second owner's save is refused). */
  version: number;
};

/** A single option the owner marked sold out, for the Costa Rica date `fecha` only. */
export type SoldOutOption = { grupo: OptionListKey; opcion: string; fecha: string };

/** Everything the store holds about the menu and how orders are taken. */
export type StoredMenu = {
  /** Grows with every change of anything below (and of the switches and the closure): the ETag. */
  version: number;
  categorias: MenuCategory[];
  /** In the shop's order: by category, then by position. */
  items: MenuItem[];
  listas: OptionLists;
  agotadas: SoldOutOption[];
  ajustes: ShopSettings;
  horario: WeeklyHours;
};

/** A product as the shop shows and sells it: the facts, the owner's switch, lists and extras applied. */
export type ShopProduct = Product & { foto: StoredPhoto | null; oculto: boolean; conExtras: boolean; version: number };

/** The live menu: what the pages, GET /api/menu and the server's pricing read. */
export type ShopMenu = {
  version: number;
  categorias: MenuCategory[];
  /** Every product, hidden ones included (marked `oculto`), in the shop's order. */
  products: ShopProduct[];
  listas: OptionLists;
  /** Single options sold out today, as optionKey(group, option): 'frutas:Kiwi'. */
  soldOutOptions: ReadonlySet<string>;
  ajustes: ShopSettings;
  horario: WeeklyHours;
  /** By id, hidden ones included: undefined for an id the menu never had (lib/order/pricing's LiveMenu). */
  product: (id: number) => ShopProduct | undefined;
};

/** The products a visitor can see, in order. */
export function visibleProducts(menu: Pick<ShopMenu, 'products'>): ShopProduct[] {
  return menu.products.filter((product) => !product.oculto);
}

/**
 * The live menu from the stored one, with today's switches (`overlay`) and today's sold-out options
 * (`today`, a Costa Rica date). Each product carries the lists and the extras it offers, so every
 * rule reading one product (the cart, the dialog, the server's pricing) follows the owner's menu.
 */
export function shopMenu(stored: StoredMenu, overlay: AvailabilityOverlay, today: string): ShopMenu {
  const categoryOf = new Map(stored.categorias.map((category) => [category.id, category]));
  const extrasIds = stored.items.filter((item) => !item.oculto && categoryOf.get(item.categoriaId)?.extras).map((item) => item.id);
  const products: ShopProduct[] = stored.items.flatMap((item) => {
    const category = categoryOf.get(item.categoriaId);
    if (!category) return [];
    return [
      {
        id: item.id,
        nombre: item.nombre,
        precio: item.precio,
        imagenes: [item.imagen],
        ingredientes: item.ingredientes,
        disponible: overlay.get(item.id) ?? true,
        categoria: category.nombre,
        descripcion: item.descripcion,
        listas: stored.listas,
        extras: item.conExtras ? extrasIds.filter((id) => id !== item.id) : [],
        foto: item.foto,
        oculto: item.oculto,
        conExtras: item.conExtras,
        version: item.version,
      },
    ];
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const soldOutOptions = new Set(
    stored.agotadas
      .filter((entry) => entry.fecha === today && stored.listas[entry.grupo].includes(entry.opcion))
      .map((entry) => optionKey(entry.grupo, entry.opcion)),
  );
  return {
    version: stored.version,
    categorias: stored.categorias,
    products,
    listas: stored.listas,
    soldOutOptions,
    ajustes: stored.ajustes,
    horario: stored.horario,
    product: (id) => byId.get(id),
  };
}

/** What a product's card needs (the pages pass it to client components: no lists, no extras). */
export type CardProduct = Pick<ShopProduct, 'id' | 'nombre' | 'precio' | 'descripcion' | 'ingredientes' | 'imagenes' | 'disponible' | 'categoria' | 'foto'> & {
  /** It opens "Personaliza tu <nombre>" (choice groups or extras). */
  conOpciones: boolean;
};

export function cardProduct(product: ShopProduct): CardProduct {
  const { id, nombre, precio, descripcion, ingredientes, imagenes, disponible, categoria, foto } = product;
  return { id, nombre, precio, descripcion, ingredientes, imagenes, disponible, categoria, foto, conOpciones: offersChoices(product) };
}
