import { describe, expect, it } from 'vitest';
import { factsCatalog, menuFacts, parseMenuFacts, type MenuFacts } from '@/lib/menu/facts';
import { shopMenu, type StoredMenu } from '@/lib/menu/live';
import { seedStoredMenu } from '@/lib/menu/seed';
import { markSoldOutOptions, orderableItems, orderTotal, readStoredCart, serializeCart, type FindProduct } from './cart';
import { choiceGroups } from './options';

// The cart against a menu the owner changed: what the browser gets (lib/menu/facts.ts, the JSON of
// GET /api/menu), turned into the products the cart prices from.

function factsOf(change: (menu: StoredMenu) => void = () => {}, today = '2026-11-24'): MenuFacts {
  const stored = seedStoredMenu();
  change(stored);
  // Through JSON, as the browser gets it.
  return parseMenuFacts(JSON.parse(JSON.stringify(menuFacts(shopMenu(stored, new Map([[13, false]]), today), null))))!;
}

function finder(facts: MenuFacts): FindProduct {
  const catalog = factsCatalog(facts);
  return (id) => catalog.get(id);
}

const berry = { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] };
/** A cart as an older menu stored it: Capiberry at ₡1 900 with Nutella (₡500), a Té. */
const storedCart = JSON.stringify([
  { id: 5, nombre: 'Capiberry', precio: 2400, cantidad: 2, imagen: '/images/menu/capiberry.webp', opciones: { ...berry, extras: ['Nutella'] }, nota: '' },
  { id: 16, nombre: 'Té', precio: 800, cantidad: 1, imagen: '/images/menu/te.webp', opciones: {}, nota: '' },
]);

describe('the cart against a changed menu', () => {
  it('the same menu: nothing to tell', () => {
    const { items, avisos } = readStoredCart(storedCart, finder(factsOf()));
    expect(items.map((line) => [line.nombre, line.precio])).toEqual([
      ['Capiberry', 2400],
      ['Té', 800],
    ]);
    expect(avisos).toEqual([]);
  });

  it('a new price shows in the line and is told: "El precio de Capiberry cambió a ₡2 600."', () => {
    const facts = factsOf((menu) => {
      menu.items.find((entry) => entry.id === 5)!.precio = 2100;
    });
    const { items, avisos } = readStoredCart(storedCart, finder(facts));
    expect(items[0]).toMatchObject({ nombre: 'Capiberry', precio: 2600, incluye: 'Nutella +₡500' });
    expect(avisos).toEqual(['El precio de Capiberry cambió a ₡2\u00a0600.']);
    // Stored again, the cart carries the new price: nothing more to tell.
    expect(readStoredCart(serializeCart(items), finder(facts)).avisos).toEqual([]);
  });

  it('an extra repriced changes the lines that take it', () => {
    const facts = factsOf((menu) => {
      menu.items.find((entry) => entry.id === 34)!.precio = 600;
    });
    const { items, avisos } = readStoredCart(storedCart, finder(facts));
    expect(items[0]!.precio).toBe(2500);
    expect(avisos).toEqual(['El precio de Capiberry cambió a ₡2\u00a0500.']);
  });

  it('a hidden product is dropped with a notice naming it as stored', () => {
    const facts = factsOf((menu) => {
      menu.items.find((entry) => entry.id === 5)!.oculto = true;
    });
    expect(facts.productos.some((product) => product.id === 5)).toBe(false);
    const { items, avisos } = readStoredCart(storedCart, finder(facts));
    expect(items.map((line) => line.id)).toEqual([16]);
    expect(avisos).toEqual(['Capiberry ya no está en el menú: lo quitamos de tu pedido.']);
    // A name someone wrote into storage is one clean, short line.
    const tampered = JSON.stringify([{ id: 5, nombre: `<b>\n${'x'.repeat(500)}`, cantidad: 1 }]);
    expect(readStoredCart(tampered, finder(facts)).avisos[0]!.length).toBeLessThan(120);
  });

  it('a product added by the owner can be ordered; a removed option asks to choose again', () => {
    const facts = factsOf((menu) => {
      menu.items.push({ ...menu.items.find((entry) => entry.id === 5)!, id: 35, nombre: 'Crepa de temporada', precio: 3500, posicion: 9 });
      menu.listas = { ...menu.listas, frutas: menu.listas.frutas.filter((name) => name !== 'Kiwi') };
    });
    const cart = JSON.stringify([
      { id: 35, cantidad: 1, opciones: { frutas: ['Fresa', 'Mango'], jarabes: ['Mora'], toppings: ['Granola'] } },
      { id: 5, cantidad: 1, opciones: berry },
    ]);
    const { items } = readStoredCart(cart, finder(facts));
    expect(items.map((line) => [line.nombre, line.precio, line.incompleto])).toEqual([
      ['Crepa de temporada', 3500, false],
      ['Capiberry', 1900, true],
    ]);
    expect(choiceGroups(finder(facts)(5)!)[0]!.options).not.toContain('Kiwi');
    expect(orderTotal(items, 500)).toBe(4000);
  });

  it('an option sold out today: the line is left out until the customer chooses again', () => {
    const facts = factsOf((menu) => {
      menu.agotadas = [{ grupo: 'frutas', opcion: 'Kiwi', fecha: '2026-11-24' }];
    });
    expect(facts.agotadas).toEqual(['frutas:Kiwi']);
    const find = finder(facts);
    const marked = markSoldOutOptions(readStoredCart(storedCart, find).items, new Set(facts.agotadas), find);
    expect(marked[0]).toMatchObject({ nombre: 'Capiberry', incompleto: true, opcionAgotada: 'Kiwi' });
    expect(orderableItems(marked).map((line) => line.nombre)).toEqual(['Té']);
    // Another day, Kiwi is back.
    expect(factsOf((menu) => void (menu.agotadas = [{ grupo: 'frutas', opcion: 'Kiwi', fecha: '2026-11-23' }])).agotadas).toEqual([]);
  });

  it('an extra switched off today marks the lines that took it', () => {
    const facts = factsOf();
    const find = finder(facts);
    const off: FindProduct = (id) => (id === 34 ? { ...find(34)!, disponible: false } : find(id));
    const marked = markSoldOutOptions(readStoredCart(storedCart, off).items, new Set(), off);
    expect(marked[0]).toMatchObject({ opcionAgotada: 'Nutella', incompleto: true });
  });

  it('the products carry the lists and the extras', () => {
    const find = finder(factsOf());
    expect(find(5)!.extras).toEqual([31, 32, 33, 34]);
    expect(find(13)!.extras).toEqual([]);
    expect(find(13)!.disponible).toBe(false);
  });
});

describe('parseMenuFacts', () => {
  it('accepts what the server sends and refuses anything malformed', () => {
    const facts = factsOf();
    expect(parseMenuFacts(JSON.parse(JSON.stringify(facts)))).toEqual(facts);
    // "Pausar pedidos": until a time or until reopened; facts kept from before it have none.
    for (const pausa of [{ hasta: 1_764_372_600_000 }, { hasta: null }, undefined]) expect(parseMenuFacts({ ...facts, pausa })).not.toBeNull();
    for (const broken of [
      { ...facts, pausa: { hasta: '17:30' } },
      { ...facts, pausa: true },
      null,
      [],
      { ...facts, version: -1 },
      { ...facts, productos: [{ ...facts.productos[0], precio: '1900' }] },
      { ...facts, listas: { frutas: [] } },
      { ...facts, horario: facts.horario.slice(1) },
      { ...facts, ajustes: { ...facts.ajustes, pagos: ['bitcoin'] } },
      { ...facts, productos: [{ ...facts.productos[0], foto: { id: '../x', width: 1, height: 1, widths: [1], focus: { x: 0, y: 0 } } }] },
    ]) {
      expect(parseMenuFacts(broken)).toBeNull();
    }
  });
});
