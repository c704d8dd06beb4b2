// Orders are personal data: 90 days after an order, its name, phone, address, landmark, notes and
// cancellation reason are erased, while its lines, prices, totals, type, payment and status stay for
// the summary. Pure: the job (in the store) asks which orders are due at `now` and writes the erased
// record; the same rule as SQL is `created_at <= erasureCutoff(now) AND erased_at IS NULL`. The job
// also clears the token hash, so a 90-day-old link is a plain 404.
import { DAY_MS } from '@/lib/costa-rica-time';
import type { OrderFulfilment, StoredOrder } from './record';

export const RETENTION_DAYS = 90;

/** Orders created at or before this instant are due. */
export function erasureCutoff(now: number): number {
  return now - RETENTION_DAYS * DAY_MS;
}

export function ordersDueForErasure<T extends Pick<StoredOrder, 'createdAt' | 'erasedAt'>>(orders: readonly T[], now: number): T[] {
  const cutoff = erasureCutoff(now);
  return orders.filter((order) => order.erasedAt === null && order.createdAt <= cutoff);
}

function withoutPerson(fulfilment: OrderFulfilment): OrderFulfilment {
  return fulfilment.type === 'domicilio' ? { type: 'domicilio', address: '', landmark: '', phone: '' } : fulfilment;
}

/** The order as it is kept after 90 days (an order already erased stays as it is). */
export function erasePersonalData<T extends StoredOrder>(order: T, now: number): T {
  if (order.erasedAt !== null) return order;
  return {
    ...order,
    customer: '',
    fulfilment: withoutPerson(order.fulfilment),
    lines: order.lines.map((line) => ({ ...line, note: '' })),
    cancelReason: '',
    erasedAt: now,
  };
}
