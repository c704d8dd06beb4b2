// The board ("Pedidos"): which orders it shows and how it keeps them, pure and browser-safe. The
// server reads the window from the store and streams changes; the browser merges each change in.
import { costaRicaDayStart, DAY_MS } from '@/lib/costa-rica-time';
import type { BoardOrder } from './record';
import { SCHEDULE_LEAD_MS, waitsForItsTime } from './schedule';
import { isFinal } from './status';

/**
 * Today's orders (Costa Rica), and the day before's while still open: an order taken just before
 * midnight stays until it is delivered or cancelled. An order for later stays from the day it is
 * taken until it is done, however far ahead its time.
 */
export function boardWindow(now: number): { start: number; openSince: number } {
  const start = costaRicaDayStart(now);
  return { start, openSince: start - DAY_MS };
}

export function belongsOnBoard(order: Pick<BoardOrder, 'createdAt' | 'status' | 'scheduledFor'>, now: number): boolean {
  const { start, openSince } = boardWindow(now);
  return order.createdAt >= start || (!isFinal(order.status) && (order.createdAt >= openSince || (order.scheduledFor ?? 0) >= start));
}

/** Newest first, as the store reads them. */
function newestFirst(a: BoardOrder, b: BoardOrder): number {
  return b.createdAt - a.createdAt || b.id - a.id;
}

/**
 * One change into the board's list: a new order goes in its place, a known one is replaced unless
 * what arrived is older than what is shown (two reads of the store can cross on the way).
 */
export function mergeOrder(orders: readonly BoardOrder[], order: BoardOrder, now: number): BoardOrder[] {
  const shown = orders.find((candidate) => candidate.id === order.id);
  if (shown && shown.updatedAt > order.updatedAt) return [...orders];
  const others = orders.filter((candidate) => candidate.id !== order.id);
  return belongsOnBoard(order, now) ? [...others, order].sort(newestFirst) : others;
}

/** Orders waiting for someone to start them (not those for later, until their time): the count in the tab's title. */
export function waitingCount(orders: readonly Pick<BoardOrder, 'status' | 'scheduledFor'>[], now: number): number {
  return orders.filter((order) => order.status === 'nuevo' && !waitsForItsTime(order, now)).length;
}

/**
 * The board's two lists: the orders to attend now (every one with "todos", the open ones with
 * "activos"), newest first, and "Programados", the orders for later not due yet, soonest first.
 */
export function boardSections<T extends Pick<BoardOrder, 'status' | 'scheduledFor'>>(
  orders: readonly T[],
  all: boolean,
  now: number,
): { current: T[]; scheduled: T[] } {
  const scheduled = orders.filter((order) => waitsForItsTime(order, now)).sort((a, b) => a.scheduledFor! - b.scheduledFor!);
  const current = orders.filter((order) => !waitsForItsTime(order, now) && (all || !isFinal(order.status)));
  return { current, scheduled };
}

/** The orders for later that left "Programados" between `before` and `after`: they ring as new. */
export function dueBetween<T extends Pick<BoardOrder, 'id' | 'status' | 'scheduledFor'>>(orders: readonly T[], before: number, after: number): number[] {
  return orders.filter((order) => waitsForItsTime(order, before) && !waitsForItsTime(order, after)).map((order) => order.id);
}

/** When the next order for later leaves "Programados" (its time minus SCHEDULE_LEAD_MS), or null. */
export function nextDue(orders: readonly Pick<BoardOrder, 'status' | 'scheduledFor'>[], now: number): number | null {
  const times = orders.filter((order) => waitsForItsTime(order, now)).map((order) => order.scheduledFor! - SCHEDULE_LEAD_MS);
  return times.length > 0 ? Math.min(...times) : null;
}

/** "(2) Pedidos · CrepiVara" while two orders wait; the plain title otherwise. */
export function boardTitle(waiting: number, title = 'Pedidos · CrepiVara'): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

/** The ids in `next` that `previous` did not have: new orders, for the sound. */
export function arrivals(previous: readonly Pick<BoardOrder, 'id'>[], next: readonly Pick<BoardOrder, 'id'>[]): number[] {
  const known = new Set(previous.map((order) => order.id));
  return next.filter((order) => !known.has(order.id)).map((order) => order.id);
}

export const boardMessages = {
  notFound: 'Ese pedido no existe.',
  moved: (reference: string, status: string) => `Pedido #${reference}: ${status}.`,
  notInTheMaking: 'Ese pedido ya no está en preparación: su tiempo no cambia.',
  later: (reference: string, ready: string) => `Pedido #${reference}: ${ready}.`,
} as const;

/** "+5" and "+15" on a card: the minutes the owner may add to an order's "Listo aprox.". */
export const READY_TIME_STEPS = [5, 15] as const;

/** An order id from a path segment: digits only, else null (a 404). */
export function parseOrderId(segment: string): number | null {
  return /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : null;
}
