import 'server-only';
import type { Author } from '@/lib/account';
import type { MenuItem } from '@/lib/menu/live';
import { nameKey } from '@/lib/menu/names';
import type { StoredPhoto } from '@/lib/photos/sources';
import type { Db } from '../index';
import type { Schema } from '../schema';
import { change, logChange, type MenuResult, parse, store, type Trx } from './log';

// The owner's products: add, edit, hide, photo. A save names the version it edited: a save over
// someone else's change is refused, never silently written over.

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
export type ProductSnapshot = ProductInput & { oculto: boolean; foto: StoredPhoto | null };

export type ProductRow = Schema['menu_products'];

export function itemOf(row: ProductRow): MenuItem {
  return {
    id: row.id,
    nombre: row.name,
    precio: row.price,
    categoriaId: row.category_id,
    descripcion: row.description,
    ingredientes: parse<string[]>(row.ingredients, []),
    imagen: row.image,
    foto: parse<StoredPhoto | null>(row.photo, null),
    conExtras: row.with_extras === 1,
    oculto: row.hidden === 1,
    posicion: row.position,
    version: row.version,
  };
}

export function snapshotOf(item: MenuItem): ProductSnapshot {
  const { nombre, precio, categoriaId, descripcion, ingredientes, conExtras, oculto, foto } = item;
  return { nombre, precio, categoriaId, descripcion, ingredientes, conExtras, oculto, foto };
}

export async function readItem(trx: Trx, id: number): Promise<MenuItem | null> {
  const row = await trx.selectFrom('menu_products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? itemOf(row) : null;
}

export async function nameTaken(trx: Trx, nombre: string, except: number | null): Promise<boolean> {
  let query = trx.selectFrom('menu_products').select('id').where('name_key', '=', nameKey(nombre));
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function categoryExists(trx: Trx, id: number): Promise<boolean> {
  return (await trx.selectFrom('menu_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export const productColumns = (input: ProductInput) => ({
  name: input.nombre,
  name_key: nameKey(input.nombre),
  price: input.precio,
  category_id: input.categoriaId,
  description: input.descripcion,
  ingredients: JSON.stringify(input.ingredientes),
  with_extras: input.conExtras ? 1 : 0,
});

/** A new product, last in its category, shown at once, with the shop's fallback picture until a photo. */
export async function createProduct(input: ProductInput, summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<MenuItem>> {
  return change(db, async (trx) => {
    if (!(await categoryExists(trx, input.categoriaId))) return { ok: false, problem: 'category' };
    if (await nameTaken(trx, input.nombre, null)) return { ok: false, problem: 'duplicate' };
    const { id } =
      (await trx
        .selectFrom('menu_products')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()) ?? {};
    const { last } =
      (await trx
        .selectFrom('menu_products')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('category_id', '=', input.categoriaId)
        .executeTakeFirst()) ?? {};
    const newId = Number(id ?? 0) + 1;
    await trx
      .insertInto('menu_products')
      .values({
        id: newId,
        ...productColumns(input),
        image: '',
        photo: null,
        hidden: 0,
        position: last === null || last === undefined ? 0 : Number(last) + 1,
        version: 1,
      })
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
    if (wanted.categoriaId !== undefined && wanted.categoriaId !== before.categoriaId && !(await categoryExists(trx, wanted.categoriaId)))
      return { ok: false, problem: 'category' };
    if (wanted.nombre !== undefined && (await nameTaken(trx, wanted.nombre, id))) return { ok: false, problem: 'duplicate' };
    const merged: ProductSnapshot = { ...snapshotOf(before), ...wanted };
    // Moved to another category: last there.
    let posicion = before.posicion;
    if (merged.categoriaId !== before.categoriaId) {
      const { last } =
        (await trx
          .selectFrom('menu_products')
          .select((eb) => eb.fn.max('position').as('last'))
          .where('category_id', '=', merged.categoriaId)
          .executeTakeFirst()) ?? {};
      posicion = last === null || last === undefined ? 0 : Number(last) + 1;
    }
    const updated = await trx
      .updateTable('menu_products')
      .set({
        ...productColumns(merged),
        hidden: merged.oculto ? 1 : 0,
        photo: merged.foto ? JSON.stringify(merged.foto) : null,
        position: posicion,
        version: before.version + 1,
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' };
    const after = (await readItem(trx, id))!;
    await logChange(
      trx,
      { kind: 'producto', productId: id, summary: summary(before, after), antes: snapshotOf(before), despues: snapshotOf(after) },
      author,
      now,
    );
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

export async function photosInUse(historyLines = 200, db?: Db): Promise<Set<string>> {
  const kysely = await store(db);
  const [products, changes] = await Promise.all([
    kysely.selectFrom('menu_products').select('photo').where('photo', 'is not', null).execute(),
    kysely.selectFrom('menu_changes').select(['before', 'after']).where('kind', '=', 'producto').orderBy('id', 'desc').limit(historyLines).execute(),
  ]);
  const ids = new Set<string>();
  const add = (text: string | null, key?: 'foto') => {
    const value = parse<{ id?: unknown; foto?: { id?: unknown } } | null>(text, null);
    const id = key ? value?.foto?.id : value?.id;
    if (typeof id === 'string') ids.add(id);
  };
  for (const row of products) add(row.photo);
  for (const row of changes) {
    add(row.before, 'foto');
    add(row.after, 'foto');
  }
  return ids;
}
