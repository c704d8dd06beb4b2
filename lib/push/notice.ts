// What a Web Push says (docs/push.md): the customer's order moved, or a new order reached the
// owner's devices. The server encrypts one of these as JSON; the service worker shows it
// (lib/push/worker.ts). What and how much, never who or where: a locked phone shows it to anyone near.
import { formatColones } from '@/lib/money';
import { fulfilmentLabel, type OrderRecord } from '@/lib/order/record';
import type { OrderStatus } from '@/lib/order/status';

/** The notification: its title and body, the tag that replaces an older one, and what a tap opens. */
export type PushNotice = { title: string; body: string; tag: string; url: string };

/** How long a customer's "Avísame" lasts at most: an order is made and delivered within a day. */
export const ORDER_PUSH_TTL_MS = 24 * 60 * 60 * 1000;
/** Subscriptions one order keeps (a customer's phone and a companion's, say); the oldest go beyond. */
export const MAX_ORDER_SUBSCRIPTIONS = 5;
/** The board's address, where an owner's notification leads. */
const BOARD_PATH = '/home-admin/pedidos';
/** The tag of a customer's notifications: each new state of the order replaces the last one shown. */
export const orderTag = (reference: string) => `estado-${reference}`;

type Moved = Pick<OrderRecord, 'reference' | 'fulfilment' | 'cancelReason'> & { status: OrderStatus };

/**
 * The customer's notification for the order's new state: "Tu pedido #K7Q2P está listo" (or "va en
 * camino" for a delivery) and "…fue cancelado: <motivo>"; null for the states not worth a ring.
 * `url` is the status page, which only the customer's browser knows (lib/push/links.ts): '' here.
 */
export function orderNotice(order: Moved): PushNotice | null {
  const { reference, fulfilment } = order;
  const notice = (title: string, body: string): PushNotice => ({ title, body, tag: orderTag(reference), url: '' });
  if (order.status === 'cancelado') return notice(`Tu pedido #${reference} fue cancelado: ${order.cancelReason}`, 'Toca para ver el detalle.');
  if (order.status !== 'listo') return null;
  if (fulfilment.type === 'domicilio') return notice(`Tu pedido #${reference} va en camino`, 'Sale de CrepiVara hacia tu dirección.');
  return notice(`Tu pedido #${reference} está listo`, fulfilment.type === 'mesa' ? 'Te lo llevamos a la mesa.' : 'Ya puedes recogerlo.');
}

/** The owner's notification of a new order, as the open board's own (components/desk/order-alerts.ts). */
export function newOrderNotice(order: Pick<OrderRecord, 'id' | 'reference' | 'fulfilment' | 'total'>): PushNotice {
  return {
    title: `Pedido nuevo #${order.reference}`,
    body: `${fulfilmentLabel(order.fulfilment)} · ${formatColones(order.total)}`,
    tag: `pedido-${order.id}`,
    url: BOARD_PATH,
  };
}

const MAX_TEXT = 300;
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;

/** A push's data as the worker reads it: a notice, or null for anything else (it then shows nothing of it). */
export function readNotice(data: unknown): PushNotice | null {
  const notice = data as Partial<PushNotice> | null;
  if (
    !notice ||
    typeof notice !== 'object' ||
    !isText(notice.title) ||
    notice.title === '' ||
    !isText(notice.body) ||
    !isText(notice.tag, 80) ||
    !isText(notice.url, 200)
  )
    return null;
  // A tap never leaves the site: only a path of its own.
  const url = notice.url.startsWith('/') && !notice.url.startsWith('//') ? notice.url : '';
  return { title: notice.title, body: notice.body, tag: notice.tag, url };
}
