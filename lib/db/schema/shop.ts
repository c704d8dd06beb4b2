import type { Generated } from 'kysely';

// The shop's tables: the menu, its options and history, "Ajustes", the hours, and the desk's
// switches (lib/db/menu/, lib/db/desk.ts).

export interface ProductAvailabilityTable {
  product_id: number;
  available: number;
}

export interface OrdersPauseTable {
  id: number;
  /** When online orders resume (ms since the epoch); null until the owner reopens them. */
  until: number | null;
}

export interface ShopClosureTable {
  id: number;
  /** The first day the shop opens again, a Costa Rica date (YYYY-MM-DD). */
  reopens_on: string;
}

export interface MenuCategoriesTable {
  id: number;
  name: string;
  position: number;
  /** 1 for the category whose products are the paid extras. */
  extras: number;
}

/** The menu's products (lib/db/menu/products.ts); lists and photos as JSON text. */
export interface MenuProductsTable {
  id: number;
  category_id: number;
  name: string;
  /** The name folded (case, accents, spaces): unique, so two products cannot share a name. */
  name_key: string;
  price: number;
  description: string;
  /** JSON array of strings. */
  ingredients: string;
  image: string;
  /** JSON StoredPhoto, or null. */
  photo: string | null;
  with_extras: number;
  hidden: number;
  position: number;
  version: number;
}

export interface OptionListsTable {
  /** frutas, helados, toppings, jarabes. */
  option_group: string;
  /** JSON array of names, in order. */
  options: string;
}

/** A single option sold out for one Costa Rica date. */
export interface OptionSoldOutTable {
  option_group: string;
  option: string;
  /** The Costa Rica date (YYYY-MM-DD). */
  day: string;
}

export interface ShopSettingsTable {
  id: number;
  delivery_fee: number;
  delivery_minimum: number;
  /** The SINPE Móvil number payments go to. */
  sinpe_number: string;
  /** JSON array of payment methods. */
  payment_methods: string;
  /** Minutes from an order to its first "Listo aprox." estimate. */
  prep_minutes: Generated<number>;
  /** "Pedidos por franja": orders one quarter hour takes. */
  orders_per_slot: Generated<number>;
}

export interface ShopHoursTable {
  /** 0 = domingo ... 6 = sábado. */
  weekday: number;
  /** JSON array of { abre, cierra }. */
  ranges: string;
}

/** Every change of the menu, the options, the settings and the hours: who, when, before and after. */
export interface MenuChangesTable {
  id: Generated<number>;
  /** A ChangeKind (lib/db/menu/log.ts): producto, orden, opciones, agotada, categorias, ajustes, horario, cierre, disponibilidad, pausa. */
  kind: string;
  product_id: number | null;
  summary: string;
  /** JSON of what changed, before and after (null: nothing before, a new product). */
  before: string | null;
  after: string | null;
  user_id: number | null;
  user_name: string;
  at: number;
}

/** One row: grows with every change the shop pages show (the menu's ETag). */
export interface MenuStateTable {
  id: number;
  version: number;
}
