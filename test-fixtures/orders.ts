// Stored orders the tests of the orders' core share (lib/order/*.test.ts): a Capiberry with choices,
// extras and a note exactly as priceOrder makes it (lib/order/pricing.test.ts checks), a plain Té,
// and a delivery order paid in cash.
import { costaRicaInstant } from '@/lib/costa-rica-time';
import type { OrderLine, StoredOrder } from '@/lib/order/record';

export const capiberryLine: OrderLine = {
  productId: 5,
  name: 'Capiberry',
  quantity: 2,
  choices: [
    { label: 'Frutas', values: ['Fresa', 'Kiwi'] },
    { label: 'Topping', values: ['Maní'] },
    { label: 'Jarabe', values: ['Chocolate'] },
  ],
  extras: [
    { name: 'Topping', unitPrice: 350, quantity: 1 },
    { name: 'Nutella', unitPrice: 500, quantity: 2 },
  ],
  note: 'sin azúcar',
  basePrice: 1900,
  unitPrice: 3250,
  lineTotal: 6500,
};

/** A plain line of Té (₡800), with changes. */
export function teLine(changes: Partial<OrderLine> = {}): OrderLine {
  const quantity = changes.quantity ?? 1;
  return { productId: 16, name: 'Té', quantity, choices: [], extras: [], note: '', basePrice: 800, unitPrice: 800, lineTotal: 800 * quantity, ...changes };
}

/** Ana's delivery order of 5 December 2026, 2:05 p. m.: a Capiberry line and a Té, cash 10 000. */
export function storedOrder(changes: Partial<StoredOrder> = {}): StoredOrder {
  return {
    reference: 'K7Q2P',
    createdAt: costaRicaInstant(2026, 12, 5, 14, 5),
    customer: 'Ana Pérez',
    fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: 'casa azul', phone: '88888888' },
    payment: { method: 'efectivo', cashAmount: 10000 },
    lines: [capiberryLine, teLine()],
    subtotal: 7300,
    deliveryFee: 500,
    total: 7800,
    change: 2200,
    outOfHours: false,
    status: 'nuevo',
    cancelReason: '',
    erasedAt: null,
    ...changes,
  };
}
