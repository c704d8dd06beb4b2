import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/data/menu';
import { getCatalogProduct } from '@/lib/catalog';
import {
  addItem,
  cartCount,
  cartSubtotal,
  cartTotal,
  clampQuantity,
  decrementItem,
  DELIVERY_FEE,
  incrementItem,
  parseStoredCart,
  reconcileCart,
  removeItem,
  serializeCart,
  setQuantity,
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

describe('cart operations', () => {
  it('adds a new line with quantity 1 and the menu price', () => {
    expect(addItem([], crepivara)).toEqual([
      { id: 10, nombre: 'La CrepiVara', precio: 5900, cantidad: 1, imagen: crepivara.imagenes[0], disponible: true },
    ]);
  });

  it('raises the quantity when the product is already there', () => {
    const cart = addItem(addItem(addItem([], crepivara), te), crepivara);
    expect(cart).toHaveLength(2);
    expect(cart.find((item) => item.id === 10)?.cantidad).toBe(2);
  });

  it('refuses unavailable products', () => {
    expect(addItem([], { ...te, disponible: false })).toEqual([]);
  });

  it('increments and decrements within 1..99 and removes', () => {
    let cart: CartItem[] = addItem([], te);
    cart = incrementItem(cart, 16);
    expect(cart[0]?.cantidad).toBe(2);
    cart = decrementItem(decrementItem(decrementItem(cart, 16), 16), 16);
    expect(cart[0]?.cantidad).toBe(1);
    cart = setQuantity(cart, 16, 500);
    expect(cart[0]?.cantidad).toBe(99);
    cart = incrementItem(cart, 16);
    expect(cart[0]?.cantidad).toBe(99);
    expect(removeItem(cart, 16)).toEqual([]);
  });

  it('does not change the input array', () => {
    const cart = addItem([], te);
    const copy = structuredClone(cart);
    incrementItem(cart, 16);
    removeItem(cart, 16);
    expect(cart).toEqual(copy);
  });

  it('adds up subtotal, delivery and total', () => {
    const cart = setQuantity(addItem(addItem([], crepivara), te), 10, 2);
    expect(cartCount(cart)).toBe(3);
    expect(cartSubtotal(cart)).toBe(2 * 5900 + 800);
    expect(DELIVERY_FEE).toBe(0);
    expect(cartTotal(cart)).toBe(12600);
    expect(cartTotal([])).toBe(0);
  });

  it('leaves unavailable lines out of the count and the totals', () => {
    const cart: CartItem[] = [
      { id: 16, nombre: 'Té', precio: 800, cantidad: 2, imagen: '', disponible: false },
      { id: 10, nombre: 'La CrepiVara', precio: 5900, cantidad: 1, imagen: '', disponible: true },
    ];
    expect(cartCount(cart)).toBe(1);
    expect(cartTotal(cart)).toBe(5900);
  });
});

describe('reconcileCart', () => {
  it('takes names, prices and images from the menu, not from storage', () => {
    const stored = [{ id: 10, nombre: 'Gratis', precio: 1, cantidad: 2, imagen: 'https://evil.example/x.png' }];
    expect(reconcileCart(stored, getCatalogProduct)).toEqual([
      { id: 10, nombre: 'La CrepiVara', precio: 5900, cantidad: 2, imagen: crepivara.imagenes[0], disponible: true },
    ]);
  });

  it('drops unknown ids and malformed entries, keeps the valid ones', () => {
    const stored = [{ id: 999, cantidad: 1 }, null, 'x', 7, { id: '10', cantidad: 1 }, { id: 16, cantidad: 1 }, { cantidad: 3 }];
    expect(reconcileCart(stored, getCatalogProduct).map((item) => item.id)).toEqual([16]);
  });

  it('clamps quantities and merges repeated ids', () => {
    const stored = [
      { id: 16, cantidad: -4 },
      { id: 10, cantidad: 1e9 },
      { id: 16, cantidad: 2.9 },
    ];
    expect(reconcileCart(stored, getCatalogProduct).map(({ id, cantidad }) => [id, cantidad])).toEqual([
      [16, 3],
      [10, 99],
    ]);
  });

  it('flags products the menu marks unavailable', () => {
    const offMenu = (id: number) => (id === 16 ? { ...te, disponible: false } : getCatalogProduct(id));
    expect(reconcileCart([{ id: 16, cantidad: 1 }], offMenu)[0]?.disponible).toBe(false);
  });

  it('answers an empty cart for anything that is not an array', () => {
    for (const value of [null, undefined, 'carrito', 42, { id: 10 }, true]) {
      expect(reconcileCart(value, getCatalogProduct)).toEqual([]);
    }
    expect(reconcileCart(Array.from({ length: 5000 }, () => ({ id: 10, cantidad: 1 })), getCatalogProduct)).toEqual([]);
  });
});

describe('parseStoredCart and serializeCart', () => {
  it('survives corrupt text', () => {
    for (const text of [null, '', '{', 'undefined', '"hola"', '[1,2', 'x'.repeat(200_000)]) {
      expect(parseStoredCart(text, getCatalogProduct)).toEqual([]);
    }
  });

  it('round-trips and stores only the spec fields', () => {
    const cart = addItem(addItem([], crepivara), te);
    const text = serializeCart(cart);
    expect(JSON.parse(text)[0]).toEqual({ id: 10, nombre: 'La CrepiVara', precio: 5900, cantidad: 1, imagen: crepivara.imagenes[0] });
    expect(parseStoredCart(text, getCatalogProduct)).toEqual(cart);
  });
});
