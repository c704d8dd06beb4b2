import { beforeEach, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import type { PricedOrder } from '@/lib/order/record';
import { storedOrder } from '@/test-fixtures/orders';
import { describeEachEngine } from '@/test-fixtures/stores';
import { addDevice } from './devices';
import type { Db } from './index';
import { insertOrder, moveOrder } from './orders';
import {
  devicesWithPush,
  forgetSubscription,
  orderTargets,
  ownerTargets,
  pruneOrderSubscriptions,
  subscribeDevice,
  subscribeToOrder,
  unsubscribeDevice,
  unsubscribeFromOrder,
  vapidKeys,
} from './push';
import { createUser } from './users';

const T0 = costaRicaInstant(2026, 12, 5, 14, 5);
const HOUR = 60 * 60_000;
const vara = { id: 1, nombre: 'Vara' };
const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const browser = (name: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, keys });

function priced(): PricedOrder {
  const order: Partial<ReturnType<typeof storedOrder>> = storedOrder();
  delete order.status;
  delete order.cancelReason;
  delete order.erasedAt;
  return order as PricedOrder;
}

async function order(db: Db, name: string): Promise<number> {
  const outcome = await insertOrder(
    priced(),
    { keyHash: `key-${name}`, tokenHash: `token-${name}`, fingerprint: `print-${name}` },
    'a1',
    { perAddress: 100, windowMs: HOUR },
    db,
  );
  if (outcome.status !== 'created') throw new Error(outcome.status);
  return outcome.id;
}

async function ownerWithDevice(db: Db, correo: string, device: string, role: 'owner' | 'customer' = 'owner'): Promise<number> {
  const created = await createUser({ nombre: 'Vara', apellido: 'D', correo, passwordHash: 'x' }, db);
  if (!created.ok) throw new Error('user');
  await db.updateTable('users').set({ role }).where('id', '=', created.user.id).execute();
  await addDevice(created.user.id, device, 'Chrome en Android', T0, db);
  return created.user.id;
}

const endpoints = (targets: { endpoint: string }[]) => targets.map((target) => target.endpoint.split('/').pop()).sort();

describeEachEngine('web push records', (store) => {
  let db: Db;
  beforeEach(async () => {
    ({ db } = await store.fresh());
  });

  it('keeps one VAPID key pair: the first made wins, every later call (another instance) reads it', async () => {
    const first = await vapidKeys(() => ({ publicKey: 'pub-1', privateKey: 'priv-1' }), db);
    const again = await Promise.all([1, 2, 3].map((n) => vapidKeys(() => ({ publicKey: `pub-${n + 1}`, privateKey: `priv-${n + 1}` }), db)));
    expect(first).toEqual({ publicKey: 'pub-1', privateKey: 'priv-1' });
    expect(again).toEqual([first, first, first]);
  });

  it('a customer follows an order: the same browser replaces its subscription, an order keeps its 5 newest, a day at most', async () => {
    const id = await order(db, 'ana');
    expect(await subscribeToOrder('token-ana', browser('one'), T0, db)).toEqual({ ok: true });
    expect(await subscribeToOrder('token-ana', { ...browser('one'), keys: { ...keys, auth: 'b'.repeat(22) } }, T0 + 1, db)).toEqual({ ok: true });
    expect(await orderTargets(id, T0 + 2, db)).toEqual([
      { id: expect.any(Number), endpoint: browser('one').endpoint, keys: { ...keys, auth: 'b'.repeat(22) } },
    ]);
    for (const name of ['two', 'three', 'four', 'five', 'six']) await subscribeToOrder('token-ana', browser(name), T0 + 10 + name.length, db);
    expect(endpoints(await orderTargets(id, T0 + 100, db))).toEqual(['five', 'four', 'six', 'three', 'two']);
    expect(await orderTargets(id, T0 + 24 * HOUR + 20, db)).toEqual([]);
    expect(await subscribeToOrder('token-nobody', browser('x'), T0, db)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('"Dejar de avisar" removes only this browser; a delivered or cancelled order takes no new follower and loses its own after "Deshacer" can no longer bring it back', async () => {
    const id = await order(db, 'ana');
    await subscribeToOrder('token-ana', browser('one'), T0, db);
    await subscribeToOrder('token-ana', browser('two'), T0, db);
    expect(await unsubscribeFromOrder('token-ana', browser('one').endpoint, db)).toBe(true);
    expect(await unsubscribeFromOrder('token-nobody', browser('one').endpoint, db)).toBe(false);
    expect(endpoints(await orderTargets(id, T0, db))).toEqual(['two']);

    expect((await moveOrder(id, { to: 'cancelado', reason: 'Sin fresas' }, vara, T0 + 60_000, 'no', db)).ok).toBe(true);
    expect(await subscribeToOrder('token-ana', browser('three'), T0 + 61_000, db)).toEqual({ ok: false, reason: 'closed' });
    await pruneOrderSubscriptions(T0 + 2 * 60_000, db);
    expect(endpoints(await orderTargets(id, T0 + 2 * 60_000, db))).toEqual(['two']);
    await pruneOrderSubscriptions(T0 + 12 * 60_000, db);
    expect(await orderTargets(id, T0 + 12 * 60_000, db)).toEqual([]);
  });

  it('the hourly clean-up drops the subscriptions past their day and leaves the others', async () => {
    const old = await order(db, 'old');
    const recent = await order(db, 'recent');
    await subscribeToOrder('token-old', browser('old'), T0, db);
    await subscribeToOrder('token-recent', browser('recent'), T0 + 12 * HOUR, db);
    await pruneOrderSubscriptions(T0 + 25 * HOUR, db);
    const { count } = await db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
    expect(await orderTargets(old, T0 + 25 * HOUR, db)).toEqual([]);
    expect(endpoints(await orderTargets(recent, T0 + 25 * HOUR, db))).toEqual(['recent']);
  });

  it("an owner's devices ring for new orders, one subscription each, until revoked, gone, or the account is no owner's", async () => {
    const owner = await ownerWithDevice(db, 'vara@example.com', 'phone', 'owner');
    await addDevice(owner, 'laptop', 'Firefox en Windows', T0, db);
    await ownerWithDevice(db, 'ana@example.com', 'ana-phone', 'customer');
    await subscribeDevice('phone', browser('old-phone'), T0, db);
    await subscribeDevice('phone', browser('phone'), T0 + 1, db);
    await subscribeDevice('laptop', browser('laptop'), T0, db);
    await subscribeDevice('ana-phone', browser('ana'), T0, db);
    expect(endpoints(await ownerTargets(db))).toEqual(['laptop', 'phone']);
    expect([...(await devicesWithPush(owner, db))].sort()).toEqual(['laptop', 'phone']);

    await unsubscribeDevice('laptop', db);
    const [phone] = await ownerTargets(db);
    if (!phone) throw new Error('the phone no longer rings');
    expect(endpoints([phone])).toEqual(['phone']);
    await forgetSubscription(phone.id, db);
    expect(await ownerTargets(db)).toEqual([]);

    // The device's row going (a password change, "Cerrar sesión en todos los dispositivos") takes its subscription.
    await subscribeDevice('phone', browser('phone'), T0 + 2, db);
    await db.deleteFrom('devices').where('id', '=', 'phone').execute();
    expect(await ownerTargets(db)).toEqual([]);
    expect(await devicesWithPush(owner, db)).toEqual(new Set());
  });
});
