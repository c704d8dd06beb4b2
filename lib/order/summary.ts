// "Resumen": the arithmetic of the owner's day (or range) of orders, in Costa Rica dates and hours.
// Cancelled orders are left out of every sum and counted apart. Pure: the store hands in the orders
// of `rangeInstants(range)`; this module filters again by date, so a wider read changes nothing.
import { addDays, costaRicaDate, costaRicaInstant, DAY_MS, wallClock } from '@/lib/costa-rica-time';
import { ORDER_CHANNELS, type OrderChannel } from './channel';
import type { OrderFulfilment, OrderLine, OrderPayment, StoredOrder } from './record';
import { sinpeState } from './sinpe';

/** Costa Rica dates, 'YYYY-MM-DD', both included. */
export type DateRange = { from: string; to: string };
export type SummaryOrder = Pick<StoredOrder, 'createdAt' | 'status' | 'fulfilment' | 'payment' | 'total' | 'channel'> & {
  lines: readonly Pick<OrderLine, 'productId' | 'name' | 'quantity' | 'lineTotal'>[];
};
export type Tally = { orders: number; total: number };
type TopProduct = { productId: number; name: string; units: number; amount: number };

export type SalesSummary = {
  range: DateRange;
  /** Orders not cancelled. */
  orders: number;
  /** The sum of their totals (delivery fees included), colones. */
  totalSold: number;
  /** totalSold / orders in whole colones, rounded half up; 0 without orders. */
  averageTicket: number;
  cancelled: Tally;
  /** At most 10: most units first, ties by name (Spanish order), then id. */
  topProducts: TopProduct[];
  /** Orders per Costa Rica hour, index 0 = 00:00-00:59. */
  byHour: number[];
  byType: Record<OrderFulfilment['type'], Tally>;
  byPayment: Record<OrderPayment['method'], Tally>;
  /** The site's orders and the ones the owner recorded ("Nuevo pedido"), by where they came from. */
  byChannel: Record<OrderChannel, Tally>;
  /** SINPE Móvil orders the owner marked paid, and the ones still to confirm. */
  sinpe: { paid: Tally; unpaid: Tally };
};

export const TOP_PRODUCTS = 10;
/** A leap year: the longest range a "this year" report needs. */
export const MAX_RANGE_DAYS = 366;

export const summaryMessages = {
  date: 'Escribe la fecha como AAAA-MM-DD (por ejemplo 2026-12-05).',
  reversed: 'La fecha inicial no puede ser posterior a la final.',
  tooLong: `El resumen abarca como máximo ${MAX_RANGE_DAYS} días.`,
} as const;

const collator = new Intl.Collator('es');

/** A 'YYYY-MM-DD' that names a real day (no 30 February). */
function isDate(text: string): boolean {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(instant) && new Date(instant).toISOString().slice(0, 10) === text;
}

/** The owner's `?desde=&hasta=`: today in Costa Rica when absent, one day when only `desde`. */
export function parseDateRange(
  desde: string | null,
  hasta: string | null,
  now: number,
): { ok: true; range: DateRange } | { ok: false; status: 400; message: string } {
  const from = desde ?? costaRicaDate(now);
  const to = hasta ?? from;
  if (!isDate(from) || !isDate(to)) return { ok: false, status: 400, message: summaryMessages.date };
  if (to < from) return { ok: false, status: 400, message: summaryMessages.reversed };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return { ok: false, status: 400, message: summaryMessages.tooLong };
  return { ok: true, range: { from, to } };
}

/** The range as instants for the store's query: start <= createdAt < end (Costa Rica midnights). */
export function rangeInstants({ from, to }: DateRange): { start: number; end: number } {
  const instant = (date: string) => costaRicaInstant(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  return { start: instant(from), end: instant(addDays(to, 1)) };
}

const tallies = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, { orders: 0, total: 0 }])) as Record<K, Tally>;

function add(tally: Tally, total: number): void {
  tally.orders += 1;
  tally.total += total;
}

export function salesSummary(orders: readonly SummaryOrder[], range: DateRange): SalesSummary {
  const inRange = orders.filter((order) => {
    const date = costaRicaDate(order.createdAt);
    return date >= range.from && date <= range.to;
  });
  const cancelled: Tally = { orders: 0, total: 0 };
  const sold = { orders: 0, total: 0 };
  const byHour = Array<number>(24).fill(0);
  const byType = tallies(['mesa', 'llevar', 'domicilio']);
  const byPayment = tallies(['efectivo', 'tarjeta', 'sinpe']);
  const byChannel = tallies(ORDER_CHANNELS);
  const sinpe = { paid: { orders: 0, total: 0 }, unpaid: { orders: 0, total: 0 } };
  const products = new Map<number, TopProduct & { lastSeen: number }>();

  for (const order of inRange) {
    if (order.status === 'cancelado') {
      add(cancelled, order.total);
      continue;
    }
    add(sold, order.total);
    add(byType[order.fulfilment.type], order.total);
    add(byPayment[order.payment.method], order.total);
    add(byChannel[order.channel ?? 'web'], order.total);
    if (order.payment.method === 'sinpe') add(sinpeState(order.payment) === 'pagado' ? sinpe.paid : sinpe.unpaid, order.total);
    byHour[wallClock(order.createdAt).hour]! += 1;
    for (const line of order.lines) {
      const product = products.get(line.productId) ?? { productId: line.productId, name: line.name, units: 0, amount: 0, lastSeen: order.createdAt };
      product.units += line.quantity;
      product.amount += line.lineTotal;
      if (order.createdAt >= product.lastSeen) Object.assign(product, { name: line.name, lastSeen: order.createdAt });
      products.set(line.productId, product);
    }
  }

  const topProducts = [...products.values()]
    .sort((a, b) => b.units - a.units || collator.compare(a.name, b.name) || a.productId - b.productId)
    .slice(0, TOP_PRODUCTS)
    .map(({ productId, name, units, amount }) => ({ productId, name, units, amount }));
  return {
    range,
    orders: sold.orders,
    totalSold: sold.total,
    averageTicket: sold.orders === 0 ? 0 : Math.round(sold.total / sold.orders),
    cancelled,
    topProducts,
    byHour,
    byType,
    byPayment,
    byChannel,
    sinpe,
  };
}
