import type { Generated } from 'kysely';

// The tables as TypeScript sees them, for both engines (lib/db/migrations/ creates them). Times
// are milliseconds since 1970 (bigint on PostgreSQL, read back as numbers); flags are 0 or 1.

interface UsersTable {
  id: Generated<number>;
  nombre: string;
  apellido: string;
  correo: string;
  password_hash: string;
  session_version: Generated<number>;
  created_at: Generated<string>;
  /** 'customer' or 'owner': granted only by the operator's invitation (lib/db/owners.ts). */
  role: Generated<string>;
  /** Random, per account, carried by its session tokens: a new account never shares a deleted one's. */
  session_key: string;
}

interface LoginAttemptsTable {
  id: Generated<number>;
  /** The account's key (a hash of the e-mail). */
  account: string;
  address: string;
  device: string | null;
  /** 1 when the attempt came with the account's device cookie. */
  trusted: Generated<number>;
  at: number;
}

/** The account's guessing budget: `tokens` guesses left at time `at` (they refill with time). */
interface LoginBudgetTable {
  account: string;
  tokens: number;
  at: number;
}

interface OwnerInvitesTable {
  token_hash: string;
  correo: string;
  created_at: number;
  used_at: number | null;
}

/** The browsers an account signed in from, by the hash of their device cookie. */
interface DevicesTable {
  id: string;
  user_id: number;
  label: string;
  created_at: number;
  last_seen_at: number;
}

interface SignupAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

/** A failed owner activation (a link unknown, used or expired) from an address bucket. */
interface ActivationAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

interface ProductAvailabilityTable {
  product_id: number;
  disponible: number;
}

interface OrdersPauseTable {
  id: number;
  /** When online orders resume (ms since the epoch); null until the owner reopens them. */
  hasta: number | null;
}

interface ShopClosureTable {
  id: number;
  /** The first day the shop opens again, a Costa Rica date (YYYY-MM-DD). */
  reabre: string;
}

interface DeskChangesTable {
  id: Generated<number>;
  section: string;
  detail: string;
  user_id: number | null;
  user_name: string;
  at: number;
}

interface MenuCategoriesTable {
  id: number;
  nombre: string;
  posicion: number;
  /** 1 for the category whose products are the paid extras. */
  extras: number;
}

/** The menu's products (lib/db/menu/products.ts); lists and photos as JSON text. */
interface MenuProductsTable {
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

interface OptionListsTable {
  /** frutas, helados, toppings, jarabes. */
  grupo: string;
  /** JSON array of names, in order. */
  opciones: string;
}

/** A single option sold out for one Costa Rica date. */
interface OptionSoldOutTable {
  grupo: string;
  opcion: string;
  fecha: string;
}

interface ShopSettingsTable {
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

interface ShopHoursTable {
  /** 0 = domingo ... 6 = sábado. */
  dia: number;
  /** JSON array of { abre, cierra }. */
  rangos: string;
}

/** Every change of the menu, the options, the settings and the hours: who, when, before and after. */
interface MenuChangesTable {
  id: Generated<number>;
  /** producto, orden, opciones, agotada, categorias, ajustes, horario. */
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
interface MenuStateTable {
  id: number;
  version: number;
}

/** An order as the shop keeps it (lib/db/orders/; lib/order/record.ts is its shape in code). */
export interface OrdersTable {
  id: Generated<number>;
  /** "K7Q2P", the WhatsApp message's reference: browser-made, not unique. */
  reference: string;
  created_at: number;
  /** SHA-256 of the browser's idempotency key (unique): a retry finds its order. */
  key_hash: string;
  /** SHA-256 of the status token of /pedido/<token>; null once erased. */
  token_hash: string | null;
  /** SHA-256 of the post as parsed: a reused key with other lines is refused. */
  fingerprint: string;
  customer: string;
  /** 'mesa', 'llevar' or 'domicilio'. */
  fulfilment: string;
  table_number: number | null;
  address: string;
  landmark: string;
  phone: string;
  /** 'efectivo', 'tarjeta' or 'sinpe'. */
  payment: string;
  cash_amount: number | null;
  subtotal: number;
  delivery_fee: number;
  total: number;
  change_due: number | null;
  out_of_hours: number;
  /** lib/order/status.ts ORDER_STATUSES. */
  status: string;
  cancel_reason: string;
  /** The last change of status (or the creation): the board's and the status page's freshness. */
  updated_at: number;
  erased_at: number | null;
  /** The total the customer's message showed, when it was not `total` (null otherwise). */
  message_total: number | null;
  /** "Listo aprox.": when the order should be ready (ms), null for orders from before estimates. */
  ready_at: number | null;
  /** lib/order/channel.ts ORDER_CHANNELS: 'web' for the site's, else the owner's "Nuevo pedido". */
  channel: Generated<string>;
  /** SINPE Móvil orders: the shop's number they were sent with (lib/order/sinpe.ts). */
  sinpe_number: string | null;
  /** The transfer's reference digits the customer sent ("Ya pagué"). */
  payment_reference: string | null;
  /** When the owner marked the payment received ("Marcar pagado"). */
  paid_at: number | null;
  /** The signed-in account the site's order was sent from (Mi cuenta's "Tus pedidos"), else null. */
  user_id: number | null;
  /** The quarter hour an order for later is for (ms), null for "Lo antes posible". */
  scheduled_for: number | null;
}

export interface OrderLinesTable {
  order_id: number;
  position: number;
  product_id: number;
  name: string;
  quantity: number;
  /** JSON: [{ label, values }]. */
  choices: string;
  /** JSON: [{ name, unitPrice, quantity }]. */
  extras: string;
  note: string;
  base_price: number;
  unit_price: number;
  line_total: number;
  /** The unit price the customer's message showed, when it was not `unit_price` (null otherwise). */
  message_price: number | null;
}

interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  from_status: string;
  to_status: string;
  reason: string;
  at: number;
  user_id: number | null;
  user_name: string;
}

/** Orders stored per address bucket, for the per-address limit (pruned after its window). */
interface OrderAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

/** Keys (hashed) of posts the customer withdrew before they were stored: a late copy is refused. */
interface OrderWithdrawalsTable {
  key_hash: string;
  at: number;
}

/** The VAPID key pair (base64url), one row (lib/db/push.ts). */
interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
}

/** A browser to ring: for one order (the customer's "Avísame") or for an owner's device. */
interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  order_id: number | null;
  device_id: string | null;
  created_at: number;
  expires_at: number | null;
}

export interface Schema {
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  login_budget: LoginBudgetTable;
  owner_invites: OwnerInvitesTable;
  devices: DevicesTable;
  signup_attempts: SignupAttemptsTable;
  activation_attempts: ActivationAttemptsTable;
  product_availability: ProductAvailabilityTable;
  shop_closure: ShopClosureTable;
  orders_pause: OrdersPauseTable;
  desk_changes: DeskChangesTable;
  menu_categories: MenuCategoriesTable;
  menu_products: MenuProductsTable;
  option_lists: OptionListsTable;
  option_sold_out: OptionSoldOutTable;
  shop_settings: ShopSettingsTable;
  shop_hours: ShopHoursTable;
  menu_changes: MenuChangesTable;
  menu_state: MenuStateTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_changes: OrderStatusChangesTable;
  order_attempts: OrderAttemptsTable;
  order_withdrawals: OrderWithdrawalsTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
}
