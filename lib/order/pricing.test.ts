import { describe, expect, it } from 'vitest';
import { cartTotal, lineFor } from '@/lib/cart/cart';
import { linePrice } from '@/lib/cart/options';
import { getCatalogProduct } from '@/lib/menu/catalog';
import type { OrderPost, OrderPostLine } from '@/lib/validation/order';
import { capiberryLine, teLine } from '@/test-fixtures/orders';
import { wireLine } from './post-body';
import { optionKey } from '@/lib/cart/options';
import { priceOrder, pricingMessages, type LiveMenu, type PricingContext } from './pricing';
import { messageDiffers, messagePriceNotes } from './record';
import { formatColones } from '@/lib/money';

const now = Date.UTC(2026, 11, 5, 20, 30);

/** The built-in menu with today's changes: sold out, hidden, new prices, sold-out options. */
function liveMenu({
  soldOut = [],
  hidden = [],
  prices = {},
  soldOutOptions = [],
}: { soldOut?: number[]; hidden?: number[]; prices?: Record<number, number>; soldOutOptions?: string[] } = {}): LiveMenu {
  return {
    product: (id) => {
      const product = getCatalogProduct(id);
      if (!product) return undefined;
      return { ...product, precio: prices[id] ?? product.precio, disponible: product.disponible && !soldOut.includes(id), oculto: hidden.includes(id) };
    },
    soldOutOptions: new Set(soldOutOptions),
  };
}

const context = (changes: Partial<PricingContext> = {}): PricingContext => ({ menu: liveMenu(), now, shopClosed: false, ...changes });

const capiberry = (changes: Partial<OrderPostLine> = {}): OrderPostLine => ({
  id: 5,
  cantidad: 2,
  opciones: { frutas: ['Kiwi', 'Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'] },
  extras: { Nutella: 2, Topping: 1 },
  nota: 'sin azúcar',
  ...changes,
});
const te = (cantidad = 1): OrderPostLine => ({ id: 16, cantidad });

const post = (changes: Partial<OrderPost> = {}): OrderPost => ({
  clave: 'AbCdEfGhIjKlMnOpQrStUg',
  pedido: 'K7Q2P',
  nombre: 'Ana',
  entrega: { tipo: 'mesa', mesa: 7 },
  pago: { metodo: 'efectivo', pagaCon: 10000 },
  items: [capiberry(), te()],
  ...changes,
});

function refused(outcome: ReturnType<typeof priceOrder>) {
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome.refusal;
}
function priced(outcome: ReturnType<typeof priceOrder>) {
  if (!outcome.ok) throw new Error(`expected an order, got ${outcome.refusal.message}`);
  return outcome.order;
}

describe('priceOrder: prices from the live menu', () => {
  it('prices each line as the menu says: base price plus extras, choices in the menu order and labelled', () => {
    const order = priced(priceOrder(post(), context()));
    expect(order.lines[0]).toMatchObject({ basePrice: 1900, unitPrice: 1900 + 350 + 2 * 500, lineTotal: 2 * 3250 });
    expect(order).toEqual({
      reference: 'K7Q2P',
      createdAt: now,
      customer: 'Ana',
      fulfilment: { type: 'mesa', table: 7 },
      payment: { method: 'efectivo', cashAmount: 10000 },
      // The shared fixture is exactly this line: 1900 + Topping 350 + 2 x Nutella 500 = 3250 a unit.
      lines: [capiberryLine, teLine()],
      subtotal: 7300,
      deliveryFee: 0,
      total: 7300,
      change: 2700,
      outOfHours: false,
    });
  });

  it('agrees with the cart to the colón for the same lines (the browser and the server show one total)', () => {
    const find = getCatalogProduct;
    const selections = [
      {
        id: 5,
        cantidad: 2,
        opciones: { frutas: ['Kiwi', 'Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'], extras: ['Nutella', 'Topping', 'Nutella'] },
        nota: 'sin azúcar',
      },
      { id: 16, cantidad: 3 },
      { id: 11, cantidad: 2, opciones: { sabor: ['Cas'] } },
      { id: 10, cantidad: 1, opciones: { frutas: ['Fresa', 'Mango', 'Piña'], helados: ['Coco', 'Vainilla'], toppings: ['Maní'], extras: ['Helado'] } },
    ];
    const cart = selections.map((line) => lineFor(find(line.id)!, line.cantidad, line, find));
    // What the checkout posts for those cart lines (lib/order/post-body.ts).
    const order = priced(priceOrder(post({ items: cart.map(wireLine) }), context()));
    expect(order.lines.map((line) => line.unitPrice)).toEqual(cart.map((item) => item.precio));
    expect(order.total).toBe(cartTotal(cart));
    expect(order.lines[0]!.unitPrice).toBe(linePrice(find(5)!, { extras: ['Nutella', 'Topping', 'Nutella'] }, find));
  });

  it("uses today's price, whatever the browser believed (a price it sends never reaches here: the schema drops it)", () => {
    const order = priced(priceOrder(post({ items: [te(2)] }), context({ menu: liveMenu({ prices: { 16: 950, 34: 600 } }) })));
    expect(order.lines[0]).toMatchObject({ basePrice: 950, unitPrice: 950, lineTotal: 1900 });
    const withNutella = priced(
      priceOrder(
        post({ items: [capiberry({ cantidad: 1, opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Mora'], toppings: ['Maní'] }, extras: { Nutella: 1 } })] }),
        context({ menu: liveMenu({ prices: { 34: 600 } }) }),
      ),
    );
    expect(withNutella.lines[0]!.unitPrice).toBe(1900 + 600);
  });

  it('charges the menu of now and keeps what the message said only where it differs', () => {
    const fee = context({ menu: liveMenu({ prices: { 16: 950 } }), deliveryFee: 1000 });
    const shown = post({
      entrega: { tipo: 'domicilio', direccion: 'Del parque 200 m norte' },
      items: [
        { ...te(2), precio: 1100 },
        { ...capiberry({ cantidad: 1 }), precio: 1900 + 1000 + 350 },
      ],
      total: 2200 + 3250,
    });
    const order = priced(priceOrder(shown, fee));
    expect(order.lines.map((line) => [line.unitPrice, line.messagePrice])).toEqual([
      [950, 1100],
      [3250, undefined],
    ]);
    expect(order).toMatchObject({ deliveryFee: 1000, total: 1900 + 3250 + 1000, messageTotal: 5450 });
    expect(messageDiffers(order)).toBe(true);
    expect(messagePriceNotes(order, formatColones)).toEqual([
      `Té: el mensaje decía ${formatColones(1100)}; hoy cuesta ₡950.`,
      `Total: el mensaje decía ${formatColones(5450)}; se registró ${formatColones(6150)}.`,
    ]);
    // The same prices as the menu: nothing to tell.
    const same = priced(priceOrder(post({ items: [{ ...te(2), precio: 950 }], total: 1900 }), fee));
    expect(same.messageTotal).toBeUndefined();
    expect(same.lines[0]!.messagePrice).toBeUndefined();
    expect(messageDiffers(same)).toBe(false);
  });

  it('merges identical lines (same product, choices in any order, same note) as the cart does', () => {
    const shuffled = capiberry({
      cantidad: 3,
      opciones: { toppings: ['Maní'], frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'] },
      extras: { Topping: 1, Nutella: 2 },
    });
    const order = priced(priceOrder(post({ items: [capiberry(), te(), shuffled] }), context()));
    expect(order.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Capiberry', 5],
      ['Té', 1],
    ]);
    const otherNote = priced(priceOrder(post({ items: [capiberry(), capiberry({ nota: 'bien dorada' })] }), context()));
    expect(otherNote.lines).toHaveLength(2);
  });

  it('refuses merged lines past 99 units (400 on the later line)', () => {
    expect(refused(priceOrder(post({ items: [te(60), te(40)] }), context()))).toEqual({
      status: 400,
      message: 'La cantidad de cada producto es un número entero de 1 a 99.',
      errors: { 'items.1.cantidad': 'La cantidad de cada producto es un número entero de 1 a 99.' },
    });
    expect(priced(priceOrder(post({ items: [te(60), te(39)] }), context())).lines[0]!.quantity).toBe(99);
  });
});

describe('priceOrder: delivery, payment and hours', () => {
  it('adds the delivery fee to delivery orders only (default ₡0, spec section 9)', () => {
    const domicilio = { tipo: 'domicilio', direccion: 'Barrio X', referencia: 'casa azul', telefono: '88888888' } as const;
    expect(priced(priceOrder(post({ entrega: domicilio, items: [te(2)] }), context()))).toMatchObject({ subtotal: 1600, deliveryFee: 0, total: 1600 });
    expect(priced(priceOrder(post({ entrega: domicilio, items: [te(2)] }), context({ deliveryFee: 500 })))).toMatchObject({
      fulfilment: { type: 'domicilio', address: 'Barrio X', landmark: 'casa azul', phone: '88888888' },
      subtotal: 1600,
      deliveryFee: 500,
      total: 2100,
    });
    expect(priced(priceOrder(post({ entrega: { tipo: 'llevar' }, items: [te(2)] }), context({ deliveryFee: 500 })))).toMatchObject({
      deliveryFee: 0,
      total: 1600,
    });
    expect(priced(priceOrder(post({ entrega: { tipo: 'domicilio', direccion: 'Barrio X' }, items: [te()] }), context())).fulfilment).toEqual({
      type: 'domicilio',
      address: 'Barrio X',
      landmark: '',
      phone: '',
    });
  });

  it('refuses delivery under the owner\'s minimum ("Ajustes"), counting the products only; other ways are not held to it', () => {
    const domicilio = { tipo: 'domicilio', direccion: 'Barrio X' } as const;
    const short = refused(priceOrder(post({ entrega: domicilio, items: [te()] }), context({ deliveryFee: 500, deliveryMinimum: 1000 })));
    expect(short).toMatchObject({
      status: 422,
      message: 'El pedido mínimo a domicilio es de ₡1\u00a0000: te faltan ₡200.',
      errors: { 'entrega.tipo': expect.any(String) },
    });
    expect(priced(priceOrder(post({ entrega: domicilio, items: [te(2)] }), context({ deliveryFee: 500, deliveryMinimum: 1000 })))).toMatchObject({
      subtotal: 1600,
      total: 2100,
    });
    expect(priced(priceOrder(post({ entrega: { tipo: 'llevar' }, items: [te()] }), context({ deliveryMinimum: 1000 })))).toMatchObject({ total: 800 });
  });

  it("refuses a delivery fee that is not whole colones (a setup error, not the customer's)", () => {
    for (const deliveryFee of [-1, 0.5, Number.NaN]) expect(() => priceOrder(post(), context({ deliveryFee }))).toThrow(RangeError);
  });

  it('works out the change for cash: exact, none asked, and a cash amount the new total outgrew', () => {
    const order = (pago: OrderPost['pago']) => priced(priceOrder(post({ items: [te(2)], pago }), context()));
    expect(order({ metodo: 'efectivo', pagaCon: 5000 })).toMatchObject({ total: 1600, change: 3400 });
    expect(order({ metodo: 'efectivo', pagaCon: 1600 })).toMatchObject({ change: 0 });
    expect(order({ metodo: 'efectivo' })).toMatchObject({ payment: { method: 'efectivo', cashAmount: null }, change: null });
    expect(order({ metodo: 'efectivo', pagaCon: null })).toMatchObject({ change: null });
    // The price went up after the form checked the amount: the order is kept, the ticket says it falls short.
    expect(order({ metodo: 'efectivo', pagaCon: 1000 })).toMatchObject({ payment: { method: 'efectivo', cashAmount: 1000 }, change: null });
    expect(order({ metodo: 'tarjeta' })).toMatchObject({ payment: { method: 'tarjeta' }, change: null });
    expect(order({ metodo: 'sinpe' })).toMatchObject({ payment: { method: 'sinpe' }, change: null });
    // The shop's number of the moment is kept: the one its customer was asked to pay to.
    expect(priceOrder(post({ pago: { metodo: 'sinpe' } }), context({ sinpeNumber: '88887777' }))).toMatchObject({
      ok: true,
      order: { payment: { method: 'sinpe', number: '88887777' } },
    });
  });

  it('refuses a payment method the shop does not take (422 on pago.metodo)', () => {
    expect(refused(priceOrder(post({ pago: { metodo: 'sinpe' } }), context({ paymentMethods: ['efectivo', 'tarjeta'] })))).toEqual({
      status: 422,
      message: pricingMessages.paymentUnavailable,
      errors: { 'pago.metodo': pricingMessages.paymentUnavailable },
    });
  });

  it('marks an order sent while the shop is closed "fuera de horario", and keeps it', () => {
    expect(priced(priceOrder(post(), context({ shopClosed: true }))).outOfHours).toBe(true);
    expect(priced(priceOrder(post(), context({ shopClosed: false }))).outOfHours).toBe(false);
  });

  it('gives the order its first "Listo aprox." from the preparation time; none without one', () => {
    expect(priced(priceOrder(post(), context({ preparationMinutes: 20 }))).readyAt).toBe(now + 20 * 60_000);
    expect(priced(priceOrder(post(), context())).readyAt).toBeUndefined();
  });

  it('an order for later: ready at its quarter hour, not out of hours; a time not offered is refused until the message went out', () => {
    // now is 2:30 p. m. in Costa Rica; the shop opens 11:00 to 8:00 p. m. every day.
    const schedule = { hours: Array.from({ length: 7 }, () => [{ abre: '11:00', cierra: '20:00' }]), closure: null };
    const at = now + 2 * 60 * 60_000;
    const order = priced(priceOrder(post({ para: at }), context({ schedule, preparationMinutes: 20, shopClosed: true })));
    expect(order).toMatchObject({ scheduledFor: at, readyAt: at, outOfHours: false });
    expect(priced(priceOrder(post(), context({ schedule }))).scheduledFor).toBeUndefined();
    for (const notOffered of [now + 10 * 60_000, at + 60_000, now + 6 * 60 * 60_000]) {
      const refusal = refused(priceOrder(post({ para: notOffered }), context({ schedule })));
      expect(refusal).toMatchObject({ status: 422, errors: { para: 'Esa hora ya no está disponible. Elige otra en «¿Para cuándo?».' } });
      expect(priced(priceOrder(post({ para: notOffered, enviado: true }), context({ schedule }))).scheduledFor).toBe(notOffered);
    }
  });

  it('keeps the name as sent ("" when none)', () => {
    expect(priced(priceOrder(post({ nombre: undefined }), context())).customer).toBe('');
  });
});

describe('priceOrder: products the menu does not offer', () => {
  it('refuses an unknown id with 404 on its line', () => {
    expect(refused(priceOrder(post({ items: [te(), { id: 999, cantidad: 1 }] }), context()))).toEqual({
      status: 404,
      message: pricingMessages.unknownProduct,
      errors: { 'items.1': pricingMessages.unknownProduct },
    });
  });

  it('refuses a hidden product exactly as an unknown one (it says nothing more)', () => {
    const hidden = refused(priceOrder(post({ items: [te(), capiberry()] }), context({ menu: liveMenu({ hidden: [5] }) })));
    const unknown = refused(priceOrder(post({ items: [te(), { ...capiberry(), id: 999 }] }), context()));
    expect(hidden).toEqual(unknown);
  });

  it('refuses a product sold out today with 409 "Agotado hoy", naming every sold-out line', () => {
    expect(refused(priceOrder(post({ items: [capiberry(), te()] }), context({ menu: liveMenu({ soldOut: [5, 16] }) })))).toEqual({
      status: 409,
      message: 'Agotado hoy: Capiberry, Té.',
      errors: { 'items.0': 'Agotado hoy: Capiberry.', 'items.1': 'Agotado hoy: Té.' },
    });
  });

  it('refuses a sold-out option (409) and a sold-out or hidden extra', () => {
    const kiwi = refused(priceOrder(post(), context({ menu: liveMenu({ soldOutOptions: [optionKey('frutas', 'Kiwi')] }) })));
    expect(kiwi).toEqual({ status: 409, message: 'Agotado hoy: Kiwi (Capiberry).', errors: { 'items.0': 'Agotado hoy: Kiwi (Capiberry).' } });
    // The same name in another list is another option.
    expect(priceOrder(post(), context({ menu: liveMenu({ soldOutOptions: [optionKey('jarabes', 'Fresa')] }) })).ok).toBe(true);
    const nutella = refused(priceOrder(post(), context({ menu: liveMenu({ soldOut: [34] }) })));
    expect(nutella).toEqual({ status: 409, message: 'Agotado hoy: Nutella (Capiberry).', errors: { 'items.0': 'Agotado hoy: Nutella (Capiberry).' } });
    expect(refused(priceOrder(post(), context({ menu: liveMenu({ hidden: [34] }) })))).toMatchObject({
      status: 422,
      errors: { 'items.0': 'Capiberry: "Nutella" no es una de sus opciones. Elige de nuevo.' },
    });
  });

  it('answers the worst problem first: unknown (404) before sold out (409) before choices (422), every line in errors', () => {
    const outcome = refused(
      priceOrder(post({ items: [capiberry({ opciones: {} }), te(), { id: 999, cantidad: 1 }] }), context({ menu: liveMenu({ soldOut: [16] }) })),
    );
    expect(outcome.status).toBe(404);
    expect(outcome.errors).toEqual({
      'items.0': 'Capiberry: Elige 2 frutas.',
      'items.1': 'Agotado hoy: Té.',
      'items.2': pricingMessages.unknownProduct,
    });
  });
});

describe('priceOrder: choices must fit the product (422)', () => {
  const problem = (line: OrderPostLine) => refused(priceOrder(post({ items: [line] }), context()));

  it('refuses incomplete choices with the hint the dialog shows', () => {
    expect(problem(capiberry({ opciones: { frutas: ['Fresa'], jarabes: ['Mora'], toppings: ['Maní'] } }))).toEqual({
      status: 422,
      message: 'Capiberry: Elige 2 frutas.',
      errors: { 'items.0': 'Capiberry: Elige 2 frutas.' },
    });
    expect(problem(capiberry({ opciones: undefined })).message).toBe('Capiberry: Elige 2 frutas.');
    expect(problem({ id: 11, cantidad: 1 }).message).toBe('Batido natural (en agua): Elige 1 sabor.');
  });

  it('refuses too many, repeated, unknown options and groups the product does not have', () => {
    const base = { frutas: ['Fresa', 'Kiwi'], jarabes: ['Mora'], toppings: ['Maní'] };
    expect(problem(capiberry({ opciones: { ...base, frutas: ['Fresa', 'Kiwi', 'Mango'] } })).message).toBe('Capiberry: Elige 2 frutas.');
    expect(problem(capiberry({ opciones: { ...base, frutas: ['Fresa', 'Fresa'] } })).message).toBe('Capiberry: Elige 2 frutas.');
    expect(problem(capiberry({ opciones: { ...base, frutas: ['Fresa', 'Durazno'] } })).message).toBe(
      'Capiberry: "Durazno" no es una de sus opciones. Elige de nuevo.',
    );
    expect(problem(capiberry({ opciones: { ...base, helados: ['Coco'] } })).message).toBe('Capiberry: "helados" no es una de sus opciones. Elige de nuevo.');
    expect(problem({ id: 16, cantidad: 1, opciones: { sabor: ['Cas'] } }).message).toBe('Té: "sabor" no es una de sus opciones. Elige de nuevo.');
  });

  it('refuses extras on a product without them, unknown extras and more than 3 of one', () => {
    const base = { frutas: ['Fresa', 'Kiwi'], jarabes: ['Mora'], toppings: ['Maní'] };
    expect(problem({ id: 16, cantidad: 1, extras: { Nutella: 1 } }).message).toBe('Té: "Nutella" no es una de sus opciones. Elige de nuevo.');
    expect(problem(capiberry({ opciones: base, extras: { Caviar: 1 } })).message).toBe('Capiberry: "Caviar" no es una de sus opciones. Elige de nuevo.');
    expect(problem(capiberry({ opciones: base, extras: { Nutella: 4 } })).message).toBe('Capiberry: como máximo 3 de cada extra.');
    expect(priceOrder(post({ items: [capiberry({ opciones: base, extras: { Nutella: 3 } })] }), context()).ok).toBe(true);
  });

  it('takes empty groups as no choice (a plain product may carry "opciones": {})', () => {
    expect(priced(priceOrder(post({ items: [{ id: 16, cantidad: 1, opciones: {} }] }), context())).lines[0]!.choices).toEqual([]);
    expect(priced(priceOrder(post({ items: [{ id: 16, cantidad: 1, opciones: {}, extras: {} }] }), context())).lines[0]!.extras).toEqual([]);
  });
});
