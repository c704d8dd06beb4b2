import { describe, expect, it } from 'vitest';
import { lineFor, markSoldOut, type CartItem, type Selection } from '@/lib/cart/cart';
import { choiceGroups } from '@/lib/cart/options';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { whatsappLink } from '@/lib/config';
import {
  buildOrderMessage,
  customerName,
  fulfilmentLine,
  MAX_MESSAGE_LENGTH,
  orderReference,
  paymentLine,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type Fulfilment,
  type Payment,
} from './message';

const nbsp = '\u00a0';
const find = getCatalogProduct;
const product = (id: number) => find(id)!;
const line = (id: number, cantidad: number, selection: Selection = {}, extra: Partial<CartItem> = {}): CartItem => ({
  ...lineFor(product(id), cantidad, selection, find),
  ...extra,
});
const mesa = (table: number): Fulfilment => ({ type: 'mesa', table });
const efectivo: Payment = { method: 'efectivo', cashAmount: null };

describe('buildOrderMessage', () => {
  it('writes the exact order text: table, items, total, payment', () => {
    const message = buildOrderMessage({
      reference: 'K7Q2P',
      customer: 'Ana Pérez',
      fulfilment: mesa(5),
      payment: efectivo,
      items: [line(13, 2), line(16, 1)],
    });
    expect(message).toBe(
      [
        '¡Hola CrepiVara! Quiero hacer un pedido.',
        'Pedido #K7Q2P',
        'Cliente: Ana Pérez',
        'Comer aquí · Mesa 5',
        '',
        `• 2 x Churchill - ₡3${nbsp}450 c/u = ₡6${nbsp}900`,
        '• 1 x Té - ₡800 c/u = ₡800',
        '',
        `Total: ₡7${nbsp}700`,
        'Pago: Efectivo',
        '¡Muchas gracias!',
      ].join('\n'),
    );
  });

  it('a delivery fee comes before the total and counts in it and in the change', () => {
    const message = buildOrderMessage({
      reference: 'K7Q2P',
      customer: '',
      fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: '', phone: '' },
      payment: { method: 'efectivo', cashAmount: 5000 },
      items: [line(16, 1)],
      deliveryFee: 500,
    }).split('\n');
    expect(message.slice(-5)).toEqual([
      '',
      'Envío: ₡500',
      `Total: ₡1${nbsp}300`,
      `Pago: Efectivo, pago con ₡5${nbsp}000 · Vuelto: ₡3${nbsp}700`,
      '¡Muchas gracias!',
    ]);
  });

  it('starts with "(Pedido fuera de horario)" when sent while the shop is closed', () => {
    const order = { reference: 'K7Q2P', customer: '', fulfilment: mesa(5), payment: efectivo, items: [line(16, 1)] };
    const closed = buildOrderMessage({ ...order, outOfHours: true }).split('\n');
    expect(closed.slice(0, 2)).toEqual(['(Pedido fuera de horario)', '¡Hola CrepiVara! Quiero hacer un pedido.']);
    expect(closed.slice(1)).toEqual(buildOrderMessage(order).split('\n'));
  });

  it('says when an order for later is for, under how it is received', () => {
    const order = { reference: 'K7Q2P', customer: 'Ana', fulfilment: { type: 'llevar' as const }, payment: efectivo, items: [line(16, 1)] };
    const now = Date.parse('2026-12-07T14:00:00-06:00');
    const today = buildOrderMessage({ ...order, schedule: { at: Date.parse('2026-12-07T16:30:00-06:00'), now } }).split('\n');
    expect(today.slice(2, 5)).toEqual(['Cliente: Ana', 'Para llevar', `Para las 4:30${nbsp}p.${nbsp}m.`]);
    const tomorrow = buildOrderMessage({ ...order, schedule: { at: Date.parse('2026-12-08T11:15:00-06:00'), now } });
    expect(tomorrow).toContain(`Para llevar\nPara mañana a las 11:15${nbsp}a.${nbsp}m.\n`);
    expect(buildOrderMessage(order)).not.toContain('Para las');
  });

  it('leaves out the lines sold out today, and their price from the total', () => {
    const message = buildOrderMessage({
      reference: 'K7Q2P',
      customer: '',
      fulfilment: mesa(5),
      payment: efectivo,
      items: markSoldOut([line(13, 2), line(16, 1)], new Set([13])),
    });
    expect(message).not.toContain('Churchill');
    expect(message).toContain('• 1 x Té - ₡800 c/u = ₡800');
    expect(message).toContain('Total: ₡800');
  });

  it("puts each line's choices and extras, then its note in quotes, indented under it", () => {
    const message = buildOrderMessage({
      reference: 'ABCDE',
      customer: 'Luis',
      fulfilment: { type: 'domicilio', address: '200 m norte de la iglesia', landmark: 'portón verde', phone: '' },
      payment: { method: 'sinpe', phone: '88888888' },
      items: [
        line(5, 1, { opciones: { frutas: ['Kiwi', 'Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'], extras: ['Topping'] }, nota: 'sin azúcar' }),
        line(12, 2, { opciones: { sabor: ['Mora'] } }),
      ],
    });
    expect(message.split('\n')).toEqual([
      '¡Hola CrepiVara! Quiero hacer un pedido.',
      'Pedido #ABCDE',
      'Cliente: Luis',
      'A domicilio: 200 m norte de la iglesia (portón verde)',
      '',
      `• 1 x Capiberry - ₡2${nbsp}250 c/u = ₡2${nbsp}250`,
      '   Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate',
      '   Extras: incluye Topping +₡350',
      '   "sin azúcar"',
      `• 2 x Batido en leche - ₡1${nbsp}950 c/u = ₡3${nbsp}900`,
      '   Sabor: Mora',
      '',
      `Total: ₡6${nbsp}150`,
      'Pago: SINPE Móvil al 8888-8888',
      '¡Muchas gracias!',
    ]);
  });

  it("gives a delivery's phone its own line, written as Costa Ricans do, and ends with the status link once the order is recorded", () => {
    const order = {
      reference: 'ABCDE',
      customer: '',
      fulfilment: { type: 'domicilio', address: 'Barrio X', landmark: '', phone: '88887777' } as const,
      payment: { method: 'tarjeta' } as const,
      items: [line(16, 1)],
    };
    const lines = buildOrderMessage({ ...order, followUrl: 'https://crepivara.com/pedido/AbCdEfGhIjKlMnOpQrStUg' }).split('\n');
    expect(lines.slice(2, 4)).toEqual(['A domicilio: Barrio X', 'Teléfono: 8888-7777']);
    expect(lines.slice(-3)).toEqual(['¡Muchas gracias!', '', 'Sigue tu pedido: https://crepivara.com/pedido/AbCdEfGhIjKlMnOpQrStUg']);
    expect(buildOrderMessage(order).split('\n').at(-1)).toBe('¡Muchas gracias!');
    expect(buildOrderMessage({ ...order, fulfilment: { ...order.fulfilment, phone: '' } })).not.toContain('Teléfono');
  });

  it('says which extras a line price includes, per unit', () => {
    const crepe = line(8, 2, { opciones: { helados: ['Vainilla'], extras: ['Nutella', 'Topping', 'Topping'] } });
    expect(crepe.precio).toBe(3400 + 500 + 2 * 350);
    const message = buildOrderMessage({ reference: 'K7Q2P', customer: '', fulfilment: mesa(5), payment: efectivo, items: [crepe] });
    expect(message).toContain(
      [`• 2 x Capidulzura - ₡4${nbsp}600 c/u = ₡9${nbsp}200`, '   Helado: Vainilla', `   Extras: incluye Topping x2 +₡700, Nutella +₡500`].join('\n'),
    );
    const plain = buildOrderMessage({
      reference: 'K7Q2P',
      customer: '',
      fulfilment: mesa(5),
      payment: efectivo,
      items: [line(8, 1, { opciones: { helados: ['Coco'] } })],
    });
    expect(plain).not.toContain('Extras');
  });

  it('tells the change for cash', () => {
    const order = { reference: 'K7Q2P', customer: '', fulfilment: mesa(5), items: [line(13, 1), line(16, 1)] };
    expect(buildOrderMessage({ ...order, payment: { method: 'efectivo', cashAmount: 5000 } })).toContain(
      `\nPago: Efectivo, pago con ₡5${nbsp}000 · Vuelto: ₡750\n`,
    );
    expect(buildOrderMessage({ ...order, payment: { method: 'efectivo', cashAmount: 4250 } })).toContain(`\nPago: Efectivo, pago con ₡4${nbsp}250 (exacto)\n`);
  });

  it('writes every order type and payment', () => {
    expect(fulfilmentLine({ type: 'mesa', table: 0 })).toBe('Comer aquí · Mesa 0');
    expect(fulfilmentLine({ type: 'llevar' })).toBe('Para llevar');
    expect(fulfilmentLine({ type: 'domicilio', address: 'Barrio El Carmen, casa 4', landmark: '', phone: '' })).toBe('A domicilio: Barrio El Carmen, casa 4');
    expect(paymentLine(efectivo, 3450)).toBe('Pago: Efectivo');
    expect(paymentLine({ method: 'efectivo', cashAmount: 10000 }, 3450)).toBe(`Pago: Efectivo, pago con ₡10${nbsp}000 · Vuelto: ₡6${nbsp}550`);
    expect(paymentLine({ method: 'tarjeta' }, 3450)).toBe('Pago: Tarjeta');
    expect(paymentLine({ method: 'sinpe', phone: '61234567' }, 3450)).toBe('Pago: SINPE Móvil al 6123-4567');
  });

  it('leaves out the name line when there is no name, and unavailable or incomplete lines', () => {
    const message = buildOrderMessage({
      reference: 'AAAAA',
      customer: '   ',
      fulfilment: { type: 'llevar' },
      payment: { method: 'tarjeta' },
      items: [line(13, 1), line(16, 3, {}, { disponible: false }), line(5, 1)],
    });
    expect(message).not.toContain('Cliente');
    expect(message).toContain('Pedido #AAAAA\nPara llevar\n');
    expect(message).not.toContain('Té');
    expect(message).not.toContain('Capiberry');
    expect(message).toContain(`Total: ₡3${nbsp}450`);
  });

  it("stays under WhatsApp's 4,000 characters for a full cart of long notes (the form checks the rest)", () => {
    const items = [5, 6, 9, 10, 29, 30].map((id) =>
      line(id, 99, {
        opciones: Object.fromEntries(choiceGroups(product(id)).map((group) => [group.key, group.options.slice(0, group.count)])),
        nota: 'x'.repeat(200),
      }),
    );
    const message = buildOrderMessage({ reference: 'AAAAA', customer: 'n'.repeat(500), fulfilment: mesa(999), payment: efectivo, items });
    expect(message.length).toBeLessThan(MAX_MESSAGE_LENGTH);
    expect(message).toContain(`   "${'x'.repeat(80)}"\n`);
    expect(message).toContain(`Cliente: ${'n'.repeat(60)}\n`);
  });

  it('survives the trip through a wa.me link: ñ, accents, ₡, &, # and new lines', () => {
    const text = buildOrderMessage({
      reference: 'ZZ9ZZ',
      customer: 'Íñigo & Ñandú #1',
      fulfilment: mesa(12),
      payment: efectivo,
      items: [line(11, 1, { opciones: { sabor: ['Piña'] } })],
    });
    const link = whatsappLink(text);
    // Only URL-safe ASCII after "?text=": no raw space, new line, "&", "#" or accented letter.
    expect(link.split('?text=')[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    const url = new URL(link);
    expect(url.searchParams.get('text')).toBe(text);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.hash).toBe('');
    expect(link).toContain('%C3%91and%C3%BA%20%231');
    expect(link).toContain('%E2%82%A1');
    expect(link).toContain('%0A');
  });
});

describe('customerName', () => {
  it('trims, folds spaces and line breaks, drops control characters', () => {
    expect(customerName('  Ana   Pérez ')).toBe('Ana Pérez');
    expect(customerName('Ana\nMesa: 99\u0000')).toBe('Ana Mesa: 99');
    expect(customerName('\u202eAna')).toBe('Ana');
  });

  it('caps the length; an empty name stays empty', () => {
    expect(customerName('a'.repeat(500))).toHaveLength(60);
    expect(customerName('')).toBe('');
    expect(customerName('\t\n ')).toBe('');
  });
});

describe('orderReference', () => {
  it('is 5 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = orderReference();
      expect(reference).toHaveLength(REFERENCE_LENGTH);
      expect([...reference].every((char) => REFERENCE_ALPHABET.includes(char))).toBe(true);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('is driven by the random source', () => {
    expect(orderReference(() => 0)).toBe('AAAAA');
    expect(orderReference(() => 0.999999)).toBe('99999');
  });
});
