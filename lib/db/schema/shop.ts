import type { Generated } from 'kysely';

// The shop's tables: the menu, its options and history, "Ajustes", the hours, and the desk's
// switches (lib/db/menu/, lib/db/desk.ts).

export interface ProductAvailabilityTable {
  product_id: number;
  disponible: number;
}

export interface OrdersPauseTable {
  id: number;
  /** When online orders resume (ms since the epoch); null until the owner reopens them. */
  hasta: number | null;
}

export interface ShopClosureTable {
  id: number;
  /** The first day the shop opens again, a Costa Rica date (YYYY-MM-DD). */
  reabre: string;
}

export interface MenuCategoriesTable {
  id: number;
  nombre: string;
  posicion: number;
  /** 1 for the category whose products are the paid extras. */
  extras: number;
}

/** The menu's products (lib/db/menu/products.ts); lists and photos as JSON text. */
export interface MenuProductsTable {
  id: number;
  categoria_id: number;
  nombre: string;
  /** The name folded (case, accents, spaces): unique, so two products cannot share a name. */
  nombre_clave: string;
  precio: number;
  descripcion: string;
  /** JSON array of strings. */
  ingredientes: string;
  imagen: string;
  /** JSON StoredPhoto, or null. */
  foto: string | null;
  con_extras: number;
  oculto: number;
  posicion: number;
  version: number;
}

export interface OptionListsTable {
  /** frutas, helados, toppings, jarabes. */
  grupo: string;
  /** JSON array of names, in order. */
  opciones: string;
}

/** A single option sold out for one Costa Rica date. */
export interface OptionSoldOutTable {
  grupo: string;
  opcion: string;
  fecha: string;
}

export interface ShopSettingsTable {
  id: number;
  envio: number;
  minimo_domicilio: number;
  sinpe: string;
  /** JSON array of payment methods. */
  pagos: string;
  /** Minutes from an order to its first "Listo aprox." estimate. */
  preparacion: Generated<number>;
  /** "Pedidos por franja": orders one quarter hour takes. */
  franja: Generated<number>;
}

export interface ShopHoursTable {
  /** 0 = domingo ... 6 = sábado. */
  dia: number;
  /** JSON array of { abre, cierra }. */
  rangos: string;
}

/** Every change of the menu, the options, the settings and the hours: who, when, before and after. */
export interface MenuChangesTable {
  id: Generated<number>;
  /** A ChangeKind (lib/db/menu/log.ts): producto, orden, opciones, agotada, categorias, ajustes, horario, cierre, disponibilidad, pausa. */
  kind: string;
  product_id: number | null;
  summary: string;
  /** JSON of what changed, before and after (null: nothing before, a new product). */
  antes: string | null;
  despues: string | null;
  user_id: number | null;
  user_name: string;
  at: number;
}

/** One row: grows with every change the shop pages show (the menu's ETag). */
export interface MenuStateTable {
  id: number;
  version: number;
}
