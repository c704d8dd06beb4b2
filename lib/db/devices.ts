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
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export const MAX_DEVICES = 20;

/** Records a new device for the account; forgets its stale and its oldest devices beyond the limit. */
export function addDevice(userId: number, id: string, label: string, now: number, db: Db = getDb()): void {
  db.transaction(() => {
    db.prepare('INSERT INTO devices (id, user_id, label, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(id, userId, label, now, now);
    db.prepare('DELETE FROM devices WHERE user_id = ? AND last_seen_at <= ?').run(userId, now - DEVICE_TTL_MS);
    db.prepare(
      `DELETE FROM devices WHERE user_id = ? AND id NOT IN
         (SELECT id FROM devices WHERE user_id = ? ORDER BY last_seen_at DESC, created_at DESC LIMIT ?)`,
    ).run(userId, userId, MAX_DEVICES);
  }).immediate();
}

/** The account a device belongs to, while it is recorded and not stale; null otherwise. */
export function deviceOwner(id: string, now: number, db: Db = getDb()): number | null {
  return (
    db.prepare<[string, number], number>('SELECT user_id FROM devices WHERE id = ? AND last_seen_at > ?').pluck().get(id, now - DEVICE_TTL_MS) ?? null
  );
}

export function touchDevice(id: string, now: number, db: Db = getDb()): void {
  db.prepare('UPDATE devices SET last_seen_at = ? WHERE id = ?').run(now, id);
}

/** The account's devices, the most recently used first. */
export function listDevices(userId: number, db: Db = getDb()): Device[] {
  return db
    .prepare<[number], Device>(
      'SELECT id, label, created_at AS createdAt, last_seen_at AS lastSeenAt FROM devices WHERE user_id = ? ORDER BY last_seen_at DESC, created_at DESC',
    )
    .all(userId)
    .map((row) => ({ ...row }));
}

/** Forgets every device of the account but `keep` (the browser asking, when it should stay). */
export function forgetDevices(userId: number, keep: string | null = null, db: Db = getDb()): number {
  return db.prepare('DELETE FROM devices WHERE user_id = ? AND id IS NOT ?').run(userId, keep).changes;
}
