import { describe, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import { storedOrder } from '@/test-fixtures/orders';
import { arrivals, belongsOnBoard, boardTitle, boardWindow, mergeOrder, waitingCount } from './board';
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
    expect(waitingCount([card(1), card(2, { status: 'preparando' }), card(3)])).toBe(2);
    expect(boardTitle(2)).toBe('(2) Pedidos · CrepiVara');
    expect(boardTitle(0)).toBe('Pedidos · CrepiVara');
  });

  it('finds the orders that just arrived', () => {
    expect(arrivals([card(1)], [card(3), card(2), card(1)])).toEqual([3, 2]);
    expect(arrivals([card(1)], [card(1)])).toEqual([]);
  });
});
