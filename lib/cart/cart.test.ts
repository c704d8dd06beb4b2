import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/data/menu';
import { getCatalogProduct } from '@/lib/menu/catalog';
import {
  addItem,
  cartCount,
  cartSubtotal,
  cartTotal,
  clampQuantity,
  decrementItem,
  DELIVERY_FEE,
  incrementItem,
  markSoldOut,
  parseStoredCart,
  reconcileCart,
  removeItem,
  replaceLine,
  serializeCart,
  setQuantity,
  soldOutNames,
  type CartItem,
} from './cart';

function product(id: number): CatalogProduct {
  const found = getCatalogProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

const crepivara = product(10); // ₡5 900
const te = product(16); // ₡800

describe('clampQuantity', () => {
  it('keeps whole numbers between 1 and 99', () => {
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(1e308)).toBe(99);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity('4')).toBe(4);
  });

  it('turns junk into 1', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'muchos', null, undefined, {}, []]) {
      expect(clampQuantity(value)).toBe(1);
    }
  });
});

const find = getCatalogProduct;
const plain = (item: Pick<CartItem, 'id' | 'nombre' | 'precio' | 'cantidad' | 'imagen'>, extra: Partial<CartItem> = {}): CartItem => ({
  key: String(item.id),
  foto: null,
  opciones: {},
  detalle: '',
  eleccion: '',
  incluye: '',
  nota: '',
  disponible: true,
  incompleto: false,
  ...item,
  ...extra,
});
const capiberry = product(5); // ₡1 900: 2 frutas, Jarabe, Topping
const berryChoice = { frutas: ['Kiwi', 'Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'] };

describe('cart operations', () => {
  it('adds a new line with quantity 1 and the menu price', () => {
    expect(addItem([], crepivara, { opciones: { frutas: ['Fresa', 'Kiwi', 'Mango'], helados: ['Coco', 'Vainilla'], toppings: ['Maní'] } }, find)).toEqual([
      {
        key: expect.stringMatching(/^10\|/),
        id: 10,
        nombre: 'La CrepiVara',
        precio: 5900,
        cantidad: 1,
        imagen: crepivara.imagenes[0],
        foto: null,
        opciones: { frutas: ['Fresa', 'Kiwi', 'Mango'], helados: ['Vainilla', 'Coco'], toppings: ['Maní'] },
        detalle: 'Frutas: Fresa, Kiwi, Mango · Helados: Vainilla, Coco · Topping: Maní',
        eleccion: 'Frutas: Fresa, Kiwi, Mango · Helados: Vainilla, Coco · Topping: Maní',
        incluye: '',
        nota: '',
        disponible: true,
        incompleto: false,
      },
    ]);
  });

  it('raises the quantity for the same product with the same choices and note, in any click order', () => {
    let cart = addItem([], capiberry, { opciones: berryChoice, nota: 'bien fría' }, find);
    cart = addItem(cart, te, {}, find);
    cart = addItem(cart, capiberry, { opciones: { ...berryChoice, frutas: ['Fresa', 'Kiwi'] }, nota: ' bien   fría ' }, find);
    expect(cart.map(({ id, cantidad }) => [id, cantidad])).toEqual([
      [5, 2],
      [16, 1],
    ]);
  });

  it('keeps different choices or notes as separate lines', () => {
    let cart = addItem([], capiberry, { opciones: berryChoice }, find);
    cart = addItem(cart, capiberry, { opciones: { ...berryChoice, frutas: ['Fresa', 'Mango'] } }, find);
    cart = addItem(cart, capiberry, { opciones: berryChoice, nota: 'sin azúcar' }, find);
    expect(cart).toHaveLength(3);
    expect(new Set(cart.map((item) => item.key)).size).toBe(3);
  });

  it('prices a line as the menu price plus its extras', () => {
    const cart = addItem([], capiberry, { opciones: { ...berryChoice, extras: ['Topping', 'Nutella', 'Nutella'] } }, find);
    expect(cart[0]?.precio).toBe(1900 + 350 + 500 + 500);
    expect(cartTotal(setQuantity(cart, cart[0]!.key, 2))).toBe(2 * 3250);
  });

  it('refuses unavailable products', () => {
    expect(addItem([], { ...te, disponible: false }, {}, find)).toEqual([]);
  });

  it('increments and decrements within 1..99 and removes, by line', () => {
    let cart: CartItem[] = addItem([], te, {}, find);
    cart = incrementItem(cart, '16');
    expect(cart[0]?.cantidad).toBe(2);
    cart = decrementItem(decrementItem(decrementItem(cart, '16'), '16'), '16');
    expect(cart[0]?.cantidad).toBe(1);
    cart = setQuantity(cart, '16', 500);
    expect(cart[0]?.cantidad).toBe(99);
    cart = incrementItem(cart, '16');
    expect(cart[0]?.cantidad).toBe(99);
    expect(removeItem(cart, '16')).toEqual([]);
  });

  it('edits a line in place, keeping its quantity, and merges it when it now equals another', () => {
    let cart = addItem([], capiberry, { opciones: berryChoice }, find);
    cart = addItem(cart, te, {}, find);
    cart = addItem(cart, capiberry, { opciones: { ...berryChoice, frutas: ['Mango', 'Piña'] } }, find);
    cart = setQuantity(cart, cart[0]!.key, 3);
    const edited = replaceLine(cart, cart[0]!.key, { opciones: { ...berryChoice, frutas: ['Mango', 'Piña'] }, nota: '' }, find);
    expect(edited.map(({ id, cantidad, opciones }) => [id, cantidad, opciones.frutas])).toEqual([
      [16, 1, undefined],
      [5, 4, ['Mango', 'Piña']],
    ]);
    const renamed = replaceLine(cart, cart[0]!.key, { opciones: berryChoice, nota: 'poca miel' }, find);
    expect(renamed[0]).toMatchObject({ id: 5, cantidad: 3, nota: 'poca miel' });
    expect(replaceLine(cart, 'nope', {}, find)).toEqual(cart);
  });

  it('does not change the input array', () => {
    const cart = addItem([], te, {}, find);
    const copy = structuredClone(cart);
    incrementItem(cart, '16');
    removeItem(cart, '16');
    expect(cart).toEqual(copy);
  });

  it('adds up subtotal, delivery and total', () => {
    const cart = setQuantity(addItem(addItem([], product(13), {}, find), te, {}, find), '13', 2);
    expect(cartCount(cart)).toBe(3);
    expect(cartSubtotal(cart)).toBe(2 * 3450 + 800);
    expect(DELIVERY_FEE).toBe(0);
    expect(cartTotal(cart)).toBe(7700);
    expect(cartTotal([])).toBe(0);
  });

  it('leaves unavailable and incomplete lines out of the count and the totals', () => {
    const cart: CartItem[] = [
      plain({ id: 16, nombre: 'Té', precio: 800, cantidad: 2, imagen: '' }, { disponible: false }),
      plain({ id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 1, imagen: '' }, { incompleto: true }),
      plain({ id: 13, nombre: 'Churchill', precio: 3450, cantidad: 1, imagen: '' }),
    ];
    expect(cartCount(cart)).toBe(1);
    expect(cartTotal(cart)).toBe(3450);
  });
});

describe('reconcileCart', () => {
  it('takes names, prices and images from the menu, not from storage', () => {
    const stored = [{ id: 13, nombre: 'Gratis', precio: 1, cantidad: 2, imagen: 'https://evil.example/x.png' }];
    expect(reconcileCart(stored, find)).toEqual([plain({ id: 13, nombre: 'Churchill', precio: 3450, cantidad: 2, imagen: product(13).imagenes[0]! })]);
  });

  it('reads a cart saved before choices existed: plain lines, flagged when the product needs choices', () => {
    const [churchill, berry] = reconcileCart(
      [
        { id: 13, nombre: 'Churchill', precio: 3450, cantidad: 1, imagen: '/x.webp' },
        { id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 2, imagen: '/y.webp' },
      ],
      find,
    );
    expect(churchill).toMatchObject({ key: '13', opciones: {}, nota: '', incompleto: false });
    expect(berry).toMatchObject({ key: '5', opciones: {}, cantidad: 2, incompleto: true });
  });

  it('drops choices that are not in the data any more, and flags what is then incomplete', () => {
    const [line] = reconcileCart(
      [{ id: 5, cantidad: 1, opciones: { frutas: ['Fresa', 'Durian'], jarabes: ['Chocolate'], toppings: ['Maní'], sabor: ['Mora'], precio: [1] } }],
      find,
    );
    expect(line).toMatchObject({ opciones: { frutas: ['Fresa'], jarabes: ['Chocolate'], toppings: ['Maní'] }, incompleto: true });
  });

  it('survives tampered choices: too many, repeated, wrong types, extras on a drink, extras over 3', () => {
    const stored = [
      {
        id: 5,
        cantidad: 1,
        opciones: {
          frutas: ['Fresa', 'Fresa', 'Kiwi', 'Mango'],
          jarabes: 'Chocolate',
          toppings: [{}, 'Maní'],
          extras: ['Nutella', 'Nutella', 'Nutella', 'Nutella', 'Oro'],
        },
      },
      { id: 13, cantidad: 1, opciones: { extras: ['Nutella'] }, nota: 42 },
      { id: 16, cantidad: 1, opciones: 'x', nota: `línea 1\nlínea 2\u0000${'x'.repeat(200)}` },
    ];
    const [berry, churchill, te_] = reconcileCart(stored, find);
    expect(berry).toMatchObject({
      opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], extras: ['Nutella', 'Nutella', 'Nutella'] },
      incompleto: true,
      precio: 1900 + 1500,
    });
    expect(churchill).toMatchObject({ opciones: {}, nota: '', precio: 3450 });
    expect(te_!.nota).toHaveLength(80);
    expect(te_!.nota).toMatch(/^línea 1 línea 2 x+$/);
  });

  it('drops unknown ids and malformed entries, keeps the valid ones', () => {
    const stored = [{ id: 999, cantidad: 1 }, null, 'x', 7, { id: '10', cantidad: 1 }, { id: 16, cantidad: 1 }, { cantidad: 3 }];
    expect(reconcileCart(stored, find).map((item) => item.id)).toEqual([16]);
  });

  it('clamps quantities and merges identical lines', () => {
    const stored = [
      { id: 16, cantidad: -4 },
      { id: 13, cantidad: 1e9 },
      { id: 16, cantidad: 2.9 },
    ];
    expect(reconcileCart(stored, find).map(({ id, cantidad }) => [id, cantidad])).toEqual([
      [16, 3],
      [13, 99],
    ]);
  });

  it('flags products the menu marks unavailable', () => {
    const offMenu = (id: number) => (id === 16 ? { ...te, disponible: false } : getCatalogProduct(id));
    expect(reconcileCart([{ id: 16, cantidad: 1 }], offMenu)[0]?.disponible).toBe(false);
  });

  it('answers an empty cart for anything that is not an array', () => {
    for (const value of [null, undefined, 'carrito', 42, { id: 10 }, true]) {
      expect(reconcileCart(value, find)).toEqual([]);
    }
    expect(
      reconcileCart(
        Array.from({ length: 5000 }, () => ({ id: 10, cantidad: 1 })),
        find,
      ),
    ).toEqual([]);
  });
});

describe('parseStoredCart and serializeCart', () => {
  it('survives corrupt text', () => {
    for (const text of [null, '', '{', 'undefined', '"hola"', '[1,2', 'x'.repeat(200_000)]) {
      expect(parseStoredCart(text, find)).toEqual([]);
    }
  });

  it('round-trips and stores the spec fields plus opciones and nota', () => {
    const cart = addItem(addItem([], capiberry, { opciones: berryChoice, nota: 'sin azúcar' }, find), te, {}, find);
    const text = serializeCart(cart);
    expect(JSON.parse(text)).toEqual([
      {
        id: 5,
        nombre: 'Capiberry',
        precio: 1900,
        cantidad: 1,
        imagen: capiberry.imagenes[0],
        opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] },
        nota: 'sin azúcar',
      },
      { id: 16, nombre: 'Té', precio: 800, cantidad: 1, imagen: te.imagenes[0], opciones: {}, nota: '' },
    ]);
    expect(parseStoredCart(text, find)).toEqual(cart);
  });
});

describe('markSoldOut', () => {
  const churchill = product(13);
  const items = [
    addItem([], churchill, {}, find)[0]!,
    addItem([], te, {}, find)[0]!,
    { ...addItem([], churchill, {}, find)[0]!, key: '13|nota', nota: 'sin leche' },
  ];

  it('marks every line of a product sold out today, leaves it visible and out of the count and total', () => {
    const marked = markSoldOut(items, new Set([13]));
    expect(marked).toHaveLength(3);
    expect(marked.map((item) => [item.id, item.disponible, item.agotado ?? false])).toEqual([
      [13, false, true],
      [16, true, false],
      [13, false, true],
    ]);
    expect(cartCount(marked)).toBe(1);
    expect(cartTotal(marked)).toBe(te.precio + DELIVERY_FEE);
    expect(soldOutNames(marked)).toEqual(['Churchill']);
  });

  it('changes nothing when nothing in the cart is sold out', () => {
    expect(markSoldOut(items, new Set([5, 99]))).toEqual(items);
    expect(soldOutNames(items)).toEqual([]);
  });
});
