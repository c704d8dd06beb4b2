import { describe, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import { followView } from './follow';
import type { StoredOrder } from './record';

const order = (changes: Partial<StoredOrder> = {}): StoredOrder => ({
  reference: 'K7Q2P',
  createdAt: costaRicaInstant(2026, 12, 5, 14, 5),
  customer: 'Ana Pérez',
  fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: 'casa azul', phone: '88888888' },
  payment: { method: 'efectivo', cashAmount: 10000 },
  lines: [{ productId: 16, name: 'Té', quantity: 2, choices: [], extras: [], note: 'con limón', basePrice: 800, unitPrice: 800, lineTotal: 1600 }],
  subtotal: 1600,
  deliveryFee: 500,
  total: 2100,
  change: 7900,
  outOfHours: false,
  status: 'preparando',
  cancelReason: '',
  erasedAt: null,
  ...changes,
});

describe('followView (/pedido/<token>)', () => {
  it('shows the order and its status in the customer\'s words', () => {
    const view = followView(order());
    expect(view).toMatchObject({ reference: 'Pedido #K7Q2P', type: 'A domicilio', status: 'preparando', statusText: 'En preparación', final: false, outOfHours: false });
    expect(view.lines).toEqual([{ quantity: 2, name: 'Té', amount: '₡1\u00a0600', details: [], note: '"con limón"' }]);
    expect(view.totals.at(-1)).toEqual({ label: 'Total', amount: '₡2\u00a0100' });
  });

  it('says nothing of who the customer is or where they live (a forwarded link shows no personal data)', () => {
    const text = JSON.stringify(followView(order()));
    for (const personal of ['Ana', 'parque', 'azul', '8888']) expect(text).not.toContain(personal);
  });

  it('is final once delivered or cancelled (the page stops listening), with the reason', () => {
    expect(followView(order({ status: 'entregado' }))).toMatchObject({ statusText: 'Entregado', final: true });
    expect(followView(order({ status: 'cancelado', cancelReason: 'Se acabó la fresa' }))).toMatchObject({ statusText: 'Cancelado: Se acabó la fresa', final: true });
    expect(followView(order({ status: 'listo' }))).toMatchObject({ statusText: '¡Listo!', final: false });
  });
});
