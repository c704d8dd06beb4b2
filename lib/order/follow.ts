// What `/pedido/<token>` shows: the order and its status, and nothing about the customer (name,
// phone, address): a link forwarded in a chat must not tell anyone where someone lives.
import { formatTime, wallClock } from '@/lib/costa-rica-time';
import { PAYMENT_LABELS, type StoredOrder } from './record';
import { scheduleLabel } from './schedule';
import { sinpeView, type SinpeView } from './sinpe';
import { customerStatus, isFinal, type OrderStatus } from './status';
import { kitchenTicket, type KitchenTicket } from './ticket';

export type FollowView = Pick<KitchenTicket, 'reference' | 'time' | 'type' | 'lines' | 'totals' | 'payment'> & {
  status: OrderStatus;
  /** "Recibido", "En preparación", "¡Listo!", "Entregado", "Cancelado: <motivo>". */
  statusText: string;
  /** Delivered or cancelled: nothing more will change, the page can stop listening. */
  final: boolean;
  /** "Listo aprox. a las 4:35 p. m." ("Para las 4:30 p. m." for later) while the order is in the making; null otherwise. */
  readyText: string | null;
  outOfHours: boolean;
  /** What to pay by SINPE Móvil and whether it arrived; null for other payments. */
  sinpe: SinpeView | null;
};

export const followMessages = {
  notFound: 'No encontramos ese pedido. Revisa el enlace que te llegó al enviarlo.',
} as const;

/**
 * "Listo aprox. a las 4:35 p. m." for an order in the making with an estimate; "Para las 4:30 p. m."
 * (or "Para mañana a las …", seen at `now`) for an order for later until the owner moves its time;
 * null otherwise.
 */
export function readyText(order: Pick<StoredOrder, 'status' | 'readyAt' | 'scheduledFor'>, now = Date.now()): string | null {
  if (order.readyAt === undefined || (order.status !== 'nuevo' && order.status !== 'preparando')) return null;
  if (order.readyAt === order.scheduledFor) return scheduleLabel(order.scheduledFor, now);
  const { hour, minute } = wallClock(order.readyAt);
  return `Listo aprox. a las ${formatTime(hour, minute)}`;
}

export function followView(order: StoredOrder, now = Date.now()): FollowView {
  const { reference, time, type, lines, totals, payment } = kitchenTicket(order, now);
  return {
    reference,
    time,
    type,
    lines,
    totals,
    // The SINPE state is live on the page (SinpeView): the static line names the method only.
    payment: order.payment.method === 'sinpe' ? [PAYMENT_LABELS.sinpe] : payment,
    status: order.status,
    statusText: customerStatus(order),
    final: isFinal(order.status),
    readyText: readyText(order, now),
    outOfHours: order.outOfHours,
    sinpe: sinpeView(order),
  };
}
