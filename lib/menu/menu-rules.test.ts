import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptions } from '@/data/descriptions';
import { catalog, categories, recommendedIds } from '@/data/menu';
import { extraIds, extrasProductIds, optionLists } from '@/data/options';
import { choiceGroups } from '@/lib/cart/options';
import { seedProducts } from './seed';

// The rules every menu must keep, whatever the owner adds, removes or reprices: not its size.
const products = seedProducts();
const byId = new Map(products.map((product) => [product.id, product]));

describe('the menu', () => {
  it('has products, each with a unique positive whole id', () => {
    expect(products.length).toBeGreaterThan(0);
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0, String(id)).toBe(true);
  });

  it('prices are whole colones between 100 and 100 000', () => {
    for (const { nombre, precio } of products) {
      expect(Number.isInteger(precio), nombre).toBe(true);
      expect(precio, nombre).toBeGreaterThanOrEqual(100);
      expect(precio, nombre).toBeLessThanOrEqual(100_000);
    }
  });

  it('names are unique and every product is in one of the fixed categories', () => {
    const names = products.map((product) => product.nombre.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const product of products) expect(categories, product.nombre).toContain(product.categoria);
  });

  it('every product has a Spanish description, clean ingredients and an image under public/', () => {
    for (const product of products) {
      expect(product.nombre.trim(), String(product.id)).not.toBe('');
      expect(product.descripcion.length, product.nombre).toBeGreaterThan(20);
      expect(
        product.ingredientes.every((item) => item.trim() !== ''),
        product.nombre,
      ).toBe(true);
      expect(product.imagenes.length, product.nombre).toBeGreaterThanOrEqual(1);
      for (const image of product.imagenes) expect(fs.existsSync(path.join(process.cwd(), 'public', image)), image).toBe(true);
    }
  });

  it('descriptions cover exactly the products', () => {
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(Object.keys(descriptions).map(Number))).toEqual(sorted(catalog.map((product) => product.id)));
  });

  it('every choice group is a known list and can be completed', () => {
    const known = [...Object.keys(optionLists), 'sabor'];
    for (const product of products) {
      for (const group of choiceGroups(product)) {
        expect(known, `${product.nombre}: ${group.label}`).toContain(group.key);
        expect(group.options.length, `${product.nombre}: ${group.label}`).toBeGreaterThanOrEqual(group.count);
      }
    }
    for (const [list, names] of Object.entries(optionLists)) expect(new Set(names).size, list).toBe(names.length);
  });

  it('the ids that other rules name exist: the home page picks, the extras and what takes them', () => {
    for (const id of [...recommendedIds, ...extrasProductIds, ...extraIds]) expect(byId.has(id), String(id)).toBe(true);
    for (const id of extraIds) expect(byId.get(id)?.categoria).toBe('Extras');
  });
});
