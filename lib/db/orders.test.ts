import { beforeEach, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import type { PricedOrder } from '@/lib/order/record';
import { erasureCutoff } from '@/lib/order/retention';
import { WITHDRAWN_REASON } from '@/lib/order/status';
import { storedOrder, teLine } from '@/test-fixtures/orders';
import { describeEachEngine } from '@/test-fixtures/stores';
import type { Db } from './index';
import { runOrderJobs } from './order-jobs';
import { createUser } from './users';
import {
  accountOrders,
  addReadyTime,
  boardOrder,
  boardOrders,
  eraseOrdersUpTo,
  insertOrder,
  markSinpePaid,
  moveOrder,
  orderById,
  orderByKey,
  orderByToken,
  ordersBetween,
  pruneOrderAttempts,
  reportSinpePayment,
  slotCounts,
  subscribeToOrders,
  withdrawOrder,
  type OrderHashes,
} from './orders';

const T0 = costaRicaInstant(2026, 12, 5, 14, 5);
const MINUTE = 60_000;
const limit = { perAddress: 3, windowMs: 10 * MINUTE };
const vara = { id: 1, nombre: 'Vara' };
const NOT_FOUND = 'Ese pedido no existe.';

/** Ana's order as priceOrder makes it (the fixture without what only the store adds). */
function priced(changes: Partial<PricedOrder> = {}): PricedOrder {
  const order: Partial<ReturnType<typeof storedOrder>> = storedOrder();
  delete order.status;
  delete order.cancelReason;
  delete order.erasedAt;
  return { ...(order as PricedOrder), ...changes };
}
let counter = 0;
const hashes = (name = `k${(counter += 1)}`): OrderHashes => ({ keyHash: `key-${name}`, tokenHash: `token-${name}`, fingerprint: `print-${name}` });

async function created(db: Db, order: PricedOrder & { userId?: number } = priced(), identity = hashes(), address = 'a1'): Promise<number> {
  const outcome = await insertOrder(order, identity, address, limit, db);
  if (outcome.status !== 'created') throw new Error(`expected a new order, got ${outcome.status}`);
  return outcome.id;
}

describeEachEngine('the orders', (store) => {
  let db: Db;
  let open: () => Promise<Db>;
  beforeEach(async () => {
    ({ db, open } = await store.fresh());
  });
  // SQLite's second instance would be a second process (one process waiting on the file's lock
  // would block its own event loop): there concurrent calls go through one store.
  const secondInstance = () => (store.engine === 'postgres' ? open() : Promise.resolve(db));

  it('keeps an order exactly as priced: lines, choices, extras, notes, totals; new orders start as "nuevo"', async () => {
    const id = await created(db, priced(), hashes('ana'));
    expect(await orderById(id, db)).toEqual({ ...storedOrder(), id, updatedAt: T0, channel: 'web' });
    expect(await orderByToken('token-ana', db)).toMatchObject({ id, reference: 'K7Q2P' });
    expect(await orderByToken('token-nobody', db)).toBeNull();
    expect(await orderById(id + 100, db)).toBeNull();
    const table = await created(
      db,
      priced({ fulfilment: { type: 'mesa', table: 7 }, payment: { method: 'sinpe' }, change: null, lines: [teLine({ quantity: 3 })] }),
    );
    expect(await orderById(table, db)).toMatchObject({
      fulfilment: { type: 'mesa', table: 7 },
      payment: { method: 'sinpe' },
      change: null,
      lines: [teLine({ quantity: 3 })],
    });
    // The site's unless the owner recorded it ("Nuevo pedido") with its channel.
    const counter = await created(db, priced({ channel: 'mostrador' }));
    expect(await orderById(counter, db)).toMatchObject({ channel: 'mostrador' });
  });

  it('finds a retry by its key, and the same key twice is one order even when both posts race', async () => {
    const id = await created(db, priced(), hashes('same'));
    expect(await orderByKey('key-same', db)).toEqual({ id, reference: 'K7Q2P', fingerprint: 'print-same', tokenHash: 'token-same', withdrawn: false });
    expect(await orderByKey('key-other', db)).toBeNull();
    expect(await insertOrder(priced(), hashes('same'), 'a2', limit, db)).toEqual({
      status: 'known',
      order: { id, reference: 'K7Q2P', fingerprint: 'print-same', tokenHash: 'token-same', withdrawn: false },
    });

    // Two instances receive the same post at once.
    const other = await secondInstance();
    const both = await Promise.all([insertOrder(priced(), hashes('race'), 'a3', limit, db), insertOrder(priced(), hashes('race'), 'a3', limit, other)]);
    expect(both.map((outcome) => outcome.status).sort()).toEqual(['created', 'known']);
    expect(await ordersBetween(T0, T0 + 1, db)).toHaveLength(2);
  });

  it('references repeat: two orders may carry the same one', async () => {
    await created(db, priced({ reference: 'AAAAA' }));
    await created(db, priced({ reference: 'AAAAA' }));
    expect((await ordersBetween(T0, T0 + 1, db)).map((order) => order.reference)).toEqual(['AAAAA', 'AAAAA']);
  });

  it('limits the orders per address in the window, across instances and in a burst, and forgets old counts', async () => {
    const other = await secondInstance();
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => insertOrder(priced(), hashes(), 'busy', limit, i % 2 ? other : db)));
    expect(burst.filter((outcome) => outcome.status === 'created')).toHaveLength(3);
    const refused = burst.find((outcome) => outcome.status === 'limited');
    expect(refused).toEqual({ status: 'limited', retryAfterMs: limit.windowMs });
    // Another address is not affected; the same one is let in once the window has passed.
    expect((await insertOrder(priced(), hashes(), 'calm', limit, db)).status).toBe('created');
    expect((await insertOrder(priced({ createdAt: T0 + limit.windowMs }), hashes(), 'busy', limit, db)).status).toBe('created');
    await pruneOrderAttempts(T0 + limit.windowMs, db);
    const left = await db.selectFrom('order_attempts').select('address').execute();
    expect(left).toEqual([{ address: 'busy' }]);
  });

  it('withdraws an order the customer did not send: a post arriving after is refused, one stored before is cancelled, one in the kitchen stays', async () => {
    // Withdrawn before its post arrives: the post is refused, whichever instance takes it.
    expect(await withdrawOrder('key-late', T0, 'a1', limit, db)).toEqual({ status: 'withheld' });
    expect(await insertOrder(priced(), hashes('late'), 'a1', limit, await secondInstance())).toEqual({ status: 'withdrawn' });
    expect(await orderByKey('key-late', db)).toBeNull();
    // Asked again (a retry of the withdrawal): the same answer, one row.
    expect(await withdrawOrder('key-late', T0 + 1, 'a1', limit, db)).toEqual({ status: 'withheld' });
    expect(await db.selectFrom('order_withdrawals').select('key_hash').execute()).toEqual([{ key_hash: 'key-late' }]);
    // Remembering keys is a write for anyone: it counts against the address's limit.
    await withdrawOrder('key-2', T0, 'flood', limit, db);
    await created(db, priced(), hashes(), 'flood');
    await withdrawOrder('key-3', T0, 'flood', limit, db);
    expect(await withdrawOrder('key-4', T0, 'flood', limit, db)).toEqual({ status: 'limited', retryAfterMs: limit.windowMs });

    // Stored before the withdrawal: cancelled, with the customer as its author; a repeat changes nothing.
    const id = await created(db, priced(), hashes('early'));
    expect(await withdrawOrder('key-early', T0 + 2000, 'a1', limit, db)).toEqual({ status: 'cancelled', id });
    const cancelled = await boardOrder(id, db);
    expect(cancelled).toMatchObject({ status: 'cancelado', cancelReason: WITHDRAWN_REASON });
    expect(cancelled?.changes).toEqual([{ from: 'nuevo', to: 'cancelado', reason: WITHDRAWN_REASON, at: T0 + 2000, by: { id: 0, nombre: 'Cliente' } }]);
    expect(await withdrawOrder('key-early', T0 + 3000, 'a1', limit, db)).toEqual({ status: 'cancelled', id });
    expect((await boardOrder(id, db))?.changes).toHaveLength(1);
    // A retry of its post finds it withdrawn.
    expect(await orderByKey('key-early', db)).toMatchObject({ id, withdrawn: true });

    // The kitchen has started on it: it stays as it is.
    const cooking = await created(db, priced(), hashes('cooking'));
    await moveOrder(cooking, { to: 'preparando' }, vara, T0 + 1000, NOT_FOUND, db);
    expect(await withdrawOrder('key-cooking', T0 + 2000, 'a1', limit, db)).toEqual({ status: 'kept', id: cooking });
    expect(await orderById(cooking, db)).toMatchObject({ status: 'preparando' });
  });

  it('a withdrawal racing its post on two instances: either the order is cancelled or it is never stored', async () => {
    const other = await secondInstance();
    const [withdrawn, inserted] = await Promise.all([
      withdrawOrder('key-race', T0, 'a1', limit, db),
      insertOrder(priced(), hashes('race'), 'a1', limit, other),
    ]);
    if (inserted.status === 'created') expect(withdrawn).toEqual({ status: 'cancelled', id: inserted.id });
    else expect([withdrawn, inserted]).toEqual([{ status: 'withheld' }, { status: 'withdrawn' }]);
    expect((await ordersBetween(T0, T0 + 1, db)).filter((order) => order.status !== 'cancelado')).toEqual([]);
  });

  it("the board: today's orders newest first, and yesterday's only while still open", async () => {
    const today = costaRicaInstant(2026, 12, 5);
    const yesterdayOpen = await created(db, priced({ createdAt: today - 2 * 60 * MINUTE, reference: 'OPEN2' }));
    const yesterdayDone = await created(db, priced({ createdAt: today - 60 * MINUTE, reference: 'DONE2' }));
    await moveOrder(yesterdayDone, { to: 'entregado' }, vara, today - 30 * MINUTE, NOT_FOUND, db);
    await created(db, priced({ createdAt: today - 3 * 24 * 60 * MINUTE, reference: 'OLDER' }));
    const first = await created(db, priced({ createdAt: today + 60 * MINUTE, reference: 'FIRST' }));
    const second = await created(db, priced({ createdAt: today + 90 * MINUTE, reference: 'SECND' }));
    await moveOrder(first, { to: 'cancelado', reason: 'Sin fresas' }, vara, today + 100 * MINUTE, NOT_FOUND, db);
    const board = await boardOrders(today, today - 24 * 60 * MINUTE, db);
    expect(board.map((order) => [order.id, order.reference])).toEqual([
      [second, 'SECND'],
      [first, 'FIRST'],
      [yesterdayOpen, 'OPEN2'],
    ]);
    expect(board[1]).toMatchObject({
      status: 'cancelado',
      cancelReason: 'Sin fresas',
      changes: [{ from: 'nuevo', to: 'cancelado', reason: 'Sin fresas', by: vara }],
    });
  });

  it('orders for later: kept with their quarter hour, on the board however far ahead, and "Pedidos por franja" holds across instances', async () => {
    const at = costaRicaInstant(2026, 12, 5, 16, 30);
    const slotLimit = { ...limit, perAddress: 100, slotLimit: 2 };
    const other = await secondInstance();
    // Three posts for the last two places of 4:30 at once, through two instances: two get them.
    const race = await Promise.all([0, 1, 2].map((i) => insertOrder(priced({ scheduledFor: at, readyAt: at }), hashes(), 'a1', slotLimit, i % 2 ? other : db)));
    expect(race.map((outcome) => outcome.status).sort()).toEqual(['created', 'created', 'full']);
    expect(await slotCounts(at, at, db)).toEqual(new Map([[at, 2]]));
    const [first] = race.filter((outcome) => outcome.status === 'created') as Array<{ id: number }>;
    expect(await orderById(first!.id, db)).toMatchObject({ scheduledFor: at, readyAt: at });
    // A cancelled one frees its place; a message already sent (no limit) is kept whatever the count.
    await moveOrder(first!.id, { to: 'cancelado', reason: 'No viene' }, vara, T0 + MINUTE, NOT_FOUND, db);
    expect((await insertOrder(priced({ scheduledFor: at }), hashes(), 'a1', slotLimit, db)).status).toBe('created');
    expect((await insertOrder(priced({ scheduledFor: at }), hashes(), 'a1', slotLimit, db)).status).toBe('full');
    expect((await insertOrder(priced({ scheduledFor: at }), hashes(), 'a1', { ...limit, perAddress: 100 }, db)).status).toBe('created');
    // "Lo antes posible" is never held by the slots.
    expect((await insertOrder(priced(), hashes(), 'a1', slotLimit, db)).status).toBe('created');
    expect(await slotCounts(at - 15 * MINUTE, at + 15 * MINUTE, db)).toEqual(new Map([[at, 3]]));

    // Taken three days before for Monday: on the board from the day it was taken until it is done.
    const monday = costaRicaInstant(2026, 12, 7, 11, 15);
    const early = await created(db, priced({ createdAt: costaRicaInstant(2026, 12, 2, 12), scheduledFor: monday, reference: 'LATER' }), hashes(), 'a9');
    const mondayBoard = await boardOrders(costaRicaInstant(2026, 12, 7), costaRicaInstant(2026, 12, 6), db);
    expect(mondayBoard.map((order) => order.id)).toContain(early);
    await moveOrder(early, { to: 'cancelado', reason: 'Cambió de planes' }, vara, T0, NOT_FOUND, db);
    expect((await boardOrders(costaRicaInstant(2026, 12, 7), costaRicaInstant(2026, 12, 6), db)).map((order) => order.id)).not.toContain(early);
  });

  it('moves an order forward with who and when, refuses going back two steps or leaving Cancelado, and a second tap is no change', async () => {
    const id = await created(db);
    expect(await moveOrder(id, { to: 'listo' }, vara, T0 + MINUTE, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await moveOrder(id, { to: 'listo' }, { id: 2, nombre: 'Ana' }, T0 + 2 * MINUTE, NOT_FOUND, db)).toEqual({ ok: true, changed: false });
    expect(await moveOrder(id, { to: 'nuevo' }, vara, T0 + 3 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: false, status: 409 });
    expect(await moveOrder(id, { to: 'preparando' }, vara, T0 + 3 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await moveOrder(id, { to: 'cancelado' }, vara, T0 + 3 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: false, status: 400 });
    expect(await moveOrder(id, { to: 'cancelado', reason: 'Se fue la luz' }, vara, T0 + 4 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await moveOrder(id, { to: 'entregado' }, vara, T0 + 5 * MINUTE, NOT_FOUND, db)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Este pedido está cancelado: ya no se puede cambiar.',
    });
    expect(await moveOrder(id + 100, { to: 'listo' }, vara, T0, NOT_FOUND, db)).toEqual({ ok: false, status: 404, message: NOT_FOUND });
    expect(await boardOrder(id, db)).toMatchObject({
      status: 'cancelado',
      cancelReason: 'Se fue la luz',
      updatedAt: T0 + 4 * MINUTE,
      changes: [
        { from: 'nuevo', to: 'listo', reason: '', at: T0 + MINUTE, by: vara },
        { from: 'listo', to: 'preparando', reason: '', at: T0 + 3 * MINUTE, by: vara },
        { from: 'preparando', to: 'cancelado', reason: 'Se fue la luz', at: T0 + 4 * MINUTE, by: vara },
      ],
    });
  });

  it('"Listo aprox.": stored with the order; "+5"/"+15" move it later (from now once passed) while in the making', async () => {
    const messages = { notFound: NOT_FOUND, notInTheMaking: 'No.' };
    const id = await created(db, priced({ createdAt: T0, readyAt: T0 + 20 * MINUTE }));
    expect((await boardOrder(id, db))!.readyAt).toBe(T0 + 20 * MINUTE);
    expect(await addReadyTime(id, 15, T0 + MINUTE, messages, db)).toEqual({ ok: true, readyAt: T0 + 35 * MINUTE });
    expect(await addReadyTime(id, 5, T0 + 50 * MINUTE, messages, db)).toEqual({ ok: true, readyAt: T0 + 55 * MINUTE });
    expect((await boardOrder(id, db))!.readyAt).toBe(T0 + 55 * MINUTE);
    await moveOrder(id, { to: 'listo' }, vara, T0 + 56 * MINUTE, NOT_FOUND, db);
    expect(await addReadyTime(id, 5, T0 + 57 * MINUTE, messages, db)).toEqual({ ok: false, status: 409, message: 'No.' });
    expect(await addReadyTime(id + 100, 5, T0, messages, db)).toEqual({ ok: false, status: 404, message: NOT_FOUND });
    // An order from before estimates has none until the owner adds time.
    const old = await created(db, priced({ createdAt: T0 }));
    expect((await boardOrder(old, db))!.readyAt).toBeUndefined();
    expect(await addReadyTime(old, 5, T0 + MINUTE, messages, db)).toEqual({ ok: true, readyAt: T0 + 6 * MINUTE });
  });

  it('SINPE Móvil: the number kept, "Ya pagué" stores the reference (replaced until paid), "Marcar pagado" and back; others refused', async () => {
    const messages = { notFound: NOT_FOUND, notSinpe: 'No es SINPE.', cancelled: 'Cancelado.', tooSoon: 'Espera.' };
    const id = await created(db, priced({ payment: { method: 'sinpe', number: '88887777' }, change: null }), hashes('sinpe'));
    expect((await orderById(id, db))!.payment).toEqual({ method: 'sinpe', number: '88887777' });

    const reported = await reportSinpePayment('token-sinpe', '12345678', T0 + MINUTE, messages, db);
    expect(reported).toMatchObject({
      ok: true,
      changed: true,
      order: { id, updatedAt: T0 + MINUTE, payment: { method: 'sinpe', number: '88887777', reference: '12345678' } },
    });
    // The same again changes nothing (the status page is not woken); another replaces it.
    expect(await reportSinpePayment('token-sinpe', '12345678', T0 + 2 * MINUTE, messages, db)).toMatchObject({ ok: true, changed: false });
    expect(await reportSinpePayment('token-sinpe', '4521', T0 + 2 * MINUTE, messages, db)).toMatchObject({
      ok: true,
      changed: true,
      order: { payment: { reference: '4521' } },
    });
    // Each change wakes the board: another one 10 s later waits out the 30 s.
    expect(await reportSinpePayment('token-sinpe', '7777', T0 + 2 * MINUTE + 10_000, messages, db)).toEqual({
      ok: false,
      status: 429,
      message: 'Espera.',
      retryAfterMs: 20_000,
    });

    expect(await markSinpePaid(id, true, T0 + 3 * MINUTE, messages, db)).toMatchObject({
      ok: true,
      changed: true,
      order: { updatedAt: T0 + 3 * MINUTE, payment: { reference: '4521', paidAt: T0 + 3 * MINUTE } },
    });
    expect(await markSinpePaid(id, true, T0 + 4 * MINUTE, messages, db)).toMatchObject({ ok: true, changed: false });
    // Paid: a late "Ya pagué" keeps the reference the owner checked.
    expect(await reportSinpePayment('token-sinpe', '9999', T0 + 5 * MINUTE, messages, db)).toMatchObject({
      ok: true,
      changed: false,
      order: { payment: { reference: '4521' } },
    });
    // A mis-tap taken back.
    expect(await markSinpePaid(id, false, T0 + 6 * MINUTE, messages, db)).toMatchObject({ ok: true, changed: true });
    expect((await boardOrder(id, db))!.payment).toEqual({ method: 'sinpe', number: '88887777', reference: '4521' });

    expect(await reportSinpePayment('token-nobody', '4521', T0, messages, db)).toEqual({ ok: false, status: 404, message: NOT_FOUND });
    expect(await markSinpePaid(id + 100, true, T0, messages, db)).toEqual({ ok: false, status: 404, message: NOT_FOUND });
    const cash = await created(db, priced(), hashes('cash'));
    expect(await markSinpePaid(cash, true, T0, messages, db)).toEqual({ ok: false, status: 409, message: 'No es SINPE.' });
    expect(await reportSinpePayment('token-cash', '4521', T0, messages, db)).toEqual({ ok: false, status: 409, message: 'No es SINPE.' });
    await moveOrder(id, { to: 'cancelado', reason: 'Sin fresa' }, vara, T0 + 7 * MINUTE, NOT_FOUND, db);
    expect(await reportSinpePayment('token-sinpe', '4521', T0 + 8 * MINUTE, messages, db)).toEqual({ ok: false, status: 409, message: 'Cancelado.' });
  });

  it('"Deshacer" takes the last move back while it is recent, from Entregado and Cancelado too, with who and when', async () => {
    const id = await created(db);
    expect(await moveOrder(id, { to: 'entregado' }, vara, T0 + MINUTE, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await moveOrder(id, { to: 'nuevo' }, { id: 2, nombre: 'Ana' }, T0 + MINUTE + 5000, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await moveOrder(id, { to: 'cancelado', reason: 'Se fue la luz' }, vara, T0 + 2 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    // A minute later the cancellation stands.
    expect(await moveOrder(id, { to: 'nuevo' }, vara, T0 + 3 * MINUTE, NOT_FOUND, db)).toMatchObject({ ok: false, status: 409 });
    expect(await moveOrder(id, { to: 'nuevo' }, vara, T0 + 2 * MINUTE + 8000, NOT_FOUND, db)).toMatchObject({ ok: true, changed: true });
    expect(await boardOrder(id, db)).toMatchObject({
      status: 'nuevo',
      cancelReason: '',
      changes: [
        { from: 'nuevo', to: 'entregado', by: vara },
        { from: 'entregado', to: 'nuevo', by: { id: 2, nombre: 'Ana' }, at: T0 + MINUTE + 5000 },
        { from: 'nuevo', to: 'cancelado', reason: 'Se fue la luz' },
        { from: 'cancelado', to: 'nuevo', reason: '' },
      ],
    });
  });

  it('two owners moving one order at once through two instances make one change', async () => {
    const id = await created(db);
    const other = await secondInstance();
    const both = await Promise.all([
      moveOrder(id, { to: 'listo' }, vara, T0 + MINUTE, NOT_FOUND, db),
      moveOrder(id, { to: 'listo' }, { id: 2, nombre: 'Ana' }, T0 + MINUTE, NOT_FOUND, other),
    ]);
    expect(both.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
    expect((await boardOrder(id, db))!.changes).toHaveLength(1);
  });

  it("announces new orders and moves to every instance, with the order's id", async () => {
    const other = await open();
    const heard: Array<number | null> = [];
    const unsubscribe = await subscribeToOrders((id) => heard.push(id), other);
    const id = await created(db);
    await moveOrder(id, { to: 'listo' }, vara, T0 + MINUTE, NOT_FOUND, db);
    await moveOrder(id, { to: 'listo' }, vara, T0 + MINUTE, NOT_FOUND, db); // no change, no message
    await expect.poll(() => heard, { timeout: 20_000 }).toEqual([id, id]);
    unsubscribe();
  });

  it('erases the personal data of orders 90 days old, keeps what the summary needs, and ends their links', async () => {
    const now = T0 + 91 * 24 * 60 * MINUTE;
    const old = await created(db, priced(), hashes('old'));
    await moveOrder(old, { to: 'cancelado', reason: 'Ana no contestó' }, vara, T0 + MINUTE, NOT_FOUND, db);
    const recent = await created(db, priced({ createdAt: now - MINUTE }), hashes('recent'));
    expect(await eraseOrdersUpTo(erasureCutoff(now), now, db)).toBe(1);
    expect(await eraseOrdersUpTo(erasureCutoff(now), now + 1, db)).toBe(0);
    const erased = (await boardOrder(old, db))!;
    expect(erased).toMatchObject({
      customer: '',
      fulfilment: { type: 'domicilio', address: '', landmark: '', phone: '' },
      cancelReason: '',
      erasedAt: now,
      total: 7800,
      status: 'cancelado',
      payment: { method: 'efectivo', cashAmount: 10000 },
    });
    expect(erased.lines.map((line) => [line.name, line.quantity, line.lineTotal, line.note])).toEqual([
      ['Capiberry', 2, 6500, ''],
      ['Té', 1, 800, ''],
    ]);
    expect(erased.changes.map((change) => change.reason)).toEqual(['']);
    expect(await orderByToken('token-old', db)).toBeNull();
    expect(await orderById(recent, db)).toMatchObject({ customer: 'Ana Pérez', erasedAt: null });
  });

  it('an order that got its answer is there after the store is closed and opened again', async () => {
    const id = await created(db, priced(), hashes('kept'));
    const again = await open();
    expect(await orderByToken('token-kept', again)).toMatchObject({ id, total: 7800 });
  });

  it('the hourly job erases at 90 days, not a day before, and forgets the per-address counts and the withdrawals past their time', async () => {
    const DAY = 24 * 60 * MINUTE;
    const id = await created(db, priced(), hashes('job'), 'job-address');
    await withdrawOrder('key-gone', T0, 'a1', limit, db);
    await runOrderJobs(T0 + DAY, db);
    expect(await db.selectFrom('order_withdrawals').select('key_hash').execute()).toEqual([{ key_hash: 'key-gone' }]);
    await runOrderJobs(T0 + 2 * DAY + 1, db);
    expect(await db.selectFrom('order_withdrawals').select('key_hash').execute()).toEqual([]);
    expect(await runOrderJobs(T0 + 89 * DAY, db)).toEqual({ erased: 0 });
    expect(await orderById(id, db)).toMatchObject({ customer: 'Ana Pérez', erasedAt: null });
    expect(await db.selectFrom('order_attempts').select('address').execute()).toEqual([]);
    expect(await runOrderJobs(T0 + 90 * DAY, db)).toEqual({ erased: 1 });
    expect(await orderById(id, db)).toMatchObject({ customer: '', total: 7800, erasedAt: T0 + 90 * DAY });
  });

  it("keeps the account an order was sent from: Mi cuenta lists its last ones, newest first, without withdrawn or erased ones; the account's deletion keeps the orders", async () => {
    const made = await createUser({ nombre: 'Marta', apellido: 'R', correo: 'marta@example.com', passwordHash: 'x' }, db);
    if (!made.ok) throw new Error('user');
    const marta = made.user.id;
    const first = await created(db, { ...priced({ reference: 'AAAAA', createdAt: T0 }), userId: marta }, hashes(), 'm1');
    await created(db, { ...priced({ reference: 'CCCCC', createdAt: T0 + MINUTE }) }, hashes(), 'm2');
    const withdrawn = hashes();
    await created(db, { ...priced({ reference: 'DDDDD', createdAt: T0 + 2 * MINUTE }), userId: marta }, withdrawn, 'm3');
    expect((await withdrawOrder(withdrawn.keyHash, T0 + 3 * MINUTE, 'a1', limit, db)).status).toBe('cancelled');
    await created(db, { ...priced({ reference: 'EEEEE', createdAt: T0 + 4 * MINUTE }), userId: marta }, hashes(), 'm4');
    await created(db, { ...priced({ reference: 'FFFFF', createdAt: T0 + 5 * MINUTE }), userId: marta }, hashes(), 'm5');
    expect((await accountOrders(marta, 3, db)).map((order) => order.reference)).toEqual(['FFFFF', 'EEEEE', 'AAAAA']);
    expect((await accountOrders(marta, 2, db)).map((order) => order.reference)).toEqual(['FFFFF', 'EEEEE']);

    await eraseOrdersUpTo(T0 + 30_000, T0 + 90 * 24 * 60 * MINUTE, db);
    expect((await accountOrders(marta, 3, db)).map((order) => order.reference)).toEqual(['FFFFF', 'EEEEE']);
    await db.deleteFrom('users').where('id', '=', marta).execute();
    expect(await orderById(first, db)).not.toBeNull();
    expect(await accountOrders(marta, 3, db)).toEqual([]);
  });
});
