import 'server-only';
import type { Selectable, Transaction } from 'kysely';
import type { Author } from '@/lib/account';
import type { BoardOrder, LineChoice, LineExtra, OrderFulfilment, OrderPayment, OrderRecord, PricedOrder } from '@/lib/order/record';
import { channelOf } from '@/lib/order/channel';
import {
  changeStatus,
  CUSTOMER_AUTHOR,
  WITHDRAWN_REASON,
  type OrderStatus,
  type StatusChange,
  type StatusOutcome,
  type StatusRequest,
} from '@/lib/order/status';
import { publish, subscribe } from './events';
import { getDb, type Db } from './index';
import { serialize } from './locks';
import type { OrderLinesTable, OrdersTable, Schema } from './schema';

// The orders' queries (docs/orders.md). A new order, its lines and the per-address count are one
// transaction that holds the order's key and the address (./locks.ts), so a retry racing its first
// post, or a burst from one address over several instances, decides once. Every change is announced
// on the store's 'orders' channel with the order's id (lib/db/events.ts): the board and the status
// pages of every instance read it again. Times are milliseconds since 1970, passed in.

type Trx = Transaction<Schema>;


/** What the post's identity stores (lib/order/post.ts orderIdentity), never the token or the key. */
export type OrderHashes = { keyHash: string; tokenHash: string; fingerprint: string };
/** What a retry is compared with: the stored order's reference, fingerprint and token hash, and whether the customer withdrew it. */
export type KnownOrder = { id: number; reference: string; fingerprint: string; tokenHash: string | null; withdrawn: boolean };

export type OrderLimit = { perAddress: number; windowMs: number };
export type InsertOutcome =
  | { status: 'created'; id: number }
  /** The key was stored meanwhile (a retry racing its first post): answer as a retry. */
  | { status: 'known'; order: KnownOrder }
  /** The customer withdrew this key's post before it arrived (withdrawOrder). */
  | { status: 'withdrawn' }
  | { status: 'limited'; retryAfterMs: number };

export type WithdrawOutcome =
  /** Not stored yet: a post with this key arriving later is refused. */
  | { status: 'withheld' }
  /** Stored and still new: cancelled by the customer (or already cancelled). */
  | { status: 'cancelled'; id: number }
  /** The kitchen has it (Preparando or later): it stays. */
  | { status: 'kept'; id: number }
  /** A withdrawal not stored yet counts as an order against the address's limit. */
  | { status: 'limited'; retryAfterMs: number };

/** How long a withdrawal is remembered: past the day a browser or its service worker keeps a post. */
export const WITHDRAWAL_KEEP_MS = 2 * 24 * 60 * 60_000;

const ORDERS_CHANNEL = 'orders';

function toRecord(row: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[]): OrderRecord {
  const fulfilment: OrderFulfilment =
    row.fulfilment === 'mesa'
      ? { type: 'mesa', table: row.table_number ?? 0 }
      : row.fulfilment === 'domicilio'
        ? { type: 'domicilio', address: row.address, landmark: row.landmark, phone: row.phone }
        : { type: 'llevar' };
  const payment: OrderPayment =
    row.payment === 'efectivo'
      ? { method: 'efectivo', cashAmount: row.cash_amount }
      : row.payment === 'sinpe'
        ? {
            method: 'sinpe',
            ...(row.sinpe_number !== null && { number: row.sinpe_number }),
            ...(row.payment_reference !== null && { reference: row.payment_reference }),
            ...(row.paid_at !== null && { paidAt: Number(row.paid_at) }),
          }
        : { method: 'tarjeta' };
  return {
    id: Number(row.id),
    reference: row.reference,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    customer: row.customer,
    fulfilment,
    payment,
    lines: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        productId: line.product_id,
        name: line.name,
        quantity: line.quantity,
        choices: JSON.parse(line.choices) as LineChoice[],
        extras: JSON.parse(line.extras) as LineExtra[],
        note: line.note,
        basePrice: line.base_price,
        unitPrice: line.unit_price,
        lineTotal: line.line_total,
        ...(line.message_price !== null && { messagePrice: line.message_price }),
      })),
    subtotal: row.subtotal,
    deliveryFee: row.delivery_fee,
    total: row.total,
    change: row.change_due,
    outOfHours: row.out_of_hours === 1,
    status: row.status as OrderStatus,
    cancelReason: row.cancel_reason,
    erasedAt: row.erased_at,
    ...(row.message_total !== null && { messageTotal: row.message_total }),
    ...(row.ready_at !== null && { readyAt: Number(row.ready_at) }),
    channel: channelOf(row.channel),
  };
}

/** The orders whose rows match, with their lines, in the rows' order. */
async function withLines(db: Db | Trx, rows: Selectable<OrdersTable>[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute();
  const byOrder = new Map<number, Selectable<OrderLinesTable>[]>();
  for (const line of lines) byOrder.set(Number(line.order_id), [...(byOrder.get(Number(line.order_id)) ?? []), line]);
  return rows.map((row) => toRecord(row, byOrder.get(Number(row.id)) ?? []));
}

const store = async (db?: Db) => db ?? (await getDb());

async function knownByKey(db: Db | Trx, keyHash: string): Promise<KnownOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'reference', 'fingerprint', 'token_hash', 'status', 'cancel_reason']).where('key_hash', '=', keyHash).executeTakeFirst();
  if (!row) return null;
  const withdrawn = row.status === 'cancelado' && row.cancel_reason === WITHDRAWN_REASON;
  return { id: Number(row.id), reference: row.reference, fingerprint: row.fingerprint, tokenHash: row.token_hash, withdrawn };
}

/** The order stored under this key's hash, if any: a retry of the post. */
export async function orderByKey(keyHash: string, db?: Db): Promise<KnownOrder | null> {
  return knownByKey(await store(db), keyHash);
}

/** Whether the customer withdrew this key's post before it was stored (withdrawOrder). */
async function isWithdrawn(trx: Trx, keyHash: string): Promise<boolean> {
  return (await trx.selectFrom('order_withdrawals').select('key_hash').where('key_hash', '=', keyHash).executeTakeFirst()) !== undefined;
}

/** Counts one write for `address` at `at`, or says when it may write again (the caller holds the address). */
async function countAttempt(trx: Trx, address: string, at: number, limit: OrderLimit): Promise<{ status: 'limited'; retryAfterMs: number } | null> {
  const recent = await trx.selectFrom('order_attempts').select('at').where('address', '=', address).where('at', '>', at - limit.windowMs).orderBy('at').execute();
  if (recent.length >= limit.perAddress) {
    return { status: 'limited', retryAfterMs: Math.max(1000, recent[recent.length - limit.perAddress]!.at + limit.windowMs - at) };
  }
  await trx.insertInto('order_attempts').values({ address, at }).execute();
  return null;
}

/**
 * Stores a priced order with its hashes, in one transaction with the per-address count: refused
 * when `address` stored `perAddress` orders in the last `windowMs`; answered with the stored order
 * when its key arrived meanwhile. Announces a new order to every instance.
 */
export async function insertOrder(order: PricedOrder, hashes: OrderHashes, address: string, limit: OrderLimit, db?: Db): Promise<InsertOutcome> {
  const database = await store(db);
  const outcome = await database.transaction().execute(async (trx): Promise<InsertOutcome> => {
    await serialize(trx, [`order-key:${hashes.keyHash}`, `order-address:${address}`]);
    const known = await knownByKey(trx, hashes.keyHash);
    if (known) return { status: 'known', order: known };
    if (await isWithdrawn(trx, hashes.keyHash)) return { status: 'withdrawn' };
    const limited = await countAttempt(trx, address, order.createdAt, limit);
    if (limited) return limited;
    const { fulfilment, payment } = order;
    const { id } = await trx
      .insertInto('orders')
      .values({
        reference: order.reference,
        created_at: order.createdAt,
        key_hash: hashes.keyHash,
        token_hash: hashes.tokenHash,
        fingerprint: hashes.fingerprint,
        customer: order.customer,
        fulfilment: fulfilment.type,
        table_number: fulfilment.type === 'mesa' ? fulfilment.table : null,
        address: fulfilment.type === 'domicilio' ? fulfilment.address : '',
        landmark: fulfilment.type === 'domicilio' ? fulfilment.landmark : '',
        phone: fulfilment.type === 'domicilio' ? fulfilment.phone : '',
        payment: payment.method,
        cash_amount: payment.method === 'efectivo' ? payment.cashAmount : null,
        sinpe_number: payment.method === 'sinpe' ? (payment.number ?? null) : null,
        subtotal: order.subtotal,
        delivery_fee: order.deliveryFee,
        total: order.total,
        change_due: order.change,
        out_of_hours: order.outOfHours ? 1 : 0,
        status: 'nuevo',
        cancel_reason: '',
        updated_at: order.createdAt,
        message_total: order.messageTotal ?? null,
        ready_at: order.readyAt ?? null,
        channel: order.channel ?? 'web',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(
        order.lines.map((line, position) => ({
          order_id: id,
          position,
          product_id: line.productId,
          name: line.name,
          quantity: line.quantity,
          choices: JSON.stringify(line.choices),
          extras: JSON.stringify(line.extras),
          note: line.note,
          base_price: line.basePrice,
          unit_price: line.unitPrice,
          line_total: line.lineTotal,
          message_price: line.messagePrice ?? null,
        })),
      )
      .execute();
    return { status: 'created', id: Number(id) };
  });
  if (outcome.status === 'created') await announce(database, outcome.id);
  return outcome;
}

/**
 * The customer takes back the post made with this key (the menu changed while it was slow, and the
 * customer was asked to check the order and send it again): one transaction holding the key and the
 * address, like the post's, so whichever arrives first, the order ends cancelled or is never stored.
 * Remembering a key not stored yet is a write for anyone: it counts against the address's limit.
 */
export async function withdrawOrder(keyHash: string, at: number, address: string, limit: OrderLimit, db?: Db): Promise<WithdrawOutcome> {
  const database = await store(db);
  const outcome = await database.transaction().execute(async (trx): Promise<WithdrawOutcome & { changed?: boolean }> => {
    await serialize(trx, [`order-key:${keyHash}`, `order-address:${address}`]);
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('key_hash', '=', keyHash).executeTakeFirst();
    if (!order) {
      if (await isWithdrawn(trx, keyHash)) return { status: 'withheld' };
      const limited = await countAttempt(trx, address, at, limit);
      if (limited) return limited;
      await trx.insertInto('order_withdrawals').values({ key_hash: keyHash, at }).execute();
      return { status: 'withheld' };
    }
    const id = Number(order.id);
    if (order.status === 'cancelado') return { status: 'cancelled', id };
    if (order.status !== 'nuevo') return { status: 'kept', id };
    await storeChange(trx, id, { from: 'nuevo', to: 'cancelado', reason: WITHDRAWN_REASON, at, by: CUSTOMER_AUTHOR }, null);
    return { status: 'cancelled', id, changed: true };
  });
  const { changed, ...answer } = outcome;
  if (changed && answer.status === 'cancelled') await announce(database, answer.id);
  return answer;
}

/** Tells every instance's board and status pages that this order changed. Never fails the caller. */
async function announce(db: Db, id: number): Promise<void> {
  await publish(db, ORDERS_CHANNEL, String(id)).catch((error: unknown) =>
    console.error('[orders] a change could not be announced:', error instanceof Error ? error.message : error),
  );
}

export async function orderById(id: number, db?: Db): Promise<OrderRecord | null> {
  const database = await store(db);
  const row = await database.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ((await withLines(database, [row]))[0] ?? null) : null;
}

/** The order of a /pedido/<token> link, by the token's hash; null for none (or one erased). */
export async function orderByToken(tokenHash: string, db?: Db): Promise<OrderRecord | null> {
  const database = await store(db);
  const row = await database.selectFrom('orders').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? ((await withLines(database, [row]))[0] ?? null) : null;
}

/** Orders created in [start, end), newest first. */
export async function ordersBetween(start: number, end: number, db?: Db): Promise<OrderRecord[]> {
  const database = await store(db);
  const rows = await database
    .selectFrom('orders')
    .selectAll()
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withLines(database, rows);
}

/**
 * The board: orders created from `start` on, and the older ones since `openSince` that are still
 * open (not delivered or cancelled), newest first, each with its history.
 */
export async function boardOrders(start: number, openSince: number, db?: Db): Promise<BoardOrder[]> {
  const database = await store(db);
  const rows = await database
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([eb('created_at', '>=', start), eb.and([eb('created_at', '>=', openSince), eb('status', 'not in', ['entregado', 'cancelado'])])]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const orders = await withLines(database, rows);
  const history = await statusHistory(database, orders.map((order) => order.id));
  return orders.map((order) => ({ ...order, changes: history.get(order.id) ?? [] }));
}

/** One order as the board shows it, or null. */
export async function boardOrder(id: number, db?: Db): Promise<BoardOrder | null> {
  const database = await store(db);
  const order = await orderById(id, database);
  return order && { ...order, changes: (await statusHistory(database, [id])).get(id) ?? [] };
}

async function statusHistory(db: Db | Trx, ids: number[]): Promise<Map<number, StatusChange[]>> {
  const history = new Map<number, StatusChange[]>();
  if (ids.length === 0) return history;
  const rows = await db.selectFrom('order_status_changes').selectAll().where('order_id', 'in', ids).orderBy('at').orderBy('id').execute();
  for (const row of rows) {
    const change: StatusChange = {
      from: row.from_status as OrderStatus,
      to: row.to_status as OrderStatus,
      reason: row.reason,
      at: row.at,
      by: { id: row.user_id ?? 0, nombre: row.user_name },
    };
    history.set(Number(row.order_id), [...(history.get(Number(row.order_id)) ?? []), change]);
  }
  return history;
}

/** Writes a decided move: the order's status (and reason), and the step of its history with who made it. */
async function storeChange(trx: Trx, id: number, change: StatusChange, userId: number | null): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: change.to, cancel_reason: change.to === 'cancelado' ? change.reason : '', updated_at: change.at })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('order_status_changes')
    .values({ order_id: id, from_status: change.from, to_status: change.to, reason: change.reason, at: change.at, user_id: userId, user_name: change.by.nombre })
    .execute();
}

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
    const last = await trx.selectFrom('order_status_changes').select(['from_status', 'at']).where('order_id', '=', id).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const lastMove = last ? { from: last.from_status as OrderStatus, at: Number(last.at) } : null;
    const decided = changeStatus({ status: current.status as OrderStatus, cancelReason: current.cancel_reason, last: lastMove }, request, by, at);
    if (!decided.ok || !decided.changed) return decided;
    await storeChange(trx, id, decided.change, by.id);
    return decided;
  });
  if (outcome.ok && outcome.changed) await announce(database, id);
  return outcome;
}

export type SinpeOutcome = { ok: true; changed: boolean; order: OrderRecord } | { ok: false; status: 404 | 409; message: string };
type SinpeMessages = { notFound: string; notSinpe: string; cancelled: string };

/**
 * Changes a SINPE Móvil order's payment facts in one transaction holding the order: `decide` sees
 * the stored order and answers the columns to write (none: nothing changes) or a refusal. Announced
 * to the board and the status page when something changed.
 */
async function changeSinpe(
  find: { id: number } | { tokenHash: string },
  decide: (order: OrderRecord) => { set: { payment_reference?: string; paid_at?: number | null } | null } | { status: 409; message: string },
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
    if ('status' in decided) return { ok: false, ...decided };
    if (!decided.set) return { ok: true, changed: false, order: order! };
    await trx.updateTable('orders').set({ ...decided.set, updated_at: now }).where('id', '=', found.id).execute();
    const changed = await trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    return { ok: true, changed: true, order: (await withLines(trx, [changed]))[0]! };
  });
  if (outcome.ok && outcome.changed) await announce(database, outcome.order.id);
  return outcome;
}

/**
 * "Ya pagué" on the status page: the customer's reference digits for the order of this token's hash.
 * Sending another replaces it until the owner marks the order paid; then it is kept as it was.
 */
export async function reportSinpePayment(tokenHash: string, reference: string, now: number, messages: SinpeMessages, db?: Db): Promise<SinpeOutcome> {
  return changeSinpe(
    { tokenHash },
    (order) => ({ set: order.payment.method !== 'sinpe' || order.payment.paidAt !== undefined || order.payment.reference === reference ? null : { payment_reference: reference } }),
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
export async function addReadyTime(id: number, minutes: number, now: number, messages: { notFound: string; notInTheMaking: string }, db?: Db): Promise<ReadyTimeOutcome> {
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

/**
 * Calls `listener` with the id of each order created or moved through any instance, or with null
 * when messages may have been missed (a reconnect): then read everything again. Resolves, once
 * listening, to the unsubscribe.
 */
export async function subscribeToOrders(listener: (id: number | null) => void, db?: Db): Promise<() => void> {
  return subscribe(await store(db), ORDERS_CHANNEL, (message) => {
    const id = Number(message);
    listener(message !== '' && Number.isSafeInteger(id) ? id : null);
  });
}
