import { describe, expect, it } from 'vitest';
import { storedOrder, teLine } from '@/test-fixtures/orders';
import { followView, readyText } from './follow';
import type { StoredOrder } from './record';

const order = (changes: Partial<StoredOrder> = {}): StoredOrder =>
  storedOrder({ lines: [teLine({ quantity: 2, note: 'con limón' })], subtotal: 1600, total: 2100, change: 7900, status: 'preparando', ...changes });

describe('readyText ("Listo aprox.")', () => {
  it("says the estimate in the shop's time while the order is in the making", () => {
    // 4:35 p. m. in Costa Rica.
    const readyAt = Date.UTC(2026, 11, 5, 22, 35);
    expect(readyText({ status: 'nuevo', readyAt })).toBe('Listo aprox. a las 4:35\u00a0p.\u00a0m.');
    expect(readyText({ status: 'preparando', readyAt })).toBe('Listo aprox. a las 4:35\u00a0p.\u00a0m.');
    for (const status of ['listo', 'entregado', 'cancelado'] as const) expect(readyText({ status, readyAt }), status).toBeNull();
    expect(readyText({ status: 'nuevo' })).toBeNull();
    expect(followView(order({ readyAt })).readyText).toBe('Listo aprox. a las 4:35\u00a0p.\u00a0m.');
  });

  it('says when an order for later is for, until the owner moves its time', () => {
    const at = Date.UTC(2026, 11, 5, 22, 30);
    const morning = Date.UTC(2026, 11, 5, 15, 0);
    expect(readyText({ status: 'nuevo', readyAt: at, scheduledFor: at }, morning)).toBe('Para las 4:30\u00a0p.\u00a0m.');
    expect(readyText({ status: 'nuevo', readyAt: at, scheduledFor: at }, morning - 24 * 3_600_000)).toBe('Para mañana a las 4:30\u00a0p.\u00a0m.');
    expect(readyText({ status: 'preparando', readyAt: at + 5 * 60_000, scheduledFor: at }, morning)).toBe('Listo aprox. a las 4:35\u00a0p.\u00a0m.');
    expect(followView(order({ readyAt: at, scheduledFor: at }), morning).readyText).toBe('Para las 4:30\u00a0p.\u00a0m.');
  });
});

describe('followView (/pedido/<token>)', () => {
  it("shows the order and its status in the customer's words", () => {
    const view = followView(order());
    expect(view).toMatchObject({
      reference: 'Pedido #K7Q2P',
      type: 'A domicilio',
      status: 'preparando',
      statusText: 'En preparación',
      final: false,
      outOfHours: false,
    });
    expect(view.lines).toEqual([{ quantity: 2, name: 'Té', amount: '₡1\u00a0600', details: [], note: '"con limón"' }]);
    expect(view.totals.at(-1)).toEqual({ label: 'Total', amount: '₡2\u00a0100' });
  });

  it('says nothing of who the customer is or where they live (a forwarded link shows no personal data)', () => {
    const text = JSON.stringify(followView(order()));
    for (const personal of ['Ana', 'parque', 'azul', '8888']) expect(text).not.toContain(personal);
  });

  it('is final once delivered or cancelled (the page stops listening), with the reason', () => {
    expect(followView(order({ status: 'entregado' }))).toMatchObject({ statusText: 'Entregado', final: true });
    expect(followView(order({ status: 'cancelado', cancelReason: 'Se acabó la fresa' }))).toMatchObject({
      statusText: 'Cancelado: Se acabó la fresa',
      final: true,
    });
    expect(followView(order({ status: 'listo' }))).toMatchObject({ statusText: '¡Listo!', final: false });
  });
});
