import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import Database from 'better-sqlite3';
import pg from 'pg';
import { catalog, categories } from '@/data/menu';
import { optionLists } from '@/data/options';
import { weeklyHours } from '@/data/hours';
import { describeEachEngine } from '@/test-fixtures/stores';
import { shopMenu } from '@/lib/menu/live';
import { closeStore, openStore, type Db } from './index';
import { readAvailability, writeAvailability } from './desk';
import { migrateToLatest, migrations } from './migrations';
import type { Schema } from './schema';
import {
  createProduct,
  lastMenuChange,
  photosInUse,
  readMenuChanges,
  readStoredMenu,
  reorderCategory,
  saveProduct,
  setProductHidden,
  setProductPhoto,
  undoMenuChange,
  writeCategories,
  writeOptionList,
  writeOptionSoldOut,
  writeSettings,
  writeWeeklyHours,
  type ProductInput,
} from './menu';

const vara = { id: 1, nombre: 'Vara' };
const ana = { id: 2, nombre: 'Ana' };
const T0 = Date.parse('2026-11-24T18:00:00Z');
const describe_ = (before: { nombre: string }, after: { nombre: string; precio: number }) => `${after.nombre}: ${after.precio}`;
const photo = (id: string) => ({ id, width: 1200, height: 900, widths: [160, 320], focus: { x: 0.5, y: 0.5 }, placeholder: 'data:image/svg+xml,x' });

const crepaDeTemporada: ProductInput = {
  nombre: 'Crepa de temporada',
  precio: 3500,
  categoriaId: 1,
  descripcion: 'Con mango y maracuyá.',
  ingredientes: ['2 frutas', 'Helado'],
  conExtras: true,
};

describeEachEngine('the menu in the store', (store) => {
  let db: Db;
  beforeEach(async () => {
    ({ db } = await store.fresh());
  });

  it('a new database starts with the seed: the categories in order, the 30 products, the lists and the hours', async () => {
    const menu = await readStoredMenu(db);
    expect(menu.version).toBe(1);
    expect(menu.categorias.map((category) => category.nombre)).toEqual([...categories]);
    expect(menu.categorias.filter((category) => category.extras).map((category) => category.nombre)).toEqual(['Extras']);
    expect(menu.items.map((item) => item.id)).toEqual(catalog.map((product) => product.id));
    const capiberry = menu.items.find((item) => item.id === 5)!;
    expect(capiberry).toMatchObject({
      nombre: 'Capiberry',
      precio: 1900,
      categoriaId: 1,
      ingredientes: ['2 frutas', 'Jarabe', 'Topping'],
      imagen: '/images/menu/capiberry.webp',
      foto: null,
      conExtras: true,
      oculto: false,
      version: 1,
    });
    expect(capiberry.descripcion).toMatch(/^Crepa doradita/);
    expect(menu.items.find((item) => item.id === 29)!.conExtras).toBe(true);
    expect(menu.items.find((item) => item.id === 13)!.conExtras).toBe(false);
    expect(menu.listas).toEqual(optionLists);
    expect(menu.horario).toEqual(weeklyHours);
    expect(menu.ajustes).toEqual({
      envio: 0,
      minimoDomicilio: 0,
      sinpe: expect.any(String),
      pagos: expect.arrayContaining(['efectivo', 'tarjeta']),
      preparacion: 20,
      franja: 4,
    });
  });

  it('adds a product last in its category, with its change and a new version; a taken name or a missing category is refused', async () => {
    const added = await createProduct(crepaDeTemporada, 'Nuevo producto: Crepa de temporada', vara, T0, db);
    expect(added).toEqual({
      ok: true,
      value: expect.objectContaining({ id: 35, nombre: 'Crepa de temporada', posicion: 6, version: 1, oculto: false, imagen: '', foto: null }),
    });
    const menu = await readStoredMenu(db);
    expect(menu.version).toBe(2);
    expect(menu.items.filter((item) => item.categoriaId === 1).map((item) => item.id)).toEqual([5, 6, 7, 8, 9, 10, 35]);
    expect(await createProduct({ ...crepaDeTemporada, nombre: '  crepa DE temporáda ' }, 'x', vara, T0, db)).toEqual({ ok: false, problem: 'duplicate' });
    expect(await createProduct({ ...crepaDeTemporada, nombre: 'Otra', categoriaId: 99 }, 'x', vara, T0, db)).toEqual({ ok: false, problem: 'category' });
    // Refusals write nothing: not even the version.
    expect((await readStoredMenu(db)).version).toBe(2);
    expect(await readMenuChanges(20, db)).toEqual([
      expect.objectContaining({ kind: 'producto', productId: 35, summary: 'Nuevo producto: Crepa de temporada', antes: null, nombre: 'Vara', at: T0 }),
    ]);
  });

  it('a save names the version it edited: the second of two owners editing the same version is refused', async () => {
    const input = { ...crepaDeTemporada, nombre: 'Capiberry', categoriaId: 1, precio: 2100, ingredientes: ['2 frutas', 'Jarabe', 'Topping'] };
    const first = await saveProduct(5, 1, input, describe_, vara, T0, db);
    expect(first).toEqual({ ok: true, value: expect.objectContaining({ precio: 2100, version: 2 }) });
    expect(await saveProduct(5, 1, { ...input, precio: 1800 }, describe_, ana, T0 + 1, db)).toEqual({ ok: false, problem: 'conflict' });
    expect((await readStoredMenu(db)).items.find((item) => item.id === 5)!.precio).toBe(2100);
    expect(await saveProduct(5, 2, { ...input, nombre: 'Tropicalvara' }, describe_, vara, T0, db)).toEqual({ ok: false, problem: 'duplicate' });
    expect(await saveProduct(999, 1, input, describe_, vara, T0, db)).toEqual({ ok: false, problem: 'missing' });
  });

  it('two saves of one version racing: exactly one wins', async () => {
    const input = { ...crepaDeTemporada, nombre: 'Capiberry', categoriaId: 1 };
    const results = await Promise.all(
      [2000, 2100, 2200].map((precio, index) => saveProduct(5, 1, { ...input, precio }, describe_, { id: index, nombre: `O${index}` }, T0, db)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, problem: 'conflict' },
      { ok: false, problem: 'conflict' },
    ]);
  });

  it('hides and shows a product; moving it to another category puts it last there', async () => {
    const hidden = await setProductHidden(5, 1, true, describe_, vara, T0, db);
    expect(hidden.ok && hidden.value.oculto).toBe(true);
    const stored = await readStoredMenu(db);
    const live = shopMenu(stored, new Map(), '2026-11-24');
    expect(live.product(5)?.oculto).toBe(true);
    expect(live.products.filter((product) => !product.oculto)).toHaveLength(29);
    const moved = await saveProduct(5, 2, { ...crepaDeTemporada, nombre: 'Capiberry', categoriaId: 4 }, describe_, vara, T0, db);
    expect(moved.ok && moved.value.posicion).toBe(5);
  });

  it('reorders a category with exactly its products', async () => {
    expect(await reorderCategory(5, [26, 25], 'Granizados: nuevo orden', vara, T0, db)).toEqual({ ok: true, value: [26, 25] });
    expect((await readStoredMenu(db)).items.filter((item) => item.categoriaId === 5).map((item) => item.id)).toEqual([26, 25]);
    expect(await reorderCategory(5, [26], 'x', vara, T0, db)).toEqual({ ok: false, problem: 'conflict' });
    expect(await reorderCategory(5, [26, 5], 'x', vara, T0, db)).toEqual({ ok: false, problem: 'conflict' });
    expect(await reorderCategory(77, [1], 'x', vara, T0, db)).toEqual({ ok: false, problem: 'category' });
  });

  it('option lists, a sold-out option for one day, categories, settings and hours', async () => {
    await writeOptionList('frutas', ['Fresa', 'Kiwi', 'Guayaba'], 'Frutas: con Guayaba', vara, T0, db);
    await writeOptionSoldOut('frutas', 'Kiwi', '2026-11-24', 'No hay Kiwi hoy', vara, T0, db);
    await writeCategories(
      [
        { id: 2, nombre: 'Bebidas frías' },
        { id: 1, nombre: 'Crepas dulces' },
        ...[3, 4, 5, 6, 7].map((id) => ({ id, nombre: categories[id - 1]! })),
        { id: null, nombre: 'Salados' },
      ],
      'Categorías',
      vara,
      T0,
      db,
    );
    await writeSettings(
      { envio: 500, minimoDomicilio: 3000, sinpe: '88887777', pagos: ['efectivo', 'sinpe'], preparacion: 25, franja: 2 },
      'Ajustes',
      vara,
      T0,
      db,
    );
    const closedTuesday = weeklyHours.map((day, index) => (index === 2 ? [] : day));
    await writeWeeklyHours(closedTuesday, () => 'Martes: cerrado', vara, T0, db);
    const stored = await readStoredMenu(db);
    expect(stored.listas.frutas).toEqual(['Fresa', 'Kiwi', 'Guayaba']);
    expect(stored.categorias.map((category) => category.nombre)).toEqual([
      'Bebidas frías',
      'Crepas dulces',
      'Bebidas Calientes',
      'Helados',
      'Granizados',
      'Fresas',
      'Extras',
      'Salados',
    ]);
    expect(stored.ajustes).toEqual({ envio: 500, minimoDomicilio: 3000, sinpe: '88887777', pagos: ['efectivo', 'sinpe'], preparacion: 25, franja: 2 });
    expect(stored.horario[2]).toEqual([]);
    const today = shopMenu(stored, new Map(), '2026-11-24');
    expect([...today.soldOutOptions]).toEqual(['frutas:Kiwi']);
    expect(today.product(5)?.listas?.frutas).toEqual(['Fresa', 'Kiwi', 'Guayaba']);
    expect(today.product(5)?.categoria).toBe('Crepas dulces');
    // Tomorrow Kiwi is back by itself.
    expect(shopMenu(stored, new Map(), '2026-11-25').soldOutOptions.size).toBe(0);
    await writeOptionSoldOut('frutas', 'Kiwi', null, 'Kiwi de vuelta', vara, T0, db);
    expect((await readStoredMenu(db)).agotadas).toEqual([]);
    expect((await lastMenuChange(['horario'], db))?.summary).toBe('Martes: cerrado');
    // Categories are never removed (their products would be lost): a list without one of them is refused.
    expect(await writeCategories([{ id: 1, nombre: 'Crepas' }], 'x', vara, T0, db)).toEqual({ ok: false, problem: 'conflict' });
  });

  it('"Deshacer" puts back the latest change of a product, and only the latest', async () => {
    const input = { ...crepaDeTemporada, nombre: 'Capiberry', categoriaId: 1, ingredientes: ['2 frutas', 'Jarabe', 'Topping'] };
    await saveProduct(5, 1, { ...input, precio: 2100 }, describe_, vara, T0, db);
    await saveProduct(5, 2, { ...input, precio: 2300 }, describe_, vara, T0 + 1, db);
    const [latest, previous] = await readMenuChanges(20, db);
    expect(await undoMenuChange(previous!.id, describe_, vara, T0 + 2, db)).toEqual({ ok: false, problem: 'notLatest' });
    const undone = await undoMenuChange(latest!.id, describe_, ana, T0 + 2, db);
    expect(undone).toEqual({ ok: true, value: { summary: 'Deshecho: Capiberry: 2100', product: expect.objectContaining({ precio: 2100, version: 4 }) } });
    const [undo] = await readMenuChanges(1, db);
    expect(undo).toMatchObject({ productId: 5, summary: 'Deshecho: Capiberry: 2100', nombre: 'Ana' });
    // A new product's creation undone hides it.
    const added = await createProduct(crepaDeTemporada, 'Nuevo', vara, T0, db);
    const [creation] = await readMenuChanges(1, db);
    expect(await undoMenuChange(creation!.id, describe_, vara, T0, db)).toEqual({
      ok: true,
      value: { summary: expect.any(String), product: expect.objectContaining({ id: added.ok ? added.value.id : 0, oculto: true }) },
    });
  });

  it('"Deshacer" on the latest change of an option list, a sold-out option, a category\'s order, "Ajustes" and "Horario" puts back what it replaced', async () => {
    const latestId = async () => (await readMenuChanges(1, db))[0]!.id;
    const undo = async (id: number) => undoMenuChange(id, describe_, ana, T0 + 5, db);

    await writeOptionList('frutas', ['Fresa', 'Kiwi', 'Guayaba'], 'Frutas: + Guayaba', vara, T0, db);
    const listChange = await latestId();
    await writeOptionList('toppings', ['Maní'], 'Toppings: solo Maní', vara, T0, db);
    // Another list changed since: this one is still the latest of its own.
    expect(await undo(listChange)).toEqual({ ok: true, value: { summary: 'Deshecho: Frutas: + Guayaba', product: null } });
    expect((await readStoredMenu(db)).listas.frutas).not.toContain('Guayaba');
    expect(await undo(listChange)).toEqual({ ok: false, problem: 'notLatest' });

    await writeOptionSoldOut('frutas', 'Kiwi', '2026-11-24', 'Kiwi agotado hoy', vara, T0, db);
    await undo(await latestId());
    expect((await readStoredMenu(db)).agotadas).toEqual([]);

    const before = (await readStoredMenu(db)).items.filter((item) => item.categoriaId === 1).map((item) => item.id);
    await reorderCategory(1, [...before].reverse(), 'Crepas: nuevo orden', vara, T0, db);
    await undo(await latestId());
    expect((await readStoredMenu(db)).items.filter((item) => item.categoriaId === 1).map((item) => item.id)).toEqual(before);

    const settings = (await readStoredMenu(db)).ajustes;
    await writeSettings({ ...settings, envio: 1000 }, 'Envío: ₡1 000', vara, T0, db);
    await undo(await latestId());
    expect((await readStoredMenu(db)).ajustes).toEqual(settings);
    // Saved settings come back too, and a line the history kept as the store's row.
    const saved = { ...settings, envio: 700, minimoDomicilio: 4000, pagos: ['efectivo' as const], preparacion: 30, franja: 3 };
    await writeSettings(saved, 'Ajustes', vara, T0, db);
    await writeSettings({ ...saved, envio: 1500 }, 'Envío: ₡1 500', vara, T0, db);
    await undo(await latestId());
    expect((await readStoredMenu(db)).ajustes).toEqual(saved);
    await db
      .updateTable('menu_changes')
      .set({ before: JSON.stringify({ id: 1, envio: 900, minimo_domicilio: 2500, sinpe: '', pagos: '["tarjeta"]', preparacion: 15 }) })
      .where('id', '=', await latestId())
      .execute();
    await undo(await latestId());
    expect((await readStoredMenu(db)).ajustes).toEqual({
      envio: 900,
      minimoDomicilio: 2500,
      sinpe: '',
      pagos: ['tarjeta'],
      preparacion: 15,
      franja: settings.franja,
    });

    const week = (await readStoredMenu(db)).horario;
    await writeWeeklyHours([week[0]!, week[1]!, [], week[3]!, week[4]!, week[5]!, week[6]!], () => 'Martes: cerrado', vara, T0, db);
    expect(await undo(await latestId())).toEqual({ ok: true, value: { summary: 'Deshecho: Martes: cerrado', product: null } });
    expect((await readStoredMenu(db)).horario).toEqual(week);
    expect(await readMenuChanges(1, db)).toMatchObject([{ kind: 'horario', summary: 'Deshecho: Martes: cerrado', nombre: 'Ana' }]);

    // The categories have no "Deshacer" (a category added stays), nor does an unknown line.
    await writeCategories(
      (await readStoredMenu(db)).categorias.map(({ id, nombre }) => ({ id, nombre: `${nombre}!` })),
      'Categorías',
      vara,
      T0,
      db,
    );
    expect(await undo(await latestId())).toEqual({ ok: false, problem: 'missing' });
    expect(await undo(999_999)).toEqual({ ok: false, problem: 'missing' });
  });

  it('keeps the files of a replaced photo while the history can bring it back', async () => {
    await setProductPhoto(5, 1, photo('aaaaaaaaaaaaaaaa'), describe_, vara, T0, db);
    await setProductPhoto(5, 2, photo('bbbbbbbbbbbbbbbb'), describe_, vara, T0, db);
    expect([...(await photosInUse(200, db))].sort()).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
    expect([...(await photosInUse(1, db))].sort()).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
    const [latest] = await readMenuChanges(1, db);
    await undoMenuChange(latest!.id, describe_, vara, T0, db);
    expect((await readStoredMenu(db)).items.find((item) => item.id === 5)!.foto?.id).toBe('aaaaaaaaaaaaaaaa');
  });

  it('the switches and the closure move the menu version too (the ETag of GET /api/menu)', async () => {
    await writeAvailability(13, false, 'Churchill: No Disponible', vara, T0, db);
    expect((await readStoredMenu(db)).version).toBe(2);
  });
});

describeEachEngine('a database of the previous release', (store) => {
  // The release before the menu (steps up to 0004), and a shop that already took the orders'
  // steps (0010) before the menu's (0005-0006) arrived: the missing steps run, whatever their place.
  const before = Object.keys(migrations).filter((name) => name < '0005');
  // (Steps from 0020 on came after every shop had the menu's: such a shop never ran them first.)
  const withOrders = Object.keys(migrations).filter((name) => !name.startsWith('0005') && !name.startsWith('0006') && name < '0020');
  it.each([
    ['up to 0004', before],
    ['with the orders, without the menu', withOrders],
  ])('is upgraded in place (%s): the menu is seeded and the sold-out switches stay', async (_label, steps) => {
    const config = await store.freshConfig();
    // The previous release's schema, with a product switched off.
    if (config.engine === 'sqlite') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const old = new Kysely<Schema>({
      dialect:
        config.engine === 'sqlite'
          ? new SqliteDialect({ database: new Database(config.file) })
          : new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 1 }) }),
    });
    await migrateToLatest(old, Object.fromEntries(steps.map((name) => [name, migrations[name]!])));
    await sql`insert into product_availability (product_id, disponible) values (13, 0)`.execute(old);
    await old.destroy();
    const db = await openStore(config);
    try {
      expect(await readAvailability(db)).toEqual(new Map([[13, false]]));
      const menu = shopMenu(await readStoredMenu(db), await readAvailability(db), '2026-11-24');
      expect(menu.products).toHaveLength(30);
      expect(menu.product(13)).toMatchObject({ nombre: 'Churchill', disponible: false });
      expect(menu.product(5)).toMatchObject({ nombre: 'Capiberry', disponible: true, precio: 1900 });
    } finally {
      await closeStore(db);
    }
  });
});

describe('the seed', () => {
  it('every product of data/menu.ts is in a seed category', () => {
    for (const product of catalog) expect(categories).toContain(product.categoria);
  });
});
