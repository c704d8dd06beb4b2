import 'server-only';
import { getDb, type Db } from './index';

// The browsers an account signed in from (the device cookie, lib/auth/device.ts), by the hash of
// their cookie. A device row lets its browser past the account's guessing budget; deleting the
// rows (password change, "Cerrar sesión en todos los dispositivos", an owner reset, the account's
// deletion by cascade) takes that away.

export interface Device {
  id: string;
  label: string;
  createdAt: number;
  lastSeenAt: number;
}

/** Devices unused this long are forgotten; an account keeps at most MAX_DEVICES. */
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_DEVICES = 20;

/** Records a new device for the account; forgets its stale and its oldest devices beyond the limit. */
export async function addDevice(userId: number, id: string, label: string, now: number, db?: Db): Promise<void> {
  await (db ?? (await getDb())).transaction().execute(async (trx) => {
    await trx.insertInto('devices').values({ id, user_id: userId, label, created_at: now, last_seen_at: now }).execute();
    await trx
      .deleteFrom('devices')
      .where('user_id', '=', userId)
      .where('last_seen_at', '<=', now - DEVICE_TTL_MS)
      .execute();
    await trx
      .deleteFrom('devices')
      .where('user_id', '=', userId)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('devices').select('id').where('user_id', '=', userId).orderBy('last_seen_at', 'desc').orderBy('created_at', 'desc').limit(MAX_DEVICES),
      )
      .execute();
  });
}

/** The account a device belongs to, while it is recorded and not stale; null otherwise. */
export async function deviceOwner(id: string, now: number, db?: Db): Promise<number | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('devices')
    .select('user_id')
    .where('id', '=', id)
    .where('last_seen_at', '>', now - DEVICE_TTL_MS)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function touchDevice(id: string, now: number, db?: Db): Promise<void> {
  await (db ?? (await getDb())).updateTable('devices').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** The account's devices, the most recently used first. */
export async function listDevices(userId: number, db?: Db): Promise<Device[]> {
  const rows = await (db ?? (await getDb()))
    .selectFrom('devices')
    .select(['id', 'label', 'created_at as createdAt', 'last_seen_at as lastSeenAt'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row }));
}

/** Forgets every device of the account but `keep` (the browser asking, when it should stay). */
export async function forgetDevices(userId: number, keep: string | null = null, db?: Db): Promise<number> {
  let query = (db ?? (await getDb())).deleteFrom('devices').where('user_id', '=', userId);
  if (keep !== null) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
