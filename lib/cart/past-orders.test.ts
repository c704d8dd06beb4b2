import { describe, expect, it } from 'vitest';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { DEFAULT_DETAILS } from '@/lib/order/details';
import { addItem, readStoredCart, type CartItem } from './cart';
import { storedOrder } from '@/test-fixtures/orders';
import { detailsOf, MAX_PAST_ORDERS, parsePastOrders, pastOrder, pastOrderFromRecord, withPastOrder } from './past-orders';

const nbsp = '\u00a0';
const find = (id: number) => getCatalogProduct(id);
const cart = (entries: Array<[number, number]>): CartItem[] =>
  entries.reduce<CartItem[]>((items, [id, times]) => Array.from({ length: times }).reduce<CartItem[]>((all) => addItem(all, find(id)!, {}, find), items), []);
const details = {
  ...DEFAULT_DETAILS,
  nombre: 'Ana',
  tipo: 'domicilio' as const,
  direccion: 'Del parque 200 m norte',
  telefono: '8888-7777',
  pago: 'sinpe' as const,
};

describe('"Pedir de nuevo": the last orders of this browser', () => {
  const items = cart([
    [17, 2],
    [16, 1],
  ]);
  const order = pastOrder('K7Q2P', items, details, 2400, 1_000);

  it('keeps the lines as the cart stores them, a summary, the total then and the details it went with', () => {
    expect(order).toMatchObject({ reference: 'K7Q2P', at: 1_000, summary: '2 x Café negro, 1 x Té', total: `₡2${nbsp}400`, tipo: 'domicilio' });
    expect(order.details).toEqual({ nombre: 'Ana', direccion: 'Del parque 200 m norte', referencia: '', telefono: '8888-7777', pago: 'sinpe', pagaCon: '' });
    expect(readStoredCart(order.cart, find).items.map(({ id, cantidad }) => [id, cantidad])).toEqual([
      [17, 2],
      [16, 1],
    ]);
    // Put back: the details and the type, except a table's (the next visit may be at another table or at home).
    expect(detailsOf(order)).toEqual({ ...details, mesa: DEFAULT_DETAILS.mesa });
    expect(detailsOf(pastOrder('K7Q2P', items, { ...details, tipo: 'mesa', mesa: '7' }, 1600, 1_000)).tipo).toBe('');
  });

  it('keeps the three newest, one per reference', () => {
    const list = ['AAAAA', 'BBBBB', 'CCCCC', 'DDDDD'].reduce(
      (all, reference, index) => withPastOrder(all, { ...order, reference, at: index }),
      parsePastOrders(null),
    );
    expect(list.map((entry) => entry.reference)).toEqual(['DDDDD', 'CCCCC', 'BBBBB']);
    expect(withPastOrder(list, { ...order, reference: 'BBBBB', at: 9 }).map((entry) => entry.reference)).toEqual(['BBBBB', 'DDDDD', 'CCCCC']);
    expect(list).toHaveLength(MAX_PAST_ORDERS);
  });

  it('reads back what it stored, and leaves out whatever storage holds that is not a past order', () => {
    expect(parsePastOrders(JSON.stringify([order]))).toEqual([order]);
    for (const junk of [
      '',
      'no es JSON',
      '{}',
      'null',
      '[1, "x", null]',
      JSON.stringify([{ ...order, reference: 'k7q2p' }]),
      JSON.stringify([{ ...order, tipo: 'mesa' }]),
      JSON.stringify([{ ...order, at: 'ayer' }]),
      'x'.repeat(70_000),
    ]) {
      expect(parsePastOrders(junk), junk.slice(0, 40)).toEqual([]);
    }
    // Tampered details come back clean: only the remembered fields, cut to their lengths.
    const [tampered] = parsePastOrders(JSON.stringify([{ ...order, details: { nombre: 'A'.repeat(500), pago: 'bitcoin', extra: 1 } }]));
    expect(tampered!.details).toEqual({ nombre: 'A'.repeat(60), direccion: '', referencia: '', telefono: '', pago: 'efectivo', pagaCon: '' });
  });

  it("an account's order (Mi cuenta) goes back as the same lines, choices, extras and note, with its details", () => {
    const record = { ...storedOrder(), id: 7, updatedAt: 0 };
    const again = pastOrderFromRecord(record);
    expect(again).toMatchObject({ reference: 'K7Q2P', at: record.createdAt, summary: '2 x Capiberry, 1 x Té', total: `₡7${nbsp}800`, tipo: 'domicilio' });
    expect(again.details).toEqual({
      nombre: 'Ana Pérez',
      direccion: 'Del parque 200 m norte',
      referencia: 'casa azul',
      telefono: '8888-8888',
      pago: 'efectivo',
      pagaCon: '10000',
    });
    const { items, avisos } = readStoredCart(again.cart, find);
    expect(avisos).toEqual([]);
    expect(items.map(({ id, cantidad, opciones, nota, precio, incompleto }) => ({ id, cantidad, opciones, nota, precio, incompleto }))).toEqual([
      {
        id: 5,
        cantidad: 2,
        opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Chocolate'], extras: ['Topping', 'Nutella', 'Nutella'] },
        nota: 'sin azúcar',
        precio: 3250,
        incompleto: false,
      },
      { id: 16, cantidad: 1, opciones: {}, nota: '', precio: 800, incompleto: false },
    ]);
    // A table's order comes back without its table; a card payment with nothing to pay with.
    expect(pastOrderFromRecord({ ...record, fulfilment: { type: 'mesa', table: 4 }, payment: { method: 'tarjeta' } })).toMatchObject({
      tipo: '',
      details: { direccion: '', pago: 'tarjeta', pagaCon: '' },
    });
  });
});
