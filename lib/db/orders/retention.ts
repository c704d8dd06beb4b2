import 'server-only';
import type { Db } from '../index';
import { store } from './records';

/**
 * The retention job (lib/order/retention.ts): orders created at or before `cutoff` lose their name,
 * phone, address, landmark, notes, cancellation reason and link; lines, prices, totals, type,
 * payment and status stay. Returns how many orders were erased. Safe to run on every instance.
 */
export async function eraseOrdersUpTo(cutoff: number, now: number, db?: Db): Promise<number> {
  const database = await store(db);
  return database.transaction().execute(async (trx) => {
    const due = trx.selectFrom('orders').select('id').where('created_at', '<=', cutoff).where('erased_at', 'is', null);
    await trx.updateTable('order_lines').set({ note: '' }).where('order_id', 'in', due).execute();
    await trx.updateTable('order_status_changes').set({ reason: '' }).where('order_id', 'in', due).execute();
    const result = await trx
      .updateTable('orders')
      .set({ customer: '', address: '', landmark: '', phone: '', cancel_reason: '', token_hash: null, fingerprint: '', erased_at: now })
      .where('created_at', '<=', cutoff)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/** Forgets the per-address counts older than `before` (they only matter within the window). */
export async function pruneOrderAttempts(before: number, db?: Db): Promise<void> {
  await (await store(db)).deleteFrom('order_attempts').where('at', '<', before).execute();
}

/** Forgets the withdrawals made before `before` (no copy of their post is kept that long). */
export async function pruneOrderWithdrawals(before: number, db?: Db): Promise<void> {
  await (await store(db)).deleteFrom('order_withdrawals').where('at', '<', before).execute();
}
