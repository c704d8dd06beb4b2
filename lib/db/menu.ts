import 'server-only';
import type { Selectable, Transaction } from 'kysely';
import type { Author } from '@/lib/account';
import type { OptionListKey, OptionLists } from '@/data/options';
import { optionListKeys } from '@/data/options';
import type { MenuCategory, MenuItem, SoldOutOption, StoredMenu } from '@/lib/menu/live';
import { nameKey } from '@/lib/menu/names';
import { defaultSettings, type ShopSettings } from '@/lib/menu/settings';
import type { StoredPhoto } from '@/lib/photos/sources';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import { changeSubject, undoSummary } from '@/lib/desk/history';
import { publish } from './events';
import { getDb, type Db } from './index';
import type { Schema } from './schema';

// The menu's queries (docs/menu.md): read it whole (the shop keeps it a second, lib/menu/server.ts),
// and the owner's changes, each in one transaction with its history line and a new menu version,
// then announced to every instance on the 'desk' channel. A product's save names the version it
// edited: a save over someone else's change is refused, never silently written over.

type Trx = Transaction<Schema>;
export type MenuChangeKind = 'producto' | 'orden' | 'opciones' | 'agotada' | 'categorias' | 'ajustes' | 'horario';

/** What the desk's product form saves. */
export type ProductInput = {
  nombre: string;
  precio: number;
  categoriaId: number;
  descripcion: string;
  ingredientes: string[];
  conExtras: boolean;
};

/** What a history line keeps of a product: everything the owner edits. */
type ProductSnapshot = ProductInput & { oculto: boolean; foto: StoredPhoto | null };

export type MenuChange = {
  id: number;
  kind: MenuChangeKind;
  productId: number | null;
  summary: string;
  antes: unknown;
  despues: unknown;
  nombre: string;
  at: number;
};

/** Why a change was not written: the product or category is not there, someone else changed it, the name is taken. */
export type MenuProblem = 'missing' | 'category' | 'conflict' | 'duplicate' | 'notLatest';
export type MenuResult<T> = { ok: true; value: T } | { ok: false; problem: MenuProblem };

const store = async (db?: Db) => db ?? (await getDb());
const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

type ProductRow = Schema['menu_products'];

function itemOf(row: ProductRow): MenuItem {
  return {
    id: row.id,
    nombre: row.nombre,
    precio: row.precio,
    categoriaId: row.categoria_id,
    descripcion: row.descripcion,
    ingredientes: parse<string[]>(row.ingredientes, []),
    imagen: row.imagen,
    foto: parse<StoredPhoto | null>(row.foto, null),
    conExtras: row.con_extras === 1,
    oculto: row.oculto === 1,
    posicion: row.posicion,
    version: row.version,
  };
}

function snapshotOf(item: MenuItem): ProductSnapshot {
  const { nombre, precio, categoriaId, descripcion, ingredientes, conExtras, oculto, foto } = item;
  return { nombre, precio, categoriaId, descripcion, ingredientes, conExtras, oculto, foto };
}

/** The whole menu as the store keeps it, hidden products included. */
export async function readStoredMenu(db?: Db): Promise<StoredMenu> {
  const kysely = await store(db);
  const [state, categoryRows, productRows, listRows, soldOutRows, settingsRow, hourRows] = await Promise.all([
    kysely.selectFrom('menu_state').select('version').where('id', '=', 1).executeTakeFirst(),
    kysely.selectFrom('menu_categories').selectAll().orderBy('posicion').orderBy('id').execute(),
    kysely.selectFrom('menu_products').selectAll().execute(),
    kysely.selectFrom('option_lists').selectAll().execute(),
    kysely.selectFrom('option_sold_out').selectAll().execute(),
    kysely.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirst(),
    kysely.selectFrom('shop_hours').selectAll().orderBy('dia').execute(),
  ]);
  const categorias: MenuCategory[] = categoryRows.map((row) => ({ id: row.id, nombre: row.nombre, extras: row.extras === 1 }));
  const order = new Map(categorias.map((category, index) => [category.id, index]));
  const items = productRows
    .map(itemOf)
    .sort((a, b) => (order.get(a.categoriaId) ?? 0) - (order.get(b.categoriaId) ?? 0) || a.posicion - b.posicion || a.id - b.id);
  const lists = new Map(listRows.map((row) => [row.grupo, parse<string[]>(row.opciones, [])]));
  const listas = Object.fromEntries(optionListKeys.map((key) => [key, lists.get(key) ?? []])) as unknown as OptionLists;
  const hours = new Map(hourRows.map((row) => [row.dia, parse<WeeklyHours[number]>(row.rangos, [])]));
  return {
    version: state?.version ?? 0,
    categorias,
    items,
    listas,
    agotadas: soldOutRows.map((row): SoldOutOption => ({ grupo: row.grupo as OptionListKey, opcion: row.opcion, fecha: row.fecha })),
    ajustes: settingsOf(settingsRow ?? null),
    horario: [0, 1, 2, 3, 4, 5, 6].map((day) => hours.get(day) ?? []),
  };
}

/** "Ajustes" as stored (a row, or the history's copy of one), the build's values until the owner saves them. */
function settingsOf(row: Selectable<Schema['shop_settings']> | null): ShopSettings {
  const defaults = defaultSettings();
  if (!row) return defaults;
  return {
    envio: row.envio,
    minimoDomicilio: row.minimo_domicilio,
    sinpe: row.sinpe,
    pagos: parse(row.pagos, defaults.pagos),
    // A copy kept in the history before "Tiempo de preparación" existed has none.
    preparacion: row.preparacion ?? defaults.preparacion,
  };
}

/** The menu's version, bumped inside every change's transaction (it also orders concurrent writers on PostgreSQL). */
export async function bumpMenuVersion(trx: Trx): Promise<void> {
  await trx
    .updateTable('menu_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

async function logChange(
  trx: Trx,
  change: { kind: MenuChangeKind; productId?: number | null; summary: string; antes: unknown; despues: unknown },
  author: Author,
  now: number,
): Promise<void> {
  await trx
    .insertInto('menu_changes')
    .values({
      kind: change.kind,
      product_id: change.productId ?? null,
      summary: change.summary,
      antes: change.antes === null ? null : JSON.stringify(change.antes),
      despues: change.despues === null ? null : JSON.stringify(change.despues),
      user_id: author.id,
      user_name: author.nombre,
      at: now,
    })
    .execute();
}

/** Runs one change: its transaction (the version bumped first), then the announcement to every instance. */
async function change<T>(db: Db | undefined, write: (trx: Trx) => Promise<MenuResult<T>>): Promise<MenuResult<T>> {
  const kysely = await store(db);
  let result: MenuResult<T>;
  try {
    result = await kysely.transaction().execute(async (trx) => {
      await bumpMenuVersion(trx);
      const outcome = await write(trx);
      // A refusal writes nothing: the transaction is rolled back, version included.
      if (!outcome.ok) throw new Refused(outcome.problem);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    if (isUniqueViolation(error)) return { ok: false, problem: 'duplicate' };
    throw error;
  }
  await publish(kysely, 'desk', 'menu');
  return result;
}

class Refused extends Error {
  constructor(readonly problem: MenuProblem) {
    super(problem);
  }
}

/** Two saves racing for one name: the unique index has the last word (SQLite and PostgreSQL codes). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

async function readItem(trx: Trx, id: number): Promise<MenuItem | null> {
  const row = await trx.selectFrom('menu_products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? itemOf(row) : null;
}

async function nameTaken(trx: Trx, nombre: string, except: number | null): Promise<boolean> {
  let query = trx.selectFrom('menu_products').select('id').where('nombre_clave', '=', nameKey(nombre));
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

async function categoryExists(trx: Trx, id: number): Promise<boolean> {
  return (await trx.selectFrom('menu_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const productColumns = (input: ProductInput) => ({
  nombre: input.nombre,
  nombre_clave: nameKey(input.nombre),
  precio: input.precio,
  categoria_id: input.categoriaId,
  descripcion: input.descripcion,
  ingredientes: JSON.stringify(input.ingredientes),
  con_extras: input.conExtras ? 1 : 0,
});

/** A new product, last in its category, shown at once, with the shop's fallback picture until a photo. */
export async function createProduct(input: ProductInput, summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<MenuItem>> {
  return change(db, async (trx) => {
    if (!(await categoryExists(trx, input.categoriaId))) return { ok: false, problem: 'category' };
    if (await nameTaken(trx, input.nombre, null)) return { ok: false, problem: 'duplicate' };
    const { id } = (await trx.selectFrom('menu_products').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst()) ?? {};
    const { last } =
      (await trx
        .selectFrom('menu_products')
        .select((eb) => eb.fn.max('posicion').as('last'))
        .where('categoria_id', '=', input.categoriaId)
        .executeTakeFirst()) ?? {};
    const newId = Number(id ?? 0) + 1;
    await trx
      .insertInto('menu_products')
      .values({ id: newId, ...productColumns(input), imagen: '', foto: null, oculto: 0, posicion: last === null || last === undefined ? 0 : Number(last) + 1, version: 1 })
      .execute();
    const item = (await readItem(trx, newId))!;
    await logChange(trx, { kind: 'producto', productId: newId, summary, antes: null, despues: snapshotOf(item) }, author, now);
    return { ok: true, value: item };
  });
}

/**
 * Writes `next` over the product if it is still at `version` (otherwise 'conflict': someone saved
 * since the form was opened). `summary` says it for the history (lib/menu/changes.ts), computed by
 * the caller from the product as it was.
 */
async function updateProduct(
  id: number,
  version: number,
  next: (item: MenuItem) => Partial<ProductSnapshot>,
  summary: (before: MenuItem, after: MenuItem) => string,
  author: Author,
  now: number,
  db: Db | undefined,
): Promise<MenuResult<MenuItem>> {
  return change(db, async (trx) => {
    const before = await readItem(trx, id);
    if (!before) return { ok: false, problem: 'missing' };
    if (before.version !== version) return { ok: false, problem: 'conflict' };
    const wanted = next(before);
    if (wanted.categoriaId !== undefined && wanted.categoriaId !== before.categoriaId && !(await categoryExists(trx, wanted.categoriaId))) return { ok: false, problem: 'category' };
    if (wanted.nombre !== undefined && (await nameTaken(trx, wanted.nombre, id))) return { ok: false, problem: 'duplicate' };
    const merged: ProductSnapshot = { ...snapshotOf(before), ...wanted };
    // Moved to another category: last there.
    let posicion = before.posicion;
    if (merged.categoriaId !== before.categoriaId) {
      const { last } = (await trx.selectFrom('menu_products').select((eb) => eb.fn.max('posicion').as('last')).where('categoria_id', '=', merged.categoriaId).executeTakeFirst()) ?? {};
      posicion = last === null || last === undefined ? 0 : Number(last) + 1;
    }
    const updated = await trx
      .updateTable('menu_products')
      .set({ ...productColumns(merged), oculto: merged.oculto ? 1 : 0, foto: merged.foto ? JSON.stringify(merged.foto) : null, posicion, version: before.version + 1 })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' };
    const after = (await readItem(trx, id))!;
    await logChange(trx, { kind: 'producto', productId: id, summary: summary(before, after), antes: snapshotOf(before), despues: snapshotOf(after) }, author, now);
    return { ok: true, value: after };
  });
}

export type Describe = (before: MenuItem, after: MenuItem) => string;

/** The product form's save. */
export function saveProduct(id: number, version: number, input: ProductInput, describe: Describe, author: Author, now = Date.now(), db?: Db) {
  return updateProduct(id, version, () => input, describe, author, now, db);
}

/** "Ocultar del menú" / "Mostrar". */
export function setProductHidden(id: number, version: number, oculto: boolean, describe: Describe, author: Author, now = Date.now(), db?: Db) {
  return updateProduct(id, version, () => ({ oculto }), describe, author, now, db);
}

/** A new photo (or none); the caller deletes the old photo's files once this has committed. */
export function setProductPhoto(id: number, version: number, foto: StoredPhoto | null, describe: Describe, author: Author, now = Date.now(), db?: Db) {
  return updateProduct(id, version, () => ({ foto }), describe, author, now, db);
}

/** A category's products in a new order: `ids` must be exactly its products. */
export async function reorderCategory(categoriaId: number, ids: readonly number[], summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<number[]>> {
  return change(db, (trx) => putOrder(trx, categoriaId, ids, summary, author, now));
}

async function putOrder(trx: Trx, categoriaId: number, ids: readonly number[], summary: string, author: Author, now: number): Promise<MenuResult<number[]>> {
  const rows = await trx.selectFrom('menu_products').select(['id', 'posicion']).where('categoria_id', '=', categoriaId).orderBy('posicion').orderBy('id').execute();
  if (rows.length === 0) return { ok: false, problem: 'category' };
  const current = rows.map((row) => row.id);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) return { ok: false, problem: 'conflict' };
  for (const [posicion, id] of ids.entries()) await trx.updateTable('menu_products').set({ posicion }).where('id', '=', id).execute();
  await logChange(trx, { kind: 'orden', summary, antes: { categoriaId, ids: current }, despues: { categoriaId, ids } }, author, now);
  return { ok: true, value: [...ids] };
}

/** One option list, as the owner left it (names in order). */
export async function writeOptionList(grupo: OptionListKey, opciones: readonly string[], summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<string[]>> {
  return change(db, (trx) => putOptionList(trx, grupo, opciones, summary, author, now));
}

async function putOptionList(trx: Trx, grupo: OptionListKey, opciones: readonly string[], summary: string, author: Author, now: number): Promise<MenuResult<string[]>> {
  const row = await trx.selectFrom('option_lists').select('opciones').where('grupo', '=', grupo).executeTakeFirst();
  const before = parse<string[]>(row?.opciones ?? null, []);
  await trx
    .insertInto('option_lists')
    .values({ grupo, opciones: JSON.stringify(opciones) })
    .onConflict((conflict) => conflict.column('grupo').doUpdateSet({ opciones: JSON.stringify(opciones) }))
    .execute();
  await logChange(trx, { kind: 'opciones', summary, antes: { grupo, opciones: before }, despues: { grupo, opciones } }, author, now);
  return { ok: true, value: [...opciones] };
}

/** Marks a single option sold out for the Costa Rica date `fecha`, or available again (null). */
export async function writeOptionSoldOut(grupo: OptionListKey, opcion: string, fecha: string | null, summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<null>> {
  return change(db, (trx) => putOptionSoldOut(trx, grupo, opcion, fecha, summary, author, now));
}

async function putOptionSoldOut(trx: Trx, grupo: OptionListKey, opcion: string, fecha: string | null, summary: string, author: Author, now: number): Promise<MenuResult<null>> {
  const previous = await trx.selectFrom('option_sold_out').select('fecha').where('grupo', '=', grupo).where('opcion', '=', opcion).executeTakeFirst();
  if (fecha === null) await trx.deleteFrom('option_sold_out').where('grupo', '=', grupo).where('opcion', '=', opcion).execute();
  else
    await trx
      .insertInto('option_sold_out')
      .values({ grupo, opcion, fecha })
      .onConflict((conflict) => conflict.columns(['grupo', 'opcion']).doUpdateSet({ fecha }))
      .execute();
  await logChange(trx, { kind: 'agotada', summary, antes: { grupo, opcion, fecha: previous?.fecha ?? null }, despues: { grupo, opcion, fecha } }, author, now);
  return { ok: true, value: null };
}

/** The categories in a new order, renamed or added (an entry without id is new; none is removed). */
export async function writeCategories(entries: readonly { id: number | null; nombre: string }[], summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<MenuCategory[]>> {
  return change(db, async (trx) => {
    const rows = await trx.selectFrom('menu_categories').selectAll().orderBy('posicion').execute();
    const known = new Set(rows.map((row) => row.id));
    const given = entries.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
    if (given.length !== known.size || !given.every((id) => known.has(id))) return { ok: false, problem: 'conflict' };
    // Names move through temporary ones, so a swap of two names never meets the unique index half-way.
    for (const row of rows) await trx.updateTable('menu_categories').set({ nombre: `~${row.id}~${Date.now()}` }).where('id', '=', row.id).execute();
    let nextId = Math.max(0, ...known) + 1;
    for (const [posicion, entry] of entries.entries()) {
      if (entry.id === null) await trx.insertInto('menu_categories').values({ id: nextId++, nombre: entry.nombre, posicion, extras: 0 }).execute();
      else await trx.updateTable('menu_categories').set({ nombre: entry.nombre, posicion }).where('id', '=', entry.id).execute();
    }
    const after = await trx.selectFrom('menu_categories').selectAll().orderBy('posicion').execute();
    const categories = after.map((row) => ({ id: row.id, nombre: row.nombre, extras: row.extras === 1 }));
    await logChange(trx, { kind: 'categorias', summary, antes: rows.map((row) => row.nombre), despues: categories.map((category) => category.nombre) }, author, now);
    return { ok: true, value: categories };
  });
}

export async function writeSettings(settings: ShopSettings, summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<ShopSettings>> {
  return change(db, (trx) => putSettings(trx, settings, summary, author, now));
}

async function putSettings(trx: Trx, settings: ShopSettings, summary: string, author: Author, now: number): Promise<MenuResult<ShopSettings>> {
  const row = await trx.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  const values = { envio: settings.envio, minimo_domicilio: settings.minimoDomicilio, sinpe: settings.sinpe, pagos: JSON.stringify(settings.pagos), preparacion: settings.preparacion };
  await trx
    .insertInto('shop_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  await logChange(trx, { kind: 'ajustes', summary, antes: row ?? null, despues: settings }, author, now);
  return { ok: true, value: settings };
}

export async function writeWeeklyHours(
  horario: WeeklyHours,
  summaryOf: (before: WeeklyHours) => string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<WeeklyHours>> {
  return change(db, (trx) => putWeeklyHours(trx, horario, summaryOf, author, now));
}

async function putWeeklyHours(trx: Trx, horario: WeeklyHours, summaryOf: (before: WeeklyHours) => string, author: Author, now: number): Promise<MenuResult<WeeklyHours>> {
  const rows = await trx.selectFrom('shop_hours').selectAll().orderBy('dia').execute();
  const before: WeeklyHours = rows.map((row) => parse(row.rangos, []));
  // The history says what changed, read in the same transaction as the week it replaces.
  const summary = summaryOf(before);
  for (const [dia, rangos] of horario.entries()) {
    await trx
      .insertInto('shop_hours')
      .values({ dia, rangos: JSON.stringify(rangos) })
      .onConflict((conflict) => conflict.column('dia').doUpdateSet({ rangos: JSON.stringify(rangos) }))
      .execute();
  }
  await logChange(trx, { kind: 'horario', summary, antes: before, despues: horario }, author, now);
  // The desk's "Horario" line ("Último cambio") covers the week and the closure.
  await trx.insertInto('desk_changes').values({ section: 'horario', detail: summary, user_id: author.id, user_name: author.nombre, at: now }).execute();
  return { ok: true, value: horario };
}

function changeOf(row: Selectable<Schema['menu_changes']>): MenuChange {
  return {
    id: row.id,
    kind: row.kind as MenuChangeKind,
    productId: row.product_id,
    summary: row.summary,
    antes: parse<unknown>(row.antes, null),
    despues: parse<unknown>(row.despues, null),
    nombre: row.user_name,
    at: row.at,
  };
}

/** The newest changes first (the desk's "Historial"). */
export async function readMenuChanges(limit = 20, db?: Db): Promise<MenuChange[]> {
  const rows = await (await store(db)).selectFrom('menu_changes').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(changeOf);
}

/** The newest change of one of `kinds`, for a section's "Último cambio". */
export async function lastMenuChange(kinds: readonly MenuChangeKind[], db?: Db): Promise<MenuChange | null> {
  const row = await (await store(db)).selectFrom('menu_changes').selectAll().where('kind', 'in', [...kinds]).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? changeOf(row) : null;
}

/**
 * "Deshacer": puts back what change `changeId` replaced (a product as it was, a new one hidden; an
 * option list, an option's sold-out switch, a category's order, "Ajustes", "Horario"). Refused as
 * 'notLatest' when the same thing changed again since (lib/desk/history.ts changeSubject), as
 * 'missing' when there is no such change or it cannot be undone; the undo is itself a change.
 * Answers the history's line for it.
 */
export async function undoMenuChange(changeId: number, describe: Describe, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<{ summary: string; product: MenuItem | null }>> {
  return change(db, async (trx) => {
    const row = await trx.selectFrom('menu_changes').selectAll().where('id', '=', changeId).executeTakeFirst();
    const found = row ? changeOf(row) : null;
    const subject = found ? changeSubject(found) : null;
    if (!found || subject === null) return { ok: false, problem: 'missing' };
    const later = await trx.selectFrom('menu_changes').selectAll().where('kind', '=', found.kind).where('id', '>', changeId).execute();
    if (later.some((other) => changeSubject(changeOf(other)) === subject)) return { ok: false, problem: 'notLatest' };

    const summary = undoSummary(found.summary);
    const antes = found.antes as Record<string, unknown>;
    const undone = (result: MenuResult<unknown>): MenuResult<{ summary: string; product: MenuItem | null }> => (result.ok ? { ok: true, value: { summary, product: null } } : result);
    switch (found.kind) {
      case 'producto': {
        const product = await restoreProduct(trx, found, describe, author, now);
        return product.ok ? { ok: true, value: { summary: product.value.summary, product: product.value.item } } : product;
      }
      case 'opciones':
        return undone(await putOptionList(trx, antes.grupo as OptionListKey, antes.opciones as string[], summary, author, now));
      case 'agotada':
        return undone(await putOptionSoldOut(trx, antes.grupo as OptionListKey, antes.opcion as string, (antes.fecha as string | null) ?? null, summary, author, now));
      case 'orden':
        return undone(await putOrder(trx, antes.categoriaId as number, antes.ids as number[], summary, author, now));
      case 'ajustes':
        return undone(await putSettings(trx, settingsOf(found.antes as Selectable<Schema['shop_settings']> | null), summary, author, now));
      case 'horario':
        return undone(await putWeeklyHours(trx, found.antes as WeeklyHours, () => summary, author, now));
      default:
        return { ok: false, problem: 'missing' };
    }
  });
}

/** A product as it was before `found` (a product made by it is hidden). */
async function restoreProduct(trx: Trx, found: MenuChange, describe: Describe, author: Author, now: number): Promise<MenuResult<{ item: MenuItem; summary: string }>> {
  const before = await readItem(trx, found.productId!);
  if (!before) return { ok: false, problem: 'missing' };
  const restored: ProductSnapshot = found.antes === null ? { ...snapshotOf(before), oculto: true } : { ...snapshotOf(before), ...(found.antes as ProductSnapshot) };
  if (!(await categoryExists(trx, restored.categoriaId))) return { ok: false, problem: 'category' };
  if (await nameTaken(trx, restored.nombre, before.id)) return { ok: false, problem: 'duplicate' };
  await trx
    .updateTable('menu_products')
    .set({ ...productColumns(restored), oculto: restored.oculto ? 1 : 0, foto: restored.foto ? JSON.stringify(restored.foto) : null, version: before.version + 1 })
    .where('id', '=', before.id)
    .execute();
  const after = (await readItem(trx, before.id))!;
  const summary = `Deshecho: ${describe(before, after)}`;
  await logChange(trx, { kind: 'producto', productId: before.id, summary, antes: snapshotOf(before), despues: snapshotOf(after) }, author, now);
  return { ok: true, value: { item: after, summary } };
}

export async function photosInUse(historyLines = 200, db?: Db): Promise<Set<string>> {
  const kysely = await store(db);
  const [products, changes] = await Promise.all([
    kysely.selectFrom('menu_products').select('foto').where('foto', 'is not', null).execute(),
    kysely.selectFrom('menu_changes').select(['antes', 'despues']).where('kind', '=', 'producto').orderBy('id', 'desc').limit(historyLines).execute(),
  ]);
  const ids = new Set<string>();
  const add = (text: string | null, key?: 'foto') => {
    const value = parse<{ id?: unknown; foto?: { id?: unknown } } | null>(text, null);
    const id = key ? value?.foto?.id : value?.id;
    if (typeof id === 'string') ids.add(id);
  };
  for (const row of products) add(row.foto);
  for (const row of changes) {
    add(row.antes, 'foto');
    add(row.despues, 'foto');
  }
  return ids;
}
