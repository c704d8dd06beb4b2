// "Nuevo pedido" on the board: what the owner's dialog posts (POST /api/desk/orders) for an order
// taken by WhatsApp, by phone or at the counter. The lines are the cart's (the same options dialog
// and prices as the shop), the rest the few facts a counter order has. Pure and browser-safe.
import { orderableItems, type CartItem } from '@/lib/cart/cart';
import type { DeskOrderBody } from '@/lib/validation/order';
import type { DeskChannel } from './channel';
import type { Fulfilment, Payment } from './message';
import { orderPostBody, wireLine } from './post-body';

/** A bound against a runaway script, far above a busy counter's quarter of an hour. */
export const DESK_ORDER_LIMIT = { perAddress: 300, windowMs: 15 * 60_000 };

export const deskOrderMessages = {
  recorded: (reference: string) => `Pedido #${reference} registrado.`,
  keyReused: 'Ese pedido ya se registró con otros datos. Cierra el formulario y vuelve a empezar.',
  limited: 'Se registraron demasiados pedidos seguidos. Espera un momento e inténtalo de nuevo.',
  empty: 'Agrega al menos un producto.',
} as const;

export type DeskOrder = {
  key: string;
  reference: string;
  /** A name or a phone, as the owner wrote it ('' for none). */
  customer: string;
  fulfilment: Fulfilment;
  payment: Payment;
  channel: DeskChannel;
  items: readonly CartItem[];
};

/** The post: the shop's own order body without the prices it showed (the server's are the only ones), and the channel. */
export function deskOrderBody({ key, reference, customer, fulfilment, payment, channel, items }: DeskOrder): DeskOrderBody {
  const { clave, pedido, nombre, entrega, pago } = orderPostBody({ key, reference, customer, fulfilment, payment, items, deliveryFee: 0 });
  return { clave, pedido, ...(nombre && { nombre }), entrega, pago, items: orderableItems(items).map(wireLine), canal: channel };
}
