import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@/lib/cart/cart';
import { MAX_NOTE_LENGTH } from '@/lib/cart/options';
import { MAX_ADDRESS_LENGTH, MAX_LANDMARK_LENGTH } from '@/lib/order/details';
import { MAX_NAME_LENGTH } from '@/lib/order/message';
import { MAX_TABLE } from '@/lib/order/table';
import { statusMessages } from '@/lib/order/status';
import { newOrderKey } from '@/lib/order/token';
import { MAX_ORDER_LINES, orderMessages, orderPostSchema, parseOrderPost, statusChangeSchema, type OrderPostBody } from './order';

const valid = (): OrderPostBody => ({
  clave: 'AbCdEfGhIjKlMnOpQrStUg',
  pedido: 'K7Q2P',
  nombre: 'Ana Pérez',
  entrega: { tipo: 'mesa', mesa: 7 },
  pago: { metodo: 'efectivo', pagaCon: 10000 },
  items: [{ id: 5, cantidad: 2, opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] }, nota: 'sin azúcar' }],
});

/** The body with one change made to a copy of it. */
function with_(change: (body: Record<string, unknown> & OrderPostBody) => void): unknown {
  const body = structuredClone(valid()) as Record<string, unknown> & OrderPostBody;
  change(body);
  return body;
}

/** The refusal's message for the field at `path`, as the route would answer it. */
function refusal(body: unknown) {
  const result = parseOrderPost(body);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.post)}`);
  return result.refusal;
}

describe('orderPostSchema: a valid order', () => {
  it('parses, with text cleaned to one line, other fields a browser might send dropped, and the prices the message showed kept to compare', () => {
    const body = with_((b) => {
      b.nombre = '  Ana \n Pérez ';
      b.items[0]!.nota = ' sin\tazúcar ';
      Object.assign(b.items[0]!, { precio: 1, nombre: 'Gratis' });
      Object.assign(b, { total: 1, enviado: true, descuento: 100 });
    });
    const result = parseOrderPost(body);
    expect(result).toEqual({
      ok: true,
      post: {
        ...valid(),
        nombre: 'Ana Pérez',
        items: [{ id: 5, cantidad: 2, opciones: valid().items[0]!.opciones, nota: 'sin azúcar', precio: 1 }],
        total: 1,
        enviado: true,
      },
    });
  });

  it('refuses a shown price or total that is not whole colones, and an enviado that is not a yes or no', () => {
    for (const bad of [-1, 1.5, '2100', 2e9]) {
      expect(parseOrderPost(with_((b) => Object.assign(b, { total: bad }))).ok, String(bad)).toBe(false);
      expect(parseOrderPost(with_((b) => Object.assign(b.items[0]!, { precio: bad }))).ok, String(bad)).toBe(false);
    }
    expect(parseOrderPost(with_((b) => Object.assign(b, { enviado: 'sí' }))).ok).toBe(false);
  });

  it('takes the minimum: a key, a reference, a type, a payment and one plain line', () => {
    const post = orderPostSchema.parse({
      clave: newOrderKey(),
      pedido: 'ABCDE',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'tarjeta' },
      items: [{ id: 16, cantidad: 1 }],
    });
    expect(post).toMatchObject({ entrega: { tipo: 'llevar' }, pago: { metodo: 'tarjeta' }, items: [{ id: 16, cantidad: 1 }] });
    expect(post.nombre).toBeUndefined();
  });

  it('takes a delivery with landmark and phone, the phone written as Costa Ricans do', () => {
    for (const telefono of ['8888-8888', '88888888', '+506 8888 8888', '506-8888-8888', ' (506) 8888.8888 ']) {
      const post = orderPostSchema.parse(
        with_((b) => (b.entrega = { tipo: 'domicilio', direccion: ' 200 m norte\nde la iglesia ', referencia: 'portón verde', telefono })),
      );
      expect(post.entrega, telefono).toEqual({ tipo: 'domicilio', direccion: '200 m norte de la iglesia', referencia: 'portón verde', telefono: '88888888' });
    }
    const bare = orderPostSchema.parse(with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'Barrio X', telefono: '' })));
    expect(bare.entrega).toEqual({ tipo: 'domicilio', direccion: 'Barrio X', telefono: '' });
  });

  it('takes every limit exactly: 45 lines, quantity 1 and 99, table 0 and 999, texts at their caps', () => {
    const body = with_((b) => {
      b.nombre = 'n'.repeat(MAX_NAME_LENGTH);
      b.items = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ id: 16, cantidad: i % 2 ? 1 : MAX_QUANTITY, nota: `${i}`.padEnd(MAX_NOTE_LENGTH, 'x') }));
    });
    expect(parseOrderPost(body).ok).toBe(true);
    for (const mesa of [0, MAX_TABLE]) expect(parseOrderPost(with_((b) => (b.entrega = { tipo: 'mesa', mesa }))).ok).toBe(true);
    const address = { tipo: 'domicilio', direccion: 'd'.repeat(MAX_ADDRESS_LENGTH), referencia: 'r'.repeat(MAX_LANDMARK_LENGTH) } as const;
    expect(parseOrderPost(with_((b) => (b.entrega = address))).ok).toBe(true);
  });
});

describe('orderPostSchema: every refusal is a 400 with a Spanish message for its field', () => {
  const cases: Array<[string, unknown, string, string]> = [
    ['not an object', 'pedido', '', orderMessages.invalid],
    ['an array', [], '', orderMessages.invalid],
    ['no key', with_((b) => delete (b as Partial<OrderPostBody>).clave), 'clave', orderMessages.key],
    ['a short key', with_((b) => (b.clave = 'abc')), 'clave', orderMessages.key],
    ['a key with padding', with_((b) => (b.clave = 'AbCdEfGhIjKlMnOpQrStU=')), 'clave', orderMessages.key],
    ['a reference in lower case', with_((b) => (b.pedido = 'k7q2p')), 'pedido', orderMessages.reference],
    ['a reference with look-alikes', with_((b) => (b.pedido = 'K0Q1P')), 'pedido', orderMessages.reference],
    ['a reference of 6', with_((b) => (b.pedido = 'K7Q2PA')), 'pedido', orderMessages.reference],
    ['a name of 61', with_((b) => (b.nombre = 'n'.repeat(61))), 'nombre', orderMessages.name],
    ['a name that is a number', with_((b) => ((b as Record<string, unknown>).nombre = 7)), 'nombre', orderMessages.name],
    ['no order type (the form\'s "no choice yet")', with_((b) => delete (b as Partial<OrderPostBody>).entrega), 'entrega', orderMessages.orderType],
    ['an unknown order type', with_((b) => ((b as Record<string, unknown>).entrega = { tipo: 'avion' })), 'entrega.tipo', orderMessages.orderType],
    ['a table of -1', with_((b) => (b.entrega = { tipo: 'mesa', mesa: -1 })), 'entrega.mesa', orderMessages.table],
    ['a table of 1000', with_((b) => (b.entrega = { tipo: 'mesa', mesa: 1000 })), 'entrega.mesa', orderMessages.table],
    ['a table of 2.5', with_((b) => (b.entrega = { tipo: 'mesa', mesa: 2.5 })), 'entrega.mesa', orderMessages.table],
    ['a table as text', with_((b) => ((b as Record<string, unknown>).entrega = { tipo: 'mesa', mesa: '7' })), 'entrega.mesa', orderMessages.table],
    ['a table missing', with_((b) => ((b as Record<string, unknown>).entrega = { tipo: 'mesa' })), 'entrega.mesa', orderMessages.table],
    ['a delivery without address', with_((b) => ((b as Record<string, unknown>).entrega = { tipo: 'domicilio' })), 'entrega.direccion', orderMessages.address],
    ['a blank address', with_((b) => (b.entrega = { tipo: 'domicilio', direccion: ' \n ' })), 'entrega.direccion', orderMessages.address],
    ['an address of 161', with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd'.repeat(161) })), 'entrega.direccion', orderMessages.addressTooLong],
    [
      'a landmark of 121',
      with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', referencia: 'r'.repeat(121) })),
      'entrega.referencia',
      orderMessages.landmarkTooLong,
    ],
    ['a phone of 7 digits', with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', telefono: '8888-888' })), 'entrega.telefono', orderMessages.phone],
    [
      'a foreign phone',
      with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', telefono: '+1 555 123 4567' })),
      'entrega.telefono',
      orderMessages.phone,
    ],
    [
      'a phone starting with 1',
      with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', telefono: '1888-8888' })),
      'entrega.telefono',
      orderMessages.phone,
    ],
    ['a phone with letters', with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', telefono: '8888-888a' })), 'entrega.telefono', orderMessages.phone],
    [
      'a phone of 21 characters',
      with_((b) => (b.entrega = { tipo: 'domicilio', direccion: 'd', telefono: ' '.repeat(13) + '88888888' })),
      'entrega.telefono',
      orderMessages.phone,
    ],
    ['no payment', with_((b) => delete (b as Partial<OrderPostBody>).pago), 'pago', orderMessages.payment],
    ['an unknown payment', with_((b) => ((b as Record<string, unknown>).pago = { metodo: 'bitcoin' })), 'pago.metodo', orderMessages.payment],
    ['cash of 0', with_((b) => (b.pago = { metodo: 'efectivo', pagaCon: 0 })), 'pago.pagaCon', orderMessages.cash],
    ['cash with cents', with_((b) => (b.pago = { metodo: 'efectivo', pagaCon: 5000.5 })), 'pago.pagaCon', orderMessages.cash],
    ['cash over a million', with_((b) => (b.pago = { metodo: 'efectivo', pagaCon: 1_000_001 })), 'pago.pagaCon', orderMessages.cash],
    ['cash as text', with_((b) => ((b as Record<string, unknown>).pago = { metodo: 'efectivo', pagaCon: '10.000' })), 'pago.pagaCon', orderMessages.cash],
    ['no lines', with_((b) => (b.items = [])), 'items', orderMessages.empty],
    ['lines that are not a list', with_((b) => ((b as Record<string, unknown>).items = { 0: { id: 5 } })), 'items', orderMessages.empty],
    ['46 lines', with_((b) => (b.items = Array.from({ length: 46 }, () => ({ id: 16, cantidad: 1 })))), 'items', orderMessages.tooManyLines],
    ['a line that is not an object', with_((b) => ((b as Record<string, unknown>).items = [5])), 'items.0', orderMessages.product],
    ['a product id as text', with_((b) => ((b.items[0] as Record<string, unknown>).id = '5')), 'items.0.id', orderMessages.product],
    ['a product id of -5', with_((b) => (b.items[0]!.id = -5)), 'items.0.id', orderMessages.product],
    ['a product id of 5.5', with_((b) => (b.items[0]!.id = 5.5)), 'items.0.id', orderMessages.product],
    ['a product id past safe integers', with_((b) => (b.items[0]!.id = 2 ** 60)), 'items.0.id', orderMessages.product],
    ['a quantity of 0', with_((b) => (b.items[0]!.cantidad = 0)), 'items.0.cantidad', orderMessages.quantity],
    ['a quantity of 100', with_((b) => (b.items[0]!.cantidad = 100)), 'items.0.cantidad', orderMessages.quantity],
    ['a quantity of 1.5', with_((b) => (b.items[0]!.cantidad = 1.5)), 'items.0.cantidad', orderMessages.quantity],
    ['a quantity missing', with_((b) => delete (b.items[0] as Partial<OrderPostBody['items'][number]>).cantidad), 'items.0.cantidad', orderMessages.quantity],
    ['a note of 81', with_((b) => (b.items[0]!.nota = 'n'.repeat(81))), 'items.0.nota', orderMessages.note],
    ['a note of 10 KB', with_((b) => (b.items[0]!.nota = 'n'.repeat(10_000))), 'items.0.nota', orderMessages.note],
    ['options as a list', with_((b) => ((b.items[0] as Record<string, unknown>).opciones = ['Fresa'])), 'items.0.opciones', orderMessages.options],
    [
      'an option that is not text',
      with_((b) => ((b.items[0] as Record<string, unknown>).opciones = { frutas: [5] })),
      'items.0.opciones.frutas.0',
      orderMessages.options,
    ],
    ['an option of 41 characters', with_((b) => (b.items[0]!.opciones = { frutas: ['f'.repeat(41)] })), 'items.0.opciones.frutas.0', orderMessages.options],
    ['a group of 13 options', with_((b) => (b.items[0]!.opciones = { frutas: Array(13).fill('Fresa') })), 'items.0.opciones.frutas', orderMessages.options],
    ['an extra counted as text', with_((b) => (b.items[0]!.extras = { Nutella: '2' as unknown as number })), 'items.0.extras.Nutella', orderMessages.options],
    ['an extra counted 0', with_((b) => (b.items[0]!.extras = { Nutella: 0 })), 'items.0.extras.Nutella', orderMessages.options],
    [
      'extras as the cart keeps them (a list of names)',
      with_((b) => (b.items[0]!.extras = ['Nutella'] as unknown as Record<string, number>)),
      'items.0.extras',
      orderMessages.options,
    ],
    [
      'a group name of 21 characters',
      with_((b) => (b.items[0]!.opciones = { ['g'.repeat(21)]: [] })),
      `items.0.opciones.${'g'.repeat(21)}`,
      orderMessages.options,
    ],
    [
      '7 groups',
      with_((b) => (b.items[0]!.opciones = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => [k, []])))),
      'items.0.opciones',
      orderMessages.options,
    ],
  ];

  for (const [name, body, path, message] of cases) {
    it(`refuses ${name}`, () => {
      const { status, message: first, errors } = refusal(body);
      expect(status).toBe(400);
      expect(errors[path], JSON.stringify(errors)).toBe(message);
      expect(first).toBe(message);
    });
  }

  it('reports every field at once, first in body order, keyed by path', () => {
    const { message, errors } = refusal(
      with_((b) => {
        b.pedido = 'x';
        b.entrega = { tipo: 'mesa', mesa: 5000 };
        b.items[0]!.cantidad = 0;
      }),
    );
    expect(message).toBe(orderMessages.reference);
    expect(errors).toEqual({ pedido: orderMessages.reference, 'entrega.mesa': orderMessages.table, 'items.0.cantidad': orderMessages.quantity });
  });

  it('reads no field of an oversize body before refusing it (a 17 KB note is one message)', () => {
    const { errors } = refusal(with_((b) => (b.items[0]!.nota = 'ñ'.repeat(17 * 1024))));
    expect(errors).toEqual({ 'items.0.nota': orderMessages.note });
  });

  it('never lets a "__proto__" group become the options object\'s prototype', () => {
    const result = parseOrderPost(with_((b) => (b.items[0]!.opciones = JSON.parse('{"__proto__": ["Fresa"]}'))));
    expect(result.ok).toBe(true);
    expect(Object.getPrototypeOf(result.ok && result.post.items[0]!.opciones)).toBe(Object.prototype);
  });

  it('never throws, whatever arrives', () => {
    for (const body of [null, undefined, 0, true, '', [], { items: null }, { __proto__: { clave: 'x' } }, JSON.parse('{"__proto__": {"pedido": "K7Q2P"}}')]) {
      expect(() => parseOrderPost(body)).not.toThrow();
      expect(parseOrderPost(body).ok).toBe(false);
    }
  });
});

describe('statusChangeSchema', () => {
  it('takes a status and an optional reason', () => {
    expect(statusChangeSchema.parse({ estado: 'cancelado', motivo: 'Se acabó la fresa' })).toEqual({ estado: 'cancelado', motivo: 'Se acabó la fresa' });
    expect(statusChangeSchema.parse({ estado: 'listo' })).toEqual({ estado: 'listo' });
  });

  it('refuses an unknown status or a reason that is not text or too long, in Spanish', () => {
    expect(statusChangeSchema.safeParse({ estado: 'perdido' }).error?.issues[0]?.message).toBe(orderMessages.status);
    expect(statusChangeSchema.safeParse({ estado: 'cancelado', motivo: 7 }).error?.issues[0]?.message).toBe(statusMessages.reasonRequired);
    expect(statusChangeSchema.safeParse({ estado: 'cancelado', motivo: 'm'.repeat(121) }).error?.issues[0]?.message).toBe(statusMessages.reasonTooLong);
    expect(statusChangeSchema.parse({ estado: 'cancelado', motivo: ` ${'m'.repeat(60)} \n ${'m'.repeat(59)} ` }).motivo).toHaveLength(120);
  });
});
