import 'server-only';
import type { PricedOrder } from '@/lib/order/record';
import { CUSTOMER_AUTHOR, WITHDRAWN_REASON } from '@/lib/order/status';
import type { Db } from '../index';
import { serialize } from '../locks';
import { announce, store, storeChange, type Trx } from './records';

// New orders and withdrawals (docs/orders.md). A new order, its lines and the per-address count are
// one transaction that holds the order's key and the address (../locks.ts), so a retry racing its
// first post, or a burst from one address over several instances, decides once.

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
  | { status: 'limited'; retryAfterMs: number }
  /** The order's quarter hour already has `slotLimit` orders ("Pedidos por franja"). */
  | { status: 'full' };

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
async function knownByKey(db: Db | Trx, keyHash: string): Promise<KnownOrder | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'reference', 'fingerprint', 'token_hash', 'status', 'cancel_reason'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
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
  const recent = await trx
    .selectFrom('order_attempts')
    .select('at')
    .where('address', '=', address)
    .where('at', '>', at - limit.windowMs)
    .orderBy('at')
    .execute();
  if (recent.length >= limit.perAddress) {
    return { status: 'limited', retryAfterMs: Math.max(1000, recent[recent.length - limit.perAddress]!.at + limit.windowMs - at) };
  }
  await trx.insertInto('order_attempts').values({ address, at }).execute();
  return null;
}

/** Orders for each quarter hour in [from, to] that still count (not cancelled), by its instant. */
export async function slotCounts(from: number, to: number, db?: Db | Trx): Promise<Map<number, number>> {
  const rows = await (db ?? (await store()))
    .selectFrom('orders')
    .select(['scheduled_for', (eb) => eb.fn.countAll<number | string | bigint>().as('taken')])
    .where('scheduled_for', '>=', from)
    .where('scheduled_for', '<=', to)
    .where('status', '!=', 'cancelado')
    .groupBy('scheduled_for')
    .execute();
  return new Map(rows.map((row) => [Number(row.scheduled_for), Number(row.taken)]));
}

/**
 * Stores a priced order with its hashes (and the account it came from, if any), in one transaction
 * with the per-address count: refused when `address` stored `perAddress` orders in the last
 * `windowMs`, or when an order for later finds its quarter hour holding `slotLimit` orders (none:
 * no limit, a message already sent); answered with the stored order when its key arrived
 * meanwhile. Announces a new order to every instance.
 */
export async function insertOrder(
  order: PricedOrder & { userId?: number | null },
  hashes: OrderHashes,
  address: string,
  limit: OrderLimit & { slotLimit?: number },
  db?: Db,
): Promise<InsertOutcome> {
  const database = await store(db);
  const { scheduledFor } = order;
  const slotLimit = scheduledFor === undefined ? undefined : limit.slotLimit;
  const outcome = await database.transaction().execute(async (trx): Promise<InsertOutcome> => {
    // Two instances taking the last place of a quarter hour decide one after the other.
    const slot = slotLimit === undefined ? [] : [`order-slot:${scheduledFor}`];
    await serialize(trx, [`order-key:${hashes.keyHash}`, `order-address:${address}`, ...slot]);
    const known = await knownByKey(trx, hashes.keyHash);
    if (known) return { status: 'known', order: known };
    if (await isWithdrawn(trx, hashes.keyHash)) return { status: 'withdrawn' };
    if (slotLimit !== undefined && scheduledFor !== undefined && ((await slotCounts(scheduledFor, scheduledFor, trx)).get(scheduledFor) ?? 0) >= slotLimit) {
      return { status: 'full' };
    }
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
        user_id: order.userId ?? null,
        scheduled_for: scheduledFor ?? null,
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
