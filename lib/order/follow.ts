// What `/pedido/<token>` shows: the order and its status, and nothing about the customer (name,
// phone, address): a link forwarded in a chat must not tell anyone where someone lives.
import type { StoredOrder } from './record';
import { customerStatus, isFinal, type OrderStatus } from './status';
import { kitchenTicket, type KitchenTicket } from './ticket';

export type FollowView = Pick<KitchenTicket, 'reference' | 'time' | 'type' | 'lines' | 'totals' | 'payment'> & {
  status: OrderStatus;
  /** "Recibido", "En preparación", "¡Listo!", "Entregado", "Cancelado: <motivo>". */
  statusText: string;
  /** Delivered or cancelled: nothing more will change, the page can stop listening. */
  final: boolean;
  outOfHours: boolean;
};

export const followMessages = {
  notFound: 'No encontramos ese pedido. Revisa el enlace que te llegó al enviarlo.',
} as const;

export function followView(order: StoredOrder): FollowView {
  const { reference, time, type, lines, totals, payment } = kitchenTicket(order);
  return {
    reference,
    time,
    type,
    lines,
    totals,
    payment,
    status: order.status,
    statusText: customerStatus(order),
    final: isFinal(order.status),
    outOfHours: order.outOfHours,
  };
}
