import { describe, expect, it } from 'vitest';
import { cartTotal, lineFor, type CartItem } from '@/lib/cart/cart';
import { MAX_NOTE_LENGTH } from '@/lib/cart/options';
import { BODY_LIMIT_BYTES } from '@/lib/http/json-body';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { MAX_ORDER_LINES, parseOrderPost } from '@/lib/validation/order';
import { MAX_ADDRESS_LENGTH, MAX_LANDMARK_LENGTH } from './details';
import { buildOrderMessage, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, type Fulfilment, type Payment } from './message';
import { orderPostBody, sentPostBody, wireLine, type PostedOrder } from './post-body';
import { priceOrder } from './pricing';

const find = getCatalogProduct;
const line = (id: number, cantidad: number, selection: { opciones?: Record<string, string[]>; nota?: string } = {}): CartItem =>
  lineFor(find(id)!, cantidad, selection, find);
const capiberry = () =>
  line(5, 2, {
    opciones: { frutas: ['Kiwi', 'Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'], extras: ['Nutella', 'Topping', 'Nutella'] },
    nota: 'sin azúcar',
  });
const order = (changes: Partial<PostedOrder> = {}): PostedOrder => ({
  key: 'AbCdEfGhIjKlMnOpQrStUg',
  reference: 'K7Q2P',
  customer: ' Ana ',
  fulfilment: { type: 'domicilio', address: 'Barrio X', landmark: '', phone: '88887777' },
  payment: { method: 'efectivo', cashAmount: 10000 },
  items: [capiberry(), line(16, 1)],
  deliveryFee: 0,
  ...changes,
});
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('wireLine', () => {
  it('sends the choices by name, each extra once with its count, and the note; never a name or a price', () => {
    expect(wireLine(capiberry())).toEqual({
      id: 5,
      cantidad: 2,
      opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Chocolate'] },
      extras: { Topping: 1, Nutella: 2 },
      nota: 'sin azúcar',
    });
    expect(wireLine(line(16, 3))).toEqual({ id: 16, cantidad: 3 });
  });
});

describe('orderPostBody', () => {
  it("is what the route accepts, and the server prices it to the cart's total", () => {
    const body = orderPostBody(order());
    expect(body).toEqual({
      clave: 'AbCdEfGhIjKlMnOpQrStUg',
      pedido: 'K7Q2P',
      nombre: 'Ana',
      entrega: { tipo: 'domicilio', direccion: 'Barrio X', telefono: '88887777' },
      pago: { metodo: 'efectivo', pagaCon: 10000 },
      items: [
        { ...wireLine(capiberry()), precio: capiberry().precio },
        { id: 16, cantidad: 1, precio: 800 },
      ],
      total: cartTotal(order().items),
    });
    const parsed = parseOrderPost(JSON.parse(JSON.stringify(body)));
    if (!parsed.ok) throw new Error(parsed.refusal.message);
    const priced = priceOrder(parsed.post, { menu: { product: find }, now: 0, shopClosed: false });
    expect(priced.ok && priced.order.total).toBe(cartTotal(order().items));
    // The prices and the total the message shows are the menu's: nothing to tell the shop.
    expect(priced.ok && priced.order.messageTotal).toBeUndefined();
    expect(priced.ok && priced.order.lines.every((priced) => priced.messagePrice === undefined)).toBe(true);
  });

  it('adds the delivery fee to the total the message shows, and marks a post whose message went out', () => {
    expect(orderPostBody(order({ deliveryFee: 1000 })).total).toBe(cartTotal(order().items) + 1000);
    const body = JSON.stringify(orderPostBody(order()));
    expect(JSON.parse(sentPostBody(body))).toEqual({ ...JSON.parse(body), enviado: true });
    expect(sentPostBody('no es json')).toBe('no es json');
  });

  it('leaves out what the message leaves out: sold-out and incomplete lines, an empty name, no cash amount', () => {
    const soldOut = { ...line(13, 1), disponible: false, agotado: true as const };
    const incomplete = line(5, 1);
    expect(incomplete.incompleto).toBe(true);
    const body = orderPostBody(order({ customer: '  ', items: [soldOut, incomplete, line(16, 1)], payment: { method: 'efectivo', cashAmount: null } }));
    expect(body.items).toEqual([{ id: 16, cantidad: 1, precio: 800 }]);
    expect(body).not.toHaveProperty('nombre');
    expect(body.pago).toEqual({ metodo: 'efectivo' });
  });

  it('writes each way of receiving and paying as the route reads it', () => {
    const cases: Array<[Fulfilment, Payment, object, object]> = [
      [{ type: 'mesa', table: 7 }, { method: 'tarjeta' }, { tipo: 'mesa', mesa: 7 }, { metodo: 'tarjeta' }],
      [{ type: 'llevar' }, { method: 'sinpe', phone: '88888888' }, { tipo: 'llevar' }, { metodo: 'sinpe' }],
      [
        { type: 'domicilio', address: 'Barrio X', landmark: 'casa azul', phone: '' },
        { method: 'efectivo', cashAmount: 5000 },
        { tipo: 'domicilio', direccion: 'Barrio X', referencia: 'casa azul' },
        { metodo: 'efectivo', pagaCon: 5000 },
      ],
    ];
    for (const [fulfilment, payment, entrega, pago] of cases) {
      const body = orderPostBody(order({ fulfilment, payment }));
      expect([body.entrega, body.pago]).toEqual([entrega, pago]);
      expect(parseOrderPost(body).ok).toBe(true);
    }
  });
});

describe("any order the checkout can send fits the route's 16 KB", () => {
  // The checkout sends only what fits one WhatsApp message (4,000 characters): fill it with the
  // heaviest lines there are, and the post must still fit.
  const longest = {
    customer: 'Ñ'.repeat(MAX_NAME_LENGTH),
    fulfilment: { type: 'domicilio', address: '中'.repeat(MAX_ADDRESS_LENGTH), landmark: '中'.repeat(MAX_LANDMARK_LENGTH), phone: '88887777' },
  } as const;
  const fullest = (notes: (i: number) => string, make: (nota: string) => CartItem) => {
    const items: CartItem[] = [];
    for (let i = 0; items.length < MAX_ORDER_LINES; i += 1) {
      const next = [...items, make(notes(i))];
      if (
        buildOrderMessage({ reference: 'K7Q2P', ...longest, payment: { method: 'efectivo', cashAmount: 1_000_000 }, items: next }).length > MAX_MESSAGE_LENGTH
      )
        break;
      items.push(next.at(-1)!);
    }
    return items;
  };
  // Distinct notes of 80 characters: accented Spanish, or 3-byte characters (the most bytes per character counted).
  const note = (fill: string) => (i: number) => `${i} `.padEnd(MAX_NOTE_LENGTH, fill);

  it('crepes with every choice, every extra 3 times and an 80-character accented note', () => {
    const crepe = (nota: string) =>
      line(10, 99, {
        opciones: {
          frutas: ['Melocotón', 'Banano', 'Papaya'],
          helados: ['Ron con pasas', 'Mantecado'],
          toppings: ['Chispas de chocolate'],
          extras: ['Topping', 'Jarabe', 'Helado', 'Nutella'].flatMap((name) => [name, name, name]),
        },
        nota,
      });
    const items = fullest(note('ñ'), crepe);
    expect(items.length).toBeGreaterThan(5);
    const body = orderPostBody(order({ ...longest, items }));
    expect(parseOrderPost(body).ok).toBe(true);
    expect(bytes(body)).toBeLessThan(BODY_LIMIT_BYTES);
  });

  it('plain drinks with 80-character notes of 3-byte characters, up to the 45 lines', () => {
    const items = fullest(note('中'), (nota) => line(16, 1, { nota }));
    const body = orderPostBody(order({ ...longest, items }));
    expect(parseOrderPost(body).ok).toBe(true);
    expect(bytes(body)).toBeLessThan(BODY_LIMIT_BYTES);
  });

  it('45 distinct lines without notes are far below it', () => {
    const items = Array.from({ length: MAX_ORDER_LINES }, (_, i) => line(16, 1 + i));
    expect(bytes(orderPostBody(order({ items })))).toBeLessThan(BODY_LIMIT_BYTES / 4);
  });
});
