import 'server-only';
import type { Selectable, Transaction } from 'kysely';
import type { BoardOrder, LineChoice, LineExtra, OrderFulfilment, OrderPayment, OrderRecord } from '@/lib/order/record';
import { channelOf } from '@/lib/order/channel';
import { WITHDRAWN_REASON, type OrderStatus, type StatusChange } from '@/lib/order/status';
import { publish, subscribe } from '../events';
import { getDb, type Db } from '../index';
import type { OrderLinesTable, OrdersTable, Schema } from '../schema';

// The orders as the store keeps them (docs/orders.md): rows to records, the reads of the board,
// the status page and the summary, the one writer of a status step, and the store's 'orders'
// channel (lib/db/events.ts), on which every change is announced with the order's id so the board
// and the status pages of every instance read it again. Times are milliseconds since 1970, passed in.

export type Trx = Transaction<Schema>;

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
    ...(row.scheduled_for !== null && { scheduledFor: Number(row.scheduled_for) }),
    channel: channelOf(row.channel),
  };
}
/** The orders whose rows match, with their lines, in the rows' order. */
export async function withLines(db: Db | Trx, rows: Selectable<OrdersTable>[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute();
  const byOrder = new Map<number, Selectable<OrderLinesTable>[]>();
  for (const line of lines) byOrder.set(Number(line.order_id), [...(byOrder.get(Number(line.order_id)) ?? []), line]);
  return rows.map((row) => toRecord(row, byOrder.get(Number(row.id)) ?? []));
}
export const store = async (db?: Db) => db ?? (await getDb());
/** Tells every instance's board and status pages that this order changed. Never fails the caller. */
export async function announce(db: Db, id: number): Promise<void> {
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

/**
 * "Tus pedidos" in Mi cuenta: the account's last `count` orders from the site, newest first; not
 * those its customer withdrew before sending, nor those whose personal data is erased (90 days).
 */
export async function accountOrders(userId: number, count: number, db?: Db): Promise<OrderRecord[]> {
  const database = await store(db);
  const rows = await database
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('erased_at', 'is', null)
    .where((eb) => eb.or([eb('status', '!=', 'cancelado'), eb('cancel_reason', '!=', WITHDRAWN_REASON)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return withLines(database, rows);
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
 * The board: orders created from `start` on, and the older ones still open (not delivered or
 * cancelled) created since `openSince` or for a time from `start` on, newest first, each with its history.
 */
export async function boardOrders(start: number, openSince: number, db?: Db): Promise<BoardOrder[]> {
  const database = await store(db);
  const rows = await database
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('created_at', '>=', start),
        eb.and([eb('status', 'not in', ['entregado', 'cancelado']), eb.or([eb('created_at', '>=', openSince), eb('scheduled_for', '>=', start)])]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const orders = await withLines(database, rows);
  const history = await statusHistory(
    database,
    orders.map((order) => order.id),
  );
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
export async function storeChange(trx: Trx, id: number, change: StatusChange, userId: number | null): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: change.to, cancel_reason: change.to === 'cancelado' ? change.reason : '', updated_at: change.at })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('order_status_changes')
    .values({
      order_id: id,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      at: change.at,
      user_id: userId,
      user_name: change.by.nombre,
    })
    .execute();
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
