import 'server-only';
import type { Author } from '@/lib/account';
import type { MenuCategory } from '@/lib/menu/live';
import type { Db } from '../index';
import { change, logChange, type MenuResult, type Trx } from './log';

// The categories and the order of their products.

/** A category's products in a new order: `ids` must be exactly its products. */
export async function reorderCategory(
  categoriaId: number,
  ids: readonly number[],
  summary: string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<number[]>> {
  return change(db, (trx) => putOrder(trx, categoriaId, ids, summary, author, now));
}

export async function putOrder(
  trx: Trx,
  categoriaId: number,
  ids: readonly number[],
  summary: string,
  author: Author,
  now: number,
): Promise<MenuResult<number[]>> {
  const rows = await trx
    .selectFrom('menu_products')
    .select(['id', 'position'])
    .where('category_id', '=', categoriaId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { ok: false, problem: 'category' };
  const current = rows.map((row) => row.id);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) return { ok: false, problem: 'conflict' };
  for (const [position, id] of ids.entries()) await trx.updateTable('menu_products').set({ position }).where('id', '=', id).execute();
  await logChange(trx, { kind: 'orden', summary, antes: { categoriaId, ids: current }, despues: { categoriaId, ids } }, author, now);
  return { ok: true, value: [...ids] };
}

/** The categories in a new order, renamed or added (an entry without id is new; none is removed). */
export async function writeCategories(
  entries: readonly { id: number | null; nombre: string }[],
  summary: string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<MenuCategory[]>> {
  return change(db, async (trx) => {
    const rows = await trx.selectFrom('menu_categories').selectAll().orderBy('position').execute();
    const known = new Set(rows.map((row) => row.id));
    const given = entries.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
    if (given.length !== known.size || !given.every((id) => known.has(id))) return { ok: false, problem: 'conflict' };
    // Names move through temporary ones, so a swap of two names never meets the unique index half-way.
    for (const row of rows)
      await trx
        .updateTable('menu_categories')
        .set({ name: `~${row.id}~${Date.now()}` })
        .where('id', '=', row.id)
        .execute();
    let nextId = Math.max(0, ...known) + 1;
    for (const [position, entry] of entries.entries()) {
      if (entry.id === null) await trx.insertInto('menu_categories').values({ id: nextId++, name: entry.nombre, position, extras: 0 }).execute();
      else await trx.updateTable('menu_categories').set({ name: entry.nombre, position }).where('id', '=', entry.id).execute();
    }
    const after = await trx.selectFrom('menu_categories').selectAll().orderBy('position').execute();
    const categories = after.map((row) => ({ id: row.id, nombre: row.name, extras: row.extras === 1 }));
    await logChange(
      trx,
      { kind: 'categorias', summary, antes: rows.map((row) => row.name), despues: categories.map((category) => category.nombre) },
      author,
      now,
    );
    return { ok: true, value: categories };
  });
}
