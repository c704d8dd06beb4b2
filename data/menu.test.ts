import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProducts } from '@/lib/menu/server';
import { descriptions } from './descriptions';
import { catalog, categories, recommendedIds } from './menu';

const products = getProducts();

describe('menu data', () => {
  it('has the 30 products with unique ids 5 to 34', () => {
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 5));
  });

  it('prices are integers between 350 and 5900 colones', () => {
    for (const { nombre, precio } of products) {
      expect(Number.isInteger(precio), nombre).toBe(true);
      expect(precio, nombre).toBeGreaterThanOrEqual(350);
      expect(precio, nombre).toBeLessThanOrEqual(5900);
    }
  });

  it('every product is in one of the fixed categories and every category is used', () => {
    for (const product of products) expect(categories).toContain(product.categoria);
    expect(new Set(products.map((product) => product.categoria))).toEqual(new Set(categories));
  });

  it('every product has a Spanish description, clean ingredients and at least one image', () => {
    for (const product of products) {
      expect(product.nombre.trim()).not.toBe('');
      expect(product.descripcion.length, product.nombre).toBeGreaterThan(20);
      expect(product.ingredientes.every((item) => item.trim() !== ''), product.nombre).toBe(true);
      expect(product.imagenes.length, product.nombre).toBeGreaterThanOrEqual(1);
    }
  });

  it('descriptions cover exactly the products', () => {
    expect(Object.keys(descriptions).map(Number).sort((a, b) => a - b)).toEqual(catalog.map((product) => product.id).sort((a, b) => a - b));
  });

  it('every image file exists under public/ and no two products share one', () => {
    const all = products.flatMap((product) => product.imagenes);
    expect(new Set(all).size).toBe(all.length);
    for (const image of all) {
      expect(image.startsWith('/'), image).toBe(true);
      expect(fs.existsSync(path.join(process.cwd(), 'public', image)), image).toBe(true);
    }
  });

  it('the recommended ids exist', () => {
    const ids = new Set(products.map((product) => product.id));
    for (const id of recommendedIds) expect(ids.has(id)).toBe(true);
  });
});
