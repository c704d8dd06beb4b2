import 'server-only';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import { getDb, type Db } from './index';
import type { Schema } from './schema';

// The queries of the login and sign-up throttles. The numbers and messages live in
// lib/auth/throttle.ts; here every decision is one transaction that holds the keys it decides on
// (serialize() below), so parallel requests and several instances agree. Times are milliseconds
// since 1970, passed in (tests use a fixed clock).

export interface LoginLimits {
  windowMs: number;
  /** Failed logins for one account from clients without its device cookie. */
  perAccount: number;
  /** Failed logins from one address bucket (IPv4 address or IPv6 /64). */
  perAddress: number;
  /** Failed logins from one trusted device (it skips the two limits above). */
  perDevice: number;
  /** The first lock; each next one doubles, up to maxLockMs. */
  firstLockMs: number;
  maxLockMs: number;
  /** How long after a lock ends the next one still counts as a repeat (and grows). */
  lockMemoryMs: number;
}

export interface LoginClient {
  /** The account's key (a hash of the e-mail). */
  account: string;
  address: string;
  /** The device id from a valid device cookie for this account, or null. */
  device: string | null;
}

export type Refusal = { allowed: false; retryAfterMs: number; limit: 'account' | 'address' | 'device' };
export type LoginStart = { allowed: true; attemptId: number } | Refusal;
export type LoginOutcome = 'success' | 'failure' | 'not-counted';

export function lockDurationMs(level: number, limits: LoginLimits): number {
  return Math.min(limits.firstLockMs * 2 ** Math.max(0, level - 1), limits.maxLockMs);
}

/** When the oldest of the last `limit` attempts leaves the window (times sorted ascending). */
function retryAfter(times: number[], limit: number, windowMs: number, now: number): number {
  return Math.max(1000, times[times.length - limit]! + windowMs - now);
}

interface Lock {
  level: number;
  until: number;
}

type Trx = Transaction<Schema>;

/**
 * Makes the transaction the only one deciding on these keys until it ends. SQLite: nothing to do,
 * its transactions begin IMMEDIATE and hold the file's single write lock. PostgreSQL: an advisory
 * lock per key, released at commit, taken in a fixed order so two transactions never deadlock.
 */
async function serialize(trx: Trx, keys: string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

const accountKey = (account: string) => `login-account:${account}`;

function currentLock(trx: Trx, account: string): Promise<Lock | undefined> {
  return trx.selectFrom('login_locks').select(['level', 'until']).where('account', '=', account).executeTakeFirst();
}

/** Login attempt times (ascending) of an account, address or device after `after`. */
async function loginTimes(trx: Trx, column: 'account' | 'address' | 'device', value: string, after: number, untrustedOnly = false): Promise<number[]> {
  let query = trx.selectFrom('login_attempts').select('at').where(column, '=', value).where('at', '>', after);
  if (untrustedOnly) query = query.where('trusted', '=', 0);
  return (await query.orderBy('at').execute()).map((row) => row.at);
}

async function signupTimes(trx: Trx, address: string, after: number): Promise<number[]> {
  const rows = await trx.selectFrom('signup_attempts').select('at').where('address', '=', address).where('at', '>', after).orderBy('at').execute();
  return rows.map((row) => row.at);
}

/** Locks the account when its untrusted failures reached the limit; returns the new lock. */
async function lockIfDue(trx: Trx, account: string, now: number, limits: LoginLimits): Promise<Lock | null> {
  const previous = await currentLock(trx, account);
  if (previous && previous.until > now) return null;
  // Failures without the device cookie from the window's start or the last lock's end.
  const failures = await loginTimes(trx, 'account', account, Math.max(now - limits.windowMs + 1, previous?.until ?? 0) - 1, true);
  if (failures.length < limits.perAccount) return null;
  const level = previous && previous.until > now - limits.lockMemoryMs ? previous.level + 1 : 1;
  const lock = { level, until: now + lockDurationMs(level, limits) };
  await trx
    .insertInto('login_locks')
    .values({ account, ...lock })
    .onConflict((conflict) => conflict.column('account').doUpdateSet((eb) => ({ level: eb.ref('excluded.level'), until: eb.ref('excluded.until') })))
    .execute();
  return lock;
}

/**
 * Checks the limits and, when allowed, records the attempt as a failure before any hashing (so a
 * burst of parallel guesses cannot slip past); finishLogin() takes it back when it was not one.
 */
export async function beginLogin(client: LoginClient, now: number, limits: LoginLimits, db?: Db): Promise<LoginStart> {
  return (db ?? (await getDb())).transaction().execute(async (trx): Promise<LoginStart> => {
    const since = now - limits.windowMs;
    if (client.device !== null) {
      await serialize(trx, [`login-device:${client.device}`]);
      const recent = await loginTimes(trx, 'device', client.device, since);
      if (recent.length >= limits.perDevice) return { allowed: false, retryAfterMs: retryAfter(recent, limits.perDevice, limits.windowMs, now), limit: 'device' };
    } else {
      await serialize(trx, [`login-address:${client.address}`, accountKey(client.account)]);
      const recent = await loginTimes(trx, 'address', client.address, since);
      if (recent.length >= limits.perAddress) return { allowed: false, retryAfterMs: retryAfter(recent, limits.perAddress, limits.windowMs, now), limit: 'address' };
      const lock = (await lockIfDue(trx, client.account, now, limits)) ?? (await currentLock(trx, client.account));
      if (lock && lock.until > now) return { allowed: false, retryAfterMs: lock.until - now, limit: 'account' };
    }
    const { id } = await trx
      .insertInto('login_attempts')
      .values({ account: client.account, address: client.address, device: client.device, trusted: client.device === null ? 0 : 1, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true, attemptId: Number(id) };
  });
}

/**
 * Settles an attempt: a failure stays counted (and may lock the account), a success or an attempt
 * that never reached the password check (server busy) is taken back. A success also clears the
 * earlier failures it vouches for: the account's without a device cookie, or its own device's (never
 * the other way round, so a signed-in owner does not lift an attacker's lock). Returns the lock a
 * failure started, if any.
 */
export async function finishLogin(attemptId: number, client: LoginClient, outcome: LoginOutcome, now: number, limits: LoginLimits, db?: Db): Promise<Lock | null> {
  return (db ?? (await getDb())).transaction().execute(async (trx): Promise<Lock | null> => {
    if (outcome === 'failure') {
      if (client.device !== null) return null;
      await serialize(trx, [accountKey(client.account)]);
      return lockIfDue(trx, client.account, now, limits);
    }
    await trx.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
    if (outcome === 'success') {
      if (client.device === null) await trx.deleteFrom('login_attempts').where('account', '=', client.account).where('trusted', '=', 0).execute();
      else await trx.deleteFrom('login_attempts').where('device', '=', client.device).execute();
    }
    return null;
  });
}

/** Counts one sign-up attempt for an address, unless it is over the limit. */
export async function hitSignup(
  address: string,
  now: number,
  { limit, windowMs }: { limit: number; windowMs: number },
  db?: Db,
): Promise<{ allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number }> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    await serialize(trx, [`signup-address:${address}`]);
    const recent = await signupTimes(trx, address, now - windowMs);
    if (recent.length >= limit) return { allowed: false as const, retryAfterMs: retryAfter(recent, limit, windowMs, now) };
    const { id } = await trx.insertInto('signup_attempts').values({ address, at: now }).returning('id').executeTakeFirstOrThrow();
    return { allowed: true as const, attemptId: Number(id) };
  });
}

/** Takes back a sign-up attempt that never reached the hashing (server busy). */
export async function forgetSignup(attemptId: number, db?: Db): Promise<void> {
  await (db ?? (await getDb())).deleteFrom('signup_attempts').where('id', '=', attemptId).execute();
}

/** Deletes what no limit can count any more. */
export async function pruneAttempts(now: number, { keepMs, lockMemoryMs }: { keepMs: number; lockMemoryMs: number }, db?: Db): Promise<void> {
  await (db ?? (await getDb())).transaction().execute(async (trx) => {
    await trx.deleteFrom('login_attempts').where('at', '<=', now - keepMs).execute();
    await trx.deleteFrom('signup_attempts').where('at', '<=', now - keepMs).execute();
    await trx.deleteFrom('login_locks').where('until', '<=', now - lockMemoryMs).execute();
  });
}
