import { describe, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import { storedOrder } from '@/test-fixtures/orders';
import { arrivals, belongsOnBoard, boardSections, boardTitle, boardWindow, dueBetween, mergeOrder, nextDue, waitingCount } from './board';
import type { BoardOrder } from './record';

const now = costaRicaInstant(2026, 12, 5, 15, 0);
const card = (id: number, changes: Partial<BoardOrder> = {}): BoardOrder => ({
  ...storedOrder({ createdAt: costaRicaInstant(2026, 12, 5, 14, id) }),
  id,
  updatedAt: 0,
  changes: [],
  ...changes,
});

describe("the board's window", () => {
  it("is today in Costa Rica, plus yesterday's orders while they are still open", () => {
    expect(boardWindow(now)).toEqual({ start: costaRicaInstant(2026, 12, 5), openSince: costaRicaInstant(2026, 12, 4) });
    const lastNight = costaRicaInstant(2026, 12, 4, 23, 50);
    expect(belongsOnBoard({ createdAt: lastNight, status: 'preparando' }, now)).toBe(true);
    expect(belongsOnBoard({ createdAt: lastNight, status: 'entregado' }, now)).toBe(false);
    expect(belongsOnBoard({ createdAt: costaRicaInstant(2026, 12, 3, 12), status: 'nuevo' }, now)).toBe(false);
    expect(belongsOnBoard({ createdAt: costaRicaInstant(2026, 12, 5, 0, 1), status: 'cancelado' }, now)).toBe(true);
  });

  it('keeps an order for later from the day it was taken until it is done, however far ahead', () => {
    const threeDaysAgo = costaRicaInstant(2026, 12, 2, 12);
    expect(belongsOnBoard({ createdAt: threeDaysAgo, status: 'nuevo', scheduledFor: costaRicaInstant(2026, 12, 5, 16, 30) }, now)).toBe(true);
    expect(belongsOnBoard({ createdAt: threeDaysAgo, status: 'nuevo', scheduledFor: costaRicaInstant(2026, 12, 7, 11, 15) }, now)).toBe(true);
    expect(belongsOnBoard({ createdAt: threeDaysAgo, status: 'entregado', scheduledFor: costaRicaInstant(2026, 12, 5, 16, 30) }, now)).toBe(false);
    expect(belongsOnBoard({ createdAt: threeDaysAgo, status: 'nuevo', scheduledFor: costaRicaInstant(2026, 12, 4, 16, 30) }, now)).toBe(false);
  });
});

describe('mergeOrder', () => {
  it('puts a new order in its place, newest first', () => {
    const merged = mergeOrder([card(3), card(1)], card(2), now);
    expect(merged.map((order) => order.id)).toEqual([3, 2, 1]);
    expect(mergeOrder(merged, card(9), now).map((order) => order.id)).toEqual([9, 3, 2, 1]);
  });

  it('replaces a known order with its newer state, and never with an older one', () => {
    const shown = [card(2, { status: 'listo', updatedAt: 20 }), card(1)];
    expect(mergeOrder(shown, card(2, { status: 'preparando', updatedAt: 10 }), now)[0]!.status).toBe('listo');
    expect(mergeOrder(shown, card(2, { status: 'entregado', updatedAt: 30 }), now)[0]!.status).toBe('entregado');
  });

  it("drops an order that left the window (yesterday's, once delivered)", () => {
    const yesterday = card(5, { createdAt: costaRicaInstant(2026, 12, 4, 22), status: 'listo' });
    expect(mergeOrder([yesterday], { ...yesterday, status: 'entregado', updatedAt: 1 }, now)).toEqual([]);
  });
});

describe('the tab title and the sound', () => {
  it('counts the orders waiting in the title', () => {
    expect(waitingCount([card(1), card(2, { status: 'preparando' }), card(3)], now)).toBe(2);
    // An order for later counts once it is due (30 minutes before its time).
    const later = card(4, { scheduledFor: now + 45 * 60_000 });
    expect(waitingCount([card(1), later], now)).toBe(1);
    expect(waitingCount([card(1), later], now + 15 * 60_000)).toBe(2);
    expect(boardTitle(2)).toBe('(2) Pedidos · CrepiVara');
    expect(boardTitle(0)).toBe('Pedidos · CrepiVara');
  });

  it('finds the orders that just arrived', () => {
    expect(arrivals([card(1)], [card(3), card(2), card(1)])).toEqual([3, 2]);
    expect(arrivals([card(1)], [card(1)])).toEqual([]);
  });
});

describe('"Programados"', () => {
  const at = (minutes: number) => now + minutes * 60_000;
  const orders = [
    card(1),
    card(2, { scheduledFor: at(120) }),
    card(3, { status: 'entregado' }),
    card(4, { scheduledFor: at(45) }),
    card(5, { scheduledFor: at(20) }),
    card(6, { scheduledFor: at(60), status: 'preparando' }),
  ];
  it('holds the new orders for later until 30 minutes before their time, soonest first', () => {
    const ids = (list: BoardOrder[]) => list.map((order) => order.id);
    expect(ids(boardSections(orders, false, now).current)).toEqual([1, 5, 6]);
    expect(ids(boardSections(orders, false, now).scheduled)).toEqual([4, 2]);
    expect(ids(boardSections(orders, true, now).current)).toEqual([1, 3, 5, 6]);
    expect(ids(boardSections(orders, false, at(15)).current)).toEqual([1, 4, 5, 6]);
    expect(ids(boardSections(orders, false, at(90)).scheduled)).toEqual([]);
  });

  it('names the ones that left it meanwhile, to ring as new (not those already in the making)', () => {
    expect(dueBetween(orders, now, at(15))).toEqual([4]);
    expect(dueBetween(orders, now, at(100))).toEqual([2, 4]);
    expect(dueBetween(orders, at(15), at(16))).toEqual([]);
  });

  it('knows when the next one is due', () => {
    expect(nextDue(orders, now)).toBe(at(15));
    expect(nextDue(orders, at(15))).toBe(at(90));
    expect(nextDue(orders, at(90))).toBeNull();
  });
});
