import 'server-only';
import { getDb, type Db } from './index';

// The SQL of the login and sign-up throttles. The numbers and messages live in lib/auth/throttle.ts;
// here every decision is one IMMEDIATE transaction, so parallel requests and several processes on
// the same file agree. Times are milliseconds since 1970, passed in (tests use a fixed clock).

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

function currentLock(db: Db, account: string): Lock | undefined {
  return db.prepare<[string], Lock>('SELECT level, until FROM login_locks WHERE account = ?').get(account);
}

/** Failures without the device cookie from `since` on (the window's start or the last lock's end). */
function untrustedFailures(db: Db, account: string, since: number): number[] {
  return db
    .prepare<[string, number], number>('SELECT at FROM login_attempts WHERE account = ? AND trusted = 0 AND at >= ? ORDER BY at')
    .pluck()
    .all(account, since);
}

/** Locks the account when its untrusted failures reached the limit; returns the new lock. */
function lockIfDue(db: Db, account: string, now: number, limits: LoginLimits): Lock | null {
  const previous = currentLock(db, account);
  if (previous && previous.until > now) return null;
  const failures = untrustedFailures(db, account, Math.max(now - limits.windowMs + 1, previous?.until ?? 0));
  if (failures.length < limits.perAccount) return null;
  const level = previous && previous.until > now - limits.lockMemoryMs ? previous.level + 1 : 1;
  const lock = { level, until: now + lockDurationMs(level, limits) };
  db.prepare('INSERT INTO login_locks (account, level, until) VALUES (?, ?, ?) ON CONFLICT (account) DO UPDATE SET level = excluded.level, until = excluded.until').run(
    account,
    lock.level,
    lock.until,
  );
  return lock;
}

/**
 * Checks the limits and, when allowed, records the attempt as a failure before any hashing (so a
 * burst of parallel guesses cannot slip past); finishLogin() takes it back when it was not one.
 */
export function beginLogin(client: LoginClient, now: number, limits: LoginLimits, db: Db = getDb()): LoginStart {
  return db
    .transaction((): LoginStart => {
      const since = now - limits.windowMs;
      if (client.device !== null) {
        const times = db
          .prepare<[string, number], number>('SELECT at FROM login_attempts WHERE device = ? AND at > ? ORDER BY at')
          .pluck()
          .all(client.device, since);
        if (times.length >= limits.perDevice) return { allowed: false, retryAfterMs: retryAfter(times, limits.perDevice, limits.windowMs, now), limit: 'device' };
      } else {
        const times = db
          .prepare<[string, number], number>('SELECT at FROM login_attempts WHERE address = ? AND at > ? ORDER BY at')
          .pluck()
          .all(client.address, since);
        if (times.length >= limits.perAddress) return { allowed: false, retryAfterMs: retryAfter(times, limits.perAddress, limits.windowMs, now), limit: 'address' };
        const lock = lockIfDue(db, client.account, now, limits) ?? currentLock(db, client.account);
        if (lock && lock.until > now) return { allowed: false, retryAfterMs: lock.until - now, limit: 'account' };
      }
      const { lastInsertRowid } = db
        .prepare('INSERT INTO login_attempts (account, address, device, trusted, at) VALUES (?, ?, ?, ?, ?)')
        .run(client.account, client.address, client.device, client.device === null ? 0 : 1, now);
      return { allowed: true, attemptId: Number(lastInsertRowid) };
    })
    .immediate();
}

/**
 * Settles an attempt: a failure stays counted (and may lock the account), a success or an attempt
 * that never reached the password check (server busy) is taken back. A success also clears the
 * earlier failures it vouches for: the account's without a device cookie, or its own device's (never
 * the other way round, so a signed-in owner does not lift an attacker's lock). Returns the lock a
 * failure started, if any.
 */
export function finishLogin(
  attemptId: number,
  client: LoginClient,
  outcome: LoginOutcome,
  now: number,
  limits: LoginLimits,
  db: Db = getDb(),
): Lock | null {
  return db
    .transaction((): Lock | null => {
      if (outcome === 'failure') return client.device === null ? lockIfDue(db, client.account, now, limits) : null;
      db.prepare('DELETE FROM login_attempts WHERE id = ?').run(attemptId);
      if (outcome === 'success') {
        if (client.device === null) db.prepare('DELETE FROM login_attempts WHERE account = ? AND trusted = 0').run(client.account);
        else db.prepare('DELETE FROM login_attempts WHERE device = ?').run(client.device);
      }
      return null;
    })
    .immediate();
}

/** Counts one sign-up attempt for an address, unless it is over the limit. */
export function hitSignup(
  address: string,
  now: number,
  { limit, windowMs }: { limit: number; windowMs: number },
  db: Db = getDb(),
): { allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number } {
  return db
    .transaction(() => {
      const times = db
        .prepare<[string, number], number>('SELECT at FROM signup_attempts WHERE address = ? AND at > ? ORDER BY at')
        .pluck()
        .all(address, now - windowMs);
      if (times.length >= limit) return { allowed: false as const, retryAfterMs: retryAfter(times, limit, windowMs, now) };
      const { lastInsertRowid } = db.prepare('INSERT INTO signup_attempts (address, at) VALUES (?, ?)').run(address, now);
      return { allowed: true as const, attemptId: Number(lastInsertRowid) };
    })
    .immediate();
}

/** Takes back a sign-up attempt that never reached the hashing (server busy). */
export function forgetSignup(attemptId: number, db: Db = getDb()): void {
  db.prepare('DELETE FROM signup_attempts WHERE id = ?').run(attemptId);
}

/** Deletes what no limit can count any more. */
export function pruneAttempts(now: number, { keepMs, lockMemoryMs }: { keepMs: number; lockMemoryMs: number }, db: Db = getDb()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_attempts WHERE at <= ?').run(now - keepMs);
    db.prepare('DELETE FROM signup_attempts WHERE at <= ?').run(now - keepMs);
    db.prepare('DELETE FROM login_locks WHERE until <= ?').run(now - lockMemoryMs);
  })();
}
