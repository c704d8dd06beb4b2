import type { Generated } from 'kysely';

// The orders' tables (lib/db/orders/) and the browsers to ring (lib/db/push.ts).

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

export interface OrderStatusChangesTable {
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
export interface OrderAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

/** Keys (hashed) of posts the customer withdrew before they were stored: a late copy is refused. */
export interface OrderWithdrawalsTable {
  key_hash: string;
  at: number;
}

/** The VAPID key pair (base64url), one row (lib/db/push.ts). */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
}

/** A browser to ring: for one order (the customer's "Avísame") or for an owner's device. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  order_id: number | null;
  device_id: string | null;
  created_at: number;
  expires_at: number | null;
}
