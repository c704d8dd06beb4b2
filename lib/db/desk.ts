import 'server-only';
import type { Transaction } from 'kysely';
import type { Author } from '@/lib/account';
import { publish } from './events';
import { getDb, type Db } from './index';
import { bumpMenuVersion } from './menu';
import type { OrdersPause } from '@/lib/order/pause';
import type { Schema } from './schema';

// The queries of the owner's desk: the availability overlay, the temporary closure and the log of
// who changed what. Each change and its log line are written in one transaction, with a new menu
// version (the ETag of GET /api/menu, which carries both), then every instance is told on the
// 'desk' channel (lib/db/events.ts).

export type DeskSection = 'disponibilidad' | 'horario' | 'pausa';
export type DeskChange = { nombre: string; at: number; detail: string };

/** The owner's switches: product id -> available, only for the products switched at least once. */
export async function readAvailability(db?: Db): Promise<Map<number, boolean>> {
  const rows = await (db ?? (await getDb())).selectFrom('product_availability').select(['product_id', 'disponible']).execute();
  return new Map(rows.map((row) => [row.product_id, row.disponible === 1]));
}

async function logChange(trx: Transaction<Schema>, section: DeskSection, detail: string, author: Author, now: number) {
  await trx.insertInto('desk_changes').values({ section, detail, user_id: author.id, user_name: author.nombre, at: now }).execute();
}

/** Switches a product (the caller checked the id against the menu) and logs who did it. */
export async function writeAvailability(productId: number, disponible: boolean, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.transaction().execute(async (trx) => {
    await bumpMenuVersion(trx);
    await trx
      .insertInto('product_availability')
      .values({ product_id: productId, disponible: disponible ? 1 : 0 })
      .onConflict((conflict) => conflict.column('product_id').doUpdateSet((eb) => ({ disponible: eb.ref('excluded.disponible') })))
      .execute();
    await logChange(trx, 'disponibilidad', detail, author, now);
  });
  await publish(store, 'desk', 'disponibilidad');
}

/** The first day (Costa Rica date, YYYY-MM-DD) the shop opens again, or null when not closed. */
export async function readClosure(db?: Db): Promise<string | null> {
  const row = await (db ?? (await getDb())).selectFrom('shop_closure').select('reabre').where('id', '=', 1).executeTakeFirst();
  return row?.reabre ?? null;
}

/** Sets (a date) or lifts (null) the temporary closure, and logs who did it. */
export async function writeClosure(reabre: string | null, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.transaction().execute(async (trx) => {
    await bumpMenuVersion(trx);
    if (reabre === null) await trx.deleteFrom('shop_closure').where('id', '=', 1).execute();
    else
      await trx
        .insertInto('shop_closure')
        .values({ id: 1, reabre })
        .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ reabre: eb.ref('excluded.reabre') })))
        .execute();
    await logChange(trx, 'horario', detail, author, now);
  });
  await publish(store, 'desk', 'horario');
}

/** The pause of online orders as stored (it may be over: lib/order/pause.ts activePause), or null. */
export async function readOrdersPause(db?: Db): Promise<OrdersPause | null> {
  const row = await (db ?? (await getDb())).selectFrom('orders_pause').select('hasta').where('id', '=', 1).executeTakeFirst();
  return row ? { hasta: row.hasta === null ? null : Number(row.hasta) } : null;
}

/** Pauses online orders (until `pause.hasta`, or until reopened) or resumes them (null), and logs who did it. */
export async function writeOrdersPause(pause: OrdersPause | null, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  const store = db ?? (await getDb());
  await store.transaction().execute(async (trx) => {
    // The menu facts carry the pause: a new version, so every open /orders sees it.
    await bumpMenuVersion(trx);
    if (pause === null) await trx.deleteFrom('orders_pause').where('id', '=', 1).execute();
    else
      await trx
        .insertInto('orders_pause')
        .values({ id: 1, hasta: pause.hasta })
        .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ hasta: eb.ref('excluded.hasta') })))
        .execute();
    await logChange(trx, 'pausa', detail, author, now);
  });
  await publish(store, 'desk', 'pausa');
}

/** The newest change of a section, or null when it was never changed. */
export async function lastChange(section: DeskSection, db?: Db): Promise<DeskChange | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('desk_changes')
    .select(['user_name', 'at', 'detail'])
    .where('section', '=', section)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { nombre: row.user_name, at: row.at, detail: row.detail } : null;
}

/** The newest changes of every section first (the desk's "Historial" shows them beside the menu's). */
export async function readDeskChanges(limit = 20, db?: Db): Promise<Array<DeskChange & { id: number }>> {
  const rows = await (db ?? (await getDb()))
    .selectFrom('desk_changes')
    .select(['id', 'user_name', 'at', 'detail'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), nombre: row.user_name, at: row.at, detail: row.detail }));
}
