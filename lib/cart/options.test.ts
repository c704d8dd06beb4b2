import { describe, expect, it } from 'vitest';
import { catalog } from '@/data/menu';
import { optionLists } from '@/data/options';
import { getCatalogProduct } from '@/lib/menu/catalog';
import {
  choiceGroups,
  choicesSummary,
  cleanNote,
  describeChoices,
  describeExtras,
  describeOptions,
  extraOptions,
  hasChoices,
  lineKey,
  linePrice,
  missingHint,
} from './options';

const find = getCatalogProduct;
const product = (id: number) => find(id)!;
const summary = (id: number) => choiceGroups(product(id)).map(({ label, count, hint }) => `${label}/${count}/${hint}`);

describe('choiceGroups, from the menu facts', () => {
  it('reads "2 frutas", "Jarabe" and "Topping" as groups to choose exactly that many', () => {
    expect(summary(5)).toEqual(['Frutas/2/Elige 2 frutas', 'Topping/1/Elige 1 topping', 'Jarabe/1/Elige 1 jarabe']);
    expect(summary(10)).toEqual(['Frutas/3/Elige 3 frutas', 'Helados/2/Elige 2 helados', 'Topping/1/Elige 1 topping']);
    expect(summary(28)).toEqual(['Toppings/2/Elige 2 toppings', 'Jarabes/2/Elige 2 jarabes']);
    expect(summary(29)).toEqual(['Frutas/2/Elige 2 frutas', 'Helados/2/Elige 2 helados', 'Topping/1/Elige 1 topping', 'Jarabe/1/Elige 1 jarabe']);
  });

  it('leaves fixed ingredients alone (Nutella, Oreo, Chantilly, named fruits)', () => {
    expect(summary(7)).toEqual(['Helado/1/Elige 1 helado', 'Jarabe/1/Elige 1 jarabe']); // Banano, Fresas fixed
    expect(summary(8)).toEqual(['Helado/1/Elige 1 helado']); // Melocotón, Fresa, Nutella fixed
    expect(summary(15)).toEqual([]); // Mangonadas
    expect(summary(25)).toEqual([]); // "1 leche", "Sirope"
  });

  it('gives a batido one flavour from its own fruit list', () => {
    const [sabor] = choiceGroups(product(12));
    expect(sabor).toMatchObject({ key: 'sabor', label: 'Sabor', count: 1, hint: 'Elige 1 sabor', options: product(12).ingredientes });
    expect(choiceGroups(product(11))[0]?.options).toEqual(['Cas', 'Mora', 'Piña', 'Sandía', 'Guanábana', 'Fresa']);
  });

  it('uses the shop lists of data/options.ts', () => {
    expect(choiceGroups(product(5))[0]?.options).toBe(optionLists.frutas);
  });

  it('lists exactly the products that need choosing', () => {
    const needing = catalog.filter((item) => choiceGroups(item).length > 0).map((item) => item.id);
    expect(needing).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 20, 21, 23, 24, 26, 27, 28, 29, 30]);
  });
});

describe('extras', () => {
  it('are offered on crepes and waffles only, at the Extras category prices', () => {
    expect(extraOptions(product(5), find)).toEqual([
      { id: 31, nombre: 'Topping', precio: 350 },
      { id: 32, nombre: 'Jarabe', precio: 350 },
      { id: 33, nombre: 'Helado', precio: 500 },
      { id: 34, nombre: 'Nutella', precio: 500 },
    ]);
    expect(extraOptions(product(30), find)).toHaveLength(4);
    expect(extraOptions(product(12), find)).toEqual([]);
    expect(extraOptions(product(27), find)).toEqual([]);
  });

  it('add to the line price', () => {
    expect(linePrice(product(5), { extras: ['Topping', 'Helado', 'Helado'] }, find)).toBe(1900 + 350 + 1000);
    expect(linePrice(product(5), {}, find)).toBe(1900);
  });
});

describe('hasChoices', () => {
  it('is false for a product that adds at once', () => {
    expect(hasChoices(product(13), find)).toBe(false);
    expect(hasChoices(product(34), find)).toBe(false);
    expect(hasChoices(product(5), find)).toBe(true);
  });
});

describe('missingHint', () => {
  it('names the first group still missing, or null', () => {
    expect(missingHint(product(5), {})).toBe('Elige 2 frutas');
    expect(missingHint(product(5), { frutas: ['Fresa', 'Kiwi'] })).toBe('Elige 1 topping');
    expect(missingHint(product(5), { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Fresa'] })).toBeNull();
    expect(missingHint(product(13), {})).toBeNull();
  });
});

describe('describeOptions', () => {
  it('lists the choices in the order of the groups, then the extras counted', () => {
    expect(
      describeOptions(product(5), { jarabes: ['Chocolate'], frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], extras: ['Topping', 'Nutella', 'Nutella'] }),
    ).toBe('Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate · Extras: Topping, Nutella x2');
    expect(describeOptions(product(12), { sabor: ['Mora'] })).toBe('Sabor: Mora');
    expect(describeOptions(product(13), {})).toBe('');
    expect(describeOptions(product(6), { extras: ['Helado'] })).toBe('Extras: Helado');
  });

  it('splits into the choices and what the extras add to a unit price, for the message', () => {
    const opciones = { frutas: ['Fresa', 'Kiwi'], extras: ['Topping', 'Nutella', 'Nutella'] };
    expect(describeChoices(product(5), opciones)).toBe('Frutas: Fresa, Kiwi');
    expect(describeExtras(product(5), opciones, getCatalogProduct)).toBe('Topping +₡350, Nutella x2 +₡1\u00a0000');
    expect(describeExtras(product(5), { frutas: ['Fresa', 'Kiwi'] }, getCatalogProduct)).toBe('');
  });
});

describe('lineKey and cleanNote', () => {
  it('is the id alone for a plain line and includes the choices and note otherwise', () => {
    expect(lineKey(13, {}, '')).toBe('13');
    expect(lineKey(5, { frutas: ['Fresa', 'Kiwi'] }, '')).not.toBe(lineKey(5, { frutas: ['Fresa', 'Mango'] }, ''));
    expect(lineKey(5, { frutas: ['Fresa'], toppings: ['Maní'] }, 'x')).toBe(lineKey(5, { toppings: ['Maní'], frutas: ['Fresa'] }, 'x'));
    expect(lineKey(13, {}, 'bien fría')).not.toBe('13');
  });

  it('folds a note to one clean line of at most 80 characters', () => {
    expect(cleanNote('  sin   azúcar \n por favor ')).toBe('sin azúcar por favor');
    expect(cleanNote(7)).toBe('');
    expect(cleanNote('a'.repeat(100))).toHaveLength(80);
  });
});

describe("choicesSummary, the desk's line under the ingredients", () => {
  it("names what the customer chooses, with the owner's lists", () => {
    expect(choicesSummary('Crepa nueva', ['2 frutas', 'Jarabe', 'Nutella'], optionLists)).toBe('El cliente elige: 2 frutas, 1 jarabe.');
    expect(choicesSummary('Crepa de Nutella', ['Nutella', 'Fresas'], optionLists)).toBe('Sin elecciones: todo lo de la lista va incluido.');
  });
});
