import { describe, expect, it } from 'vitest';
import { catalog } from '@/data/menu';
import { applyAvailability, parseProductId, parseSoldOutAnswer, soldOutIds } from './availability';

const known = (id: number) => catalog.some((product) => product.id === id);

describe('the availability overlay', () => {
  it('switches only the products in it and leaves the facts alone', () => {
    const overlay = new Map([
      [9, false],
      [12, true],
    ]);
    const result = applyAvailability(catalog, overlay);
    expect(result.find((product) => product.id === 9)!.disponible).toBe(false);
    expect(result.filter((product) => product.id !== 9 && product.id !== 12)).toEqual(catalog.filter((product) => product.id !== 9 && product.id !== 12));
    // The facts are not changed.
    expect(catalog.find((product) => product.id === 9)!.disponible).toBe(true);
  });

  it('can switch a product back on, and lists what is sold out', () => {
    const products = [
      { id: 1, disponible: true },
      { id: 2, disponible: false },
      { id: 3, disponible: true },
    ];
    expect(soldOutIds(products, new Map())).toEqual([2]);
    expect(
      soldOutIds(
        products,
        new Map([
          [2, true],
          [3, false],
        ]),
      ),
    ).toEqual([3]);
  });
});

describe('owner input', () => {
  it('accepts only ids on the menu, written as digits', () => {
    expect(parseProductId('9', known)).toBe(9);
    for (const bad of ['4', '35', '999999', '9.0', ' 9', '-9', '9a', '', '1e1', '0x9', '٩']) expect(parseProductId(bad, known), bad).toBeNull();
  });

  it('reads the public answer, refusing a malformed one', () => {
    expect(parseSoldOutAnswer({ success: true, data: { agotados: [9, 12] } })).toEqual(new Set([9, 12]));
    for (const bad of [null, {}, { data: {} }, { data: { agotados: '9' } }, { data: { agotados: [9, 'x'] } }, { data: { agotados: [1.5] } }]) {
      expect(parseSoldOutAnswer(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
