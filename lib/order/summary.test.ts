import { describe, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import type { OrderChannel } from './channel';
import type { OrderFulfilment, OrderPayment } from './record';
import type { OrderStatus } from './status';
import { MAX_RANGE_DAYS, parseDateRange, rangeInstants, salesSummary, summaryMessages, TOP_PRODUCTS, type SummaryOrder } from './summary';

type Sold = [productId: number, name: string, quantity: number, unitPrice: number];

function order(
  at: number,
  sold: Sold[],
  changes: { status?: OrderStatus; fulfilment?: OrderFulfilment; payment?: OrderPayment; deliveryFee?: number; channel?: OrderChannel } = {},
): SummaryOrder {
  const lines = sold.map(([productId, name, quantity, unitPrice]) => ({ productId, name, quantity, lineTotal: quantity * unitPrice }));
  return {
    createdAt: at,
    status: changes.status ?? 'entregado',
    fulfilment: changes.fulfilment ?? { type: 'mesa', table: 3 },
    payment: changes.payment ?? { method: 'efectivo', cashAmount: null },
    lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0) + (changes.deliveryFee ?? 0),
    ...(changes.channel && { channel: changes.channel }),
  };
}

const day = { from: '2026-12-05', to: '2026-12-05' };
const at = (hour: number, minute = 0, date = 5) => costaRicaInstant(2026, 12, date, hour, minute);
const domicilio: OrderFulfilment = { type: 'domicilio', address: 'Barrio X', landmark: '', phone: '' };

describe('salesSummary: the day in numbers', () => {
  const orders = [
    order(at(11, 5), [
      [5, 'Capiberry', 2, 1900],
      [16, 'Té', 1, 800],
    ]), // 4600
    order(at(12, 30), [[13, 'Churchill', 1, 3450]], { fulfilment: { type: 'llevar' }, payment: { method: 'tarjeta' }, channel: 'mostrador' }), // 3450
    order(at(12, 45), [[5, 'Capiberry', 1, 1900]], { fulfilment: domicilio, payment: { method: 'sinpe' }, deliveryFee: 500 }), // 2400
    order(at(13, 0), [[13, 'Churchill', 5, 3450]], { status: 'cancelado', channel: 'llamada' }), // 17250, not sold
    order(at(20, 59), [[16, 'Té', 2, 800]], { status: 'nuevo' }), // 1600: still counts
  ];
  const summary = salesSummary(orders, day);

  it('counts orders and sales without the cancelled ones, which are counted apart', () => {
    expect(summary.orders).toBe(4);
    expect(summary.totalSold).toBe(4600 + 3450 + 2400 + 1600);
    expect(summary.cancelled).toEqual({ orders: 1, total: 17250 });
  });

  it('gives the average ticket in whole colones, rounded half up', () => {
    expect(summary.averageTicket).toBe(3013); // 12 050 / 4 = 3012.5
    expect(
      salesSummary([order(at(12), [[16, 'Té', 1, 1000]]), order(at(13), [[16, 'Té', 1, 1001]]), order(at(14), [[16, 'Té', 1, 1000]])], day).averageTicket,
    ).toBe(1000); // 1000.33
    expect(
      salesSummary([order(at(12), [[16, 'Té', 1, 1001]]), order(at(13), [[16, 'Té', 1, 1002]]), order(at(14), [[16, 'Té', 1, 1002]])], day).averageTicket,
    ).toBe(1002); // 1001.67
  });

  it('splits by order type and by payment, counts and money', () => {
    expect(summary.byType).toEqual({ mesa: { orders: 2, total: 6200 }, llevar: { orders: 1, total: 3450 }, domicilio: { orders: 1, total: 2400 } });
    expect(summary.byPayment).toEqual({ efectivo: { orders: 2, total: 6200 }, tarjeta: { orders: 1, total: 3450 }, sinpe: { orders: 1, total: 2400 } });
  });

  it('splits by channel: the site\'s orders and the ones recorded on the board ("Nuevo pedido"), cancelled ones left out', () => {
    expect(summary.byChannel).toEqual({
      web: { orders: 3, total: 8600 },
      whatsapp: { orders: 0, total: 0 },
      llamada: { orders: 0, total: 0 },
      mostrador: { orders: 1, total: 3450 },
    });
  });

  it('tells the SINPE Móvil orders the owner marked paid from the ones still to confirm, cancelled ones left out', () => {
    expect(summary.sinpe).toEqual({ paid: { orders: 0, total: 0 }, unpaid: { orders: 1, total: 2400 } });
    const paid = order(at(14), [[16, 'Té', 1, 800]], { payment: { method: 'sinpe', reference: '4521', paidAt: at(14, 10) } });
    const cancelled = order(at(15), [[16, 'Té', 1, 800]], { payment: { method: 'sinpe' }, status: 'cancelado' });
    expect(salesSummary([...orders, paid, cancelled], day).sinpe).toEqual({ paid: { orders: 1, total: 800 }, unpaid: { orders: 1, total: 2400 } });
  });

  it('counts orders by Costa Rica hour of the day (24 slots)', () => {
    const expected = Array<number>(24).fill(0);
    expected[11] = 1;
    expected[12] = 2;
    expected[20] = 1;
    expect(summary.byHour).toEqual(expected);
  });

  it('ranks products by units sold (cancelled lines excluded), with their money', () => {
    expect(summary.topProducts).toEqual([
      { productId: 5, name: 'Capiberry', units: 3, amount: 5700 },
      { productId: 16, name: 'Té', units: 3, amount: 2400 },
      { productId: 13, name: 'Churchill', units: 1, amount: 3450 },
    ]);
  });

  it('is all zeros for a day without orders', () => {
    expect(salesSummary([], day)).toEqual({
      range: day,
      orders: 0,
      totalSold: 0,
      averageTicket: 0,
      cancelled: { orders: 0, total: 0 },
      topProducts: [],
      byHour: Array(24).fill(0),
      byType: { mesa: { orders: 0, total: 0 }, llevar: { orders: 0, total: 0 }, domicilio: { orders: 0, total: 0 } },
      byPayment: { efectivo: { orders: 0, total: 0 }, tarjeta: { orders: 0, total: 0 }, sinpe: { orders: 0, total: 0 } },
      byChannel: { web: { orders: 0, total: 0 }, whatsapp: { orders: 0, total: 0 }, llamada: { orders: 0, total: 0 }, mostrador: { orders: 0, total: 0 } },
      sinpe: { paid: { orders: 0, total: 0 }, unpaid: { orders: 0, total: 0 } },
    });
  });
});

describe('salesSummary: the best sellers', () => {
  it('keeps the 10 best, ties by name (Spanish order, accents folded) then by id', () => {
    const names = ['Ñame', 'Nube', 'Árbol', 'Zeta', 'Batido', 'banano', 'Café', 'Dátil', 'Elote', 'Fresa', 'Guayaba', 'Higo'];
    const orders = [
      order(
        at(12),
        names.map((name, i): Sold => [100 + i, name, 1, 100]),
      ),
    ];
    expect(salesSummary(orders, day).topProducts.map((product) => product.name)).toEqual([
      'Árbol',
      'banano',
      'Batido',
      'Café',
      'Dátil',
      'Elote',
      'Fresa',
      'Guayaba',
      'Higo',
      'Nube',
    ]);
    expect(TOP_PRODUCTS).toBe(10);
  });

  it('puts more units first whatever the name, and a product sold under two names shows its latest', () => {
    const orders = [order(at(11), [[5, 'Capiberry', 1, 1900]]), order(at(12), [[16, 'Té', 2, 800]]), order(at(13), [[5, 'Capiberry nueva', 2, 2000]])];
    expect(salesSummary(orders, day).topProducts).toEqual([
      { productId: 5, name: 'Capiberry nueva', units: 3, amount: 5900 },
      { productId: 16, name: 'Té', units: 2, amount: 1600 },
    ]);
  });
});

describe('salesSummary: the Costa Rica day', () => {
  it('puts 23:59 in the day before and 00:00 in the day it starts (UTC 05:59 / 06:00)', () => {
    const lastMinute = Date.UTC(2026, 11, 5, 5, 59, 59, 999); // 4 Dec, 23:59:59.999 in Costa Rica
    const midnight = Date.UTC(2026, 11, 5, 6, 0); // 5 Dec, 00:00 in Costa Rica
    const orders = [order(lastMinute, [[16, 'Té', 1, 800]]), order(midnight, [[13, 'Churchill', 1, 3450]])];
    const fifth = salesSummary(orders, day);
    expect(fifth.orders).toBe(1);
    expect(fifth.totalSold).toBe(3450);
    expect(fifth.byHour[0]).toBe(1);
    const fourth = salesSummary(orders, { from: '2026-12-04', to: '2026-12-04' });
    expect(fourth.totalSold).toBe(800);
    expect(fourth.byHour[23]).toBe(1);
    const both = salesSummary(orders, { from: '2026-12-04', to: '2026-12-05' });
    expect([both.orders, both.byHour[0], both.byHour[23]]).toEqual([2, 1, 1]);
  });

  it('gives the store the same range as instants: [start, end) from Costa Rica midnights', () => {
    expect(rangeInstants({ from: '2026-12-04', to: '2026-12-05' })).toEqual({ start: Date.UTC(2026, 11, 4, 6), end: Date.UTC(2026, 11, 6, 6) });
    expect(rangeInstants({ from: '2026-12-31', to: '2026-12-31' })).toEqual({ start: Date.UTC(2026, 11, 31, 6), end: Date.UTC(2027, 0, 1, 6) });
  });
});

describe('parseDateRange (?desde=&hasta=)', () => {
  const now = Date.UTC(2026, 11, 5, 3); // 4 Dec, 21:00 in Costa Rica
  it('defaults to today in Costa Rica, and one date to that day', () => {
    expect(parseDateRange(null, null, now)).toEqual({ ok: true, range: { from: '2026-12-04', to: '2026-12-04' } });
    expect(parseDateRange('2026-11-30', null, now)).toEqual({ ok: true, range: { from: '2026-11-30', to: '2026-11-30' } });
    expect(parseDateRange('2026-11-01', '2026-11-30', now)).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-30' } });
  });

  it('refuses dates that are not real dates, a reversed range and one over a year, with a 400', () => {
    for (const date of ['2026-02-30', '2026-13-01', '5/12/2026', '2026-1-5', '', ' 2026-12-05', '2026-12-05T00:00']) {
      expect(parseDateRange(date, null, now), date).toEqual({ ok: false, status: 400, message: summaryMessages.date });
    }
    expect(parseDateRange('2026-12-05', '2026-12-04', now)).toEqual({ ok: false, status: 400, message: summaryMessages.reversed });
    expect(parseDateRange('2025-01-01', '2026-01-02', now)).toEqual({ ok: false, status: 400, message: summaryMessages.tooLong }); // 367 days
    expect(parseDateRange('2027-12-31', '2028-12-30', now).ok).toBe(true); // 366 days, a leap year
    expect(MAX_RANGE_DAYS).toBe(366);
  });
});
