import 'server-only';
import { MAX_ORDER_SUBSCRIPTIONS, ORDER_PUSH_TTL_MS } from '@/lib/push/notice';
import type { PushSubscriptionBody } from '@/lib/push/subscription';
import { isFinal, type OrderStatus } from '@/lib/order/status';
import { getDb, type Db } from './index';

// Web Push's records (docs/push.md): the VAPID key pair, the same on every instance because it
// lives here, and the browsers to ring. A customer's subscription belongs to one order and dies
// with it (delivered, cancelled, a day old, erased); an owner's belongs to a device of the
// account (lib/db/devices.ts) and goes with it, or when the push service says it is gone.

export type VapidKeys = { publicKey: string; privateKey: string };
/** Where a push goes: the browser's endpoint and the keys its payload is encrypted for. */
export type PushTarget = { id: number; endpoint: string; keys: { p256dh: string; auth: string } };

/** How long the followers of a delivered or cancelled order are kept: past the board's "Deshacer". */
const FINAL_KEEP_MS = 10 * 60_000;

const store = async (db?: Db) => db ?? (await getDb());

/** The stored key pair, or `generate`'s stored first (the first instance to ask wins; the others read it). */
export async function vapidKeys(generate: () => VapidKeys, db?: Db): Promise<VapidKeys> {
  const database = await store(db);
  const read = () => database.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = generate();
    await database
      .insertInto('push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('[push] the VAPID keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

type Subscribed = { ok: true } | { ok: false; reason: 'closed' | 'unknown' };

/**
 * The customer's "Avísame" for the order of `tokenHash`: kept until the order is delivered or
 * cancelled, and a day at most; the same browser again replaces its subscription, and an order
 * keeps its MAX_ORDER_SUBSCRIPTIONS newest.
 */
export async function subscribeToOrder(tokenHash: string, subscription: PushSubscriptionBody, now: number, db?: Db): Promise<Subscribed> {
  return (await store(db)).transaction().execute(async (trx): Promise<Subscribed> => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!order) return { ok: false, reason: 'unknown' };
    if (isFinal(order.status as OrderStatus)) return { ok: false, reason: 'closed' };
    const orderId = Number(order.id);
    await trx.deleteFrom('push_subscriptions').where('order_id', '=', orderId).where('endpoint', '=', subscription.endpoint).execute();
    await trx
      .insertInto('push_subscriptions')
      .values({ ...columns(subscription), order_id: orderId, created_at: now, expires_at: now + ORDER_PUSH_TTL_MS })
      .execute();
    const keep = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_ORDER_SUBSCRIPTIONS);
    await trx
      .deleteFrom('push_subscriptions')
      .where('order_id', '=', orderId)
      .where('id', 'not in', (eb) => eb.selectFrom(keep.as('kept')).select('kept.id'))
      .execute();
    return { ok: true };
  });
}

/** "Dejar de avisar": this browser's subscription to the order goes; false when the order is unknown. */
export async function unsubscribeFromOrder(tokenHash: string, endpoint: string, db?: Db): Promise<boolean> {
  const database = await store(db);
  const order = await database.selectFrom('orders').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!order) return false;
  await database.deleteFrom('push_subscriptions').where('order_id', '=', Number(order.id)).where('endpoint', '=', endpoint).execute();
  return true;
}

/** The owner's device rings for new orders: one subscription per device, the latest replacing the last. */
export async function subscribeDevice(deviceId: string, subscription: PushSubscriptionBody, now: number, db?: Db): Promise<void> {
  await (await store(db)).transaction().execute(async (trx) => {
    await trx.deleteFrom('push_subscriptions').where('device_id', '=', deviceId).execute();
    await trx
      .insertInto('push_subscriptions')
      .values({ ...columns(subscription), device_id: deviceId, created_at: now, expires_at: null })
      .execute();
  });
}

/** The device stops ringing ("Quitar avisos" in Mi cuenta, or the board on that device). */
export async function unsubscribeDevice(deviceId: string, db?: Db): Promise<void> {
  await (await store(db)).deleteFrom('push_subscriptions').where('device_id', '=', deviceId).execute();
}

/** Which of the account's devices ring for new orders (Mi cuenta > Dispositivos). */
export async function devicesWithPush(userId: number, db?: Db): Promise<Set<string>> {
  const rows = await (
    await store(db)
  )
    .selectFrom('push_subscriptions')
    .innerJoin('devices', 'devices.id', 'push_subscriptions.device_id')
    .select('devices.id')
    .where('devices.user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The browsers following the order that are still live at `now`. */
export async function orderTargets(orderId: number, now: number, db?: Db): Promise<PushTarget[]> {
  const rows = await (
    await store(db)
  )
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('order_id', '=', orderId)
    .where('expires_at', '>', now)
    .execute();
  return rows.map(target);
}

/** Every owner's devices that ring for new orders (an account no longer an owner's rings no more). */
export async function ownerTargets(db?: Db): Promise<PushTarget[]> {
  const rows = await (
    await store(db)
  )
    .selectFrom('push_subscriptions')
    .innerJoin('devices', 'devices.id', 'push_subscriptions.device_id')
    .innerJoin('users', 'users.id', 'devices.user_id')
    .select(['push_subscriptions.id', 'push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
    .where('users.role', '=', 'owner')
    .execute();
  return rows.map(target);
}

/** The push service answered 404/410: that subscription is gone for good. */
export async function forgetSubscription(id: number, db?: Db): Promise<void> {
  await (await store(db)).deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * The hourly clean-up (lib/db/order-jobs.ts): customers' subscriptions past their day, and those of
 * orders delivered or cancelled (kept until then only for "Deshacer", which brings an order back).
 */
export async function pruneOrderSubscriptions(now: number, db?: Db): Promise<void> {
  const database = await store(db);
  await database.deleteFrom('push_subscriptions').where('expires_at', '<=', now).execute();
  await database
    .deleteFrom('push_subscriptions')
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', 'in', ['entregado', 'cancelado'])
        .where('updated_at', '<=', now - FINAL_KEEP_MS),
    )
    .execute();
}

const columns = (subscription: PushSubscriptionBody) => ({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
const target = (row: { id: number; endpoint: string; p256dh: string; auth: string }): PushTarget => ({
  id: Number(row.id),
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
});
