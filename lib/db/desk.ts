import 'server-only';
import type { Author } from '@/lib/account';
import { getDb, type Db } from './index';
import { change, logChange, type Trx } from './menu/log';
import type { OrdersPause } from '@/lib/order/pause';

// The queries of the owner's desk: the availability overlay, the temporary closure and the pause
// of online orders. Each change goes through the shop's one change log (./menu/log.ts): its line
// in "Historial", a new menu version (the ETag of GET /api/menu, which carries all three) and the
// announcement to every instance.

/** Writes one desk change with its history line (`detail`); nothing to undo, so nothing kept before or after. */
async function deskChange(
  kind: 'disponibilidad' | 'cierre' | 'pausa',
  detail: string,
  author: Author,
  now: number,
  db: Db | undefined,
  write: (trx: Trx) => Promise<unknown>,
) {
  await change(db, async (trx) => {
    await write(trx);
    await logChange(trx, { kind, summary: detail, antes: null, despues: null }, author, now);
    return { ok: true, value: null };
  });
}

/** The owner's switches: product id -> available, only for the products switched at least once. */
export async function readAvailability(db?: Db): Promise<Map<number, boolean>> {
  const rows = await (db ?? (await getDb())).selectFrom('product_availability').select(['product_id', 'available']).execute();
  return new Map(rows.map((row) => [row.product_id, row.available === 1]));
}

/** Switches a product (the caller checked the id against the menu) and logs who did it. */
export async function writeAvailability(productId: number, disponible: boolean, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  await deskChange('disponibilidad', detail, author, now, db, (trx) =>
    trx
      .insertInto('product_availability')
      .values({ product_id: productId, available: disponible ? 1 : 0 })
      .onConflict((conflict) => conflict.column('product_id').doUpdateSet((eb) => ({ available: eb.ref('excluded.available') })))
      .execute(),
  );
}

/** The first day (Costa Rica date, YYYY-MM-DD) the shop opens again, or null when not closed. */
export async function readClosure(db?: Db): Promise<string | null> {
  const row = await (db ?? (await getDb())).selectFrom('shop_closure').select('reopens_on').where('id', '=', 1).executeTakeFirst();
  return row?.reopens_on ?? null;
}

/** Sets (a date) or lifts (null) the temporary closure, and logs who did it. */
export async function writeClosure(reabre: string | null, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  await deskChange('cierre', detail, author, now, db, (trx) =>
    reabre === null
      ? trx.deleteFrom('shop_closure').where('id', '=', 1).execute()
      : trx
          .insertInto('shop_closure')
          .values({ id: 1, reopens_on: reabre })
          .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ reopens_on: eb.ref('excluded.reopens_on') })))
          .execute(),
  );
}

/** The pause of online orders as stored (it may be over: lib/order/pause.ts activePause), or null. */
export async function readOrdersPause(db?: Db): Promise<OrdersPause | null> {
  const row = await (db ?? (await getDb())).selectFrom('orders_pause').select('until').where('id', '=', 1).executeTakeFirst();
  return row ? { hasta: row.until === null ? null : Number(row.until) } : null;
}

/** Pauses online orders (until `pause.hasta`, or until reopened) or resumes them (null), and logs who did it. */
export async function writeOrdersPause(pause: OrdersPause | null, detail: string, author: Author, now = Date.now(), db?: Db): Promise<void> {
  // The menu facts carry the pause: the change's new version reaches every open /orders.
  await deskChange('pausa', detail, author, now, db, (trx) =>
    pause === null
      ? trx.deleteFrom('orders_pause').where('id', '=', 1).execute()
      : trx
          .insertInto('orders_pause')
          .values({ id: 1, until: pause.hasta })
          .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ until: eb.ref('excluded.until') })))
          .execute(),
  );
}
