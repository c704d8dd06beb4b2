import 'server-only';
import type { Author } from '@/lib/account';
import type { OrderRecord } from '@/lib/order/record';
import { decideReport } from '@/lib/order/sinpe';
import { changeStatus, type OrderStatus, type StatusOutcome, type StatusRequest } from '@/lib/order/status';
import type { Db } from '../index';
import { serialize } from '../locks';
import { announce, store, storeChange, withLines } from './records';

// What changes an order after it came in: the owner's moves, "+5 min", and a SINPE Móvil payment
// reported by the customer or marked paid by the owner. Each in one transaction that holds the
// order (../locks.ts), announced to every instance when something changed.

export type MoveOutcome = { ok: false; status: 404; message: string } | StatusOutcome;

/**
 * The owner's move of an order (lib/order/status.ts decides), stored with who and when in one
 * transaction that holds the order, so two owners tapping at once are one change and a refusal.
 */
export async function moveOrder(id: number, request: StatusRequest, by: Author, at: number, notFoundMessage: string, db?: Db): Promise<MoveOutcome> {
  const database = await store(db);
  const outcome = await database.transaction().execute(async (trx): Promise<MoveOutcome> => {
    await serialize(trx, [`order:${id}`]);
    const current = await trx.selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', id).executeTakeFirst();
    if (!current) return { ok: false, status: 404, message: notFoundMessage };
    // The last move, which "Deshacer" may take back.
    const last = await trx
      .selectFrom('order_status_changes')
      .select(['from_status', 'at'])
      .where('order_id', '=', id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const lastMove = last ? { from: last.from_status as OrderStatus, at: Number(last.at) } : null;
    const decided = changeStatus({ status: current.status as OrderStatus, cancelReason: current.cancel_reason, last: lastMove }, request, by, at);
    if (!decided.ok || !decided.changed) return decided;
    await storeChange(trx, id, decided.change, by.id);
    return decided;
  });
  if (outcome.ok && outcome.changed) await announce(database, id);
  return outcome;
}

export type SinpeOutcome =
  | { ok: true; changed: boolean; order: OrderRecord }
  | { ok: false; status: 404 | 409; message: string }
  | { ok: false; status: 429; message: string; retryAfterMs: number };
type SinpeMessages = { notFound: string; notSinpe: string; cancelled: string; tooSoon: string };
type SinpeDecision = { set: { payment_reference?: string; paid_at?: number | null } | null } | { retryAfterMs: number };

/**
 * Changes a SINPE Móvil order's payment facts in one transaction holding the order: `decide` sees
 * the stored order and answers the columns to write (none: nothing changes) or how long to wait. Announced
 * to the board and the status page when something changed.
 */
async function changeSinpe(
  find: { id: number } | { tokenHash: string },
  decide: (order: OrderRecord) => SinpeDecision,
  now: number,
  messages: SinpeMessages,
  db?: Db,
): Promise<SinpeOutcome> {
  const database = await store(db);
  const outcome = await database.transaction().execute(async (trx): Promise<SinpeOutcome> => {
    const byKey = trx.selectFrom('orders').select('id');
    const found = await ('id' in find ? byKey.where('id', '=', find.id) : byKey.where('token_hash', '=', find.tokenHash)).executeTakeFirst();
    if (!found) return { ok: false, status: 404, message: messages.notFound };
    await serialize(trx, [`order:${found.id}`]);
    const row = await trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    const [order] = await withLines(trx, [row]);
    if (order!.payment.method !== 'sinpe') return { ok: false, status: 409, message: messages.notSinpe };
    if (order!.status === 'cancelado') return { ok: false, status: 409, message: messages.cancelled };
    const decided = decide(order!);
    if ('retryAfterMs' in decided) return { ok: false, status: 429, message: messages.tooSoon, retryAfterMs: decided.retryAfterMs };
    if (!decided.set) return { ok: true, changed: false, order: order! };
    await trx
      .updateTable('orders')
      .set({ ...decided.set, updated_at: now })
      .where('id', '=', found.id)
      .execute();
    const changed = await trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    return { ok: true, changed: true, order: (await withLines(trx, [changed]))[0]! };
  });
  if (outcome.ok && outcome.changed) await announce(database, outcome.order.id);
  return outcome;
}

/**
 * "Ya pagué" on the status page: the customer's reference digits for the order of this token's hash.
 * Sending another replaces it (at most every 30 s, lib/order/sinpe.ts decideReport) until the owner
 * marks the order paid; then it is kept as it was.
 */
export async function reportSinpePayment(tokenHash: string, reference: string, now: number, messages: SinpeMessages, db?: Db): Promise<SinpeOutcome> {
  return changeSinpe(
    { tokenHash },
    (order) => {
      if (order.payment.method !== 'sinpe') return { set: null };
      const decided = decideReport(order.payment, reference, order.updatedAt, now);
      return 'retryAfterMs' in decided ? decided : { set: decided.store ? { payment_reference: reference } : null };
    },
    now,
    messages,
    db,
  );
}

/** "Marcar pagado" (or back to "por confirmar", a mis-tap) on the owner's board. */
export async function markSinpePaid(id: number, paid: boolean, now: number, messages: SinpeMessages, db?: Db): Promise<SinpeOutcome> {
  return changeSinpe(
    { id },
    (order) => ({ set: order.payment.method === 'sinpe' && (order.payment.paidAt !== undefined) !== paid ? { paid_at: paid ? now : null } : null }),
    now,
    messages,
    db,
  );
}

export type ReadyTimeOutcome = { ok: true; readyAt: number } | { ok: false; status: 404 | 409; message: string };

/**
 * "+5" / "+15" on the board: the order's "Listo aprox." moves `minutes` later (from now when the
 * estimate has passed), for an order still in the making; the status page follows.
 */
export async function addReadyTime(
  id: number,
  minutes: number,
  now: number,
  messages: { notFound: string; notInTheMaking: string },
  db?: Db,
): Promise<ReadyTimeOutcome> {
  const database = await store(db);
  const outcome = await database.transaction().execute(async (trx): Promise<ReadyTimeOutcome> => {
    await serialize(trx, [`order:${id}`]);
    const current = await trx.selectFrom('orders').select(['status', 'ready_at', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!current) return { ok: false, status: 404, message: messages.notFound };
    if (current.status !== 'nuevo' && current.status !== 'preparando') return { ok: false, status: 409, message: messages.notInTheMaking };
    const readyAt = Math.max(Number(current.ready_at ?? current.created_at), now) + minutes * 60_000;
    await trx.updateTable('orders').set({ ready_at: readyAt, updated_at: now }).where('id', '=', id).execute();
    return { ok: true, readyAt };
  });
  if (outcome.ok) await announce(database, id);
  return outcome;
}
