import 'server-only';
import { getDb, type Db } from './index';

// The SQL of the login and sign-up throttles. The numbers and messages live in lib/auth/throttle.ts;
// here every decision is one IMMEDIATE transaction, so parallel requests and several processes on
// the same file agree. Times are milliseconds since 1970, passed in (tests use a fixed clock).

export interface LoginLimits {
  windowMs: number;
  /** Failed logins from one address bucket (IPv4 address or IPv6 /64), without a device cookie. */
  perAddress: number;
  /** Failed logins from one trusted device (it skips the address limit and the account's budget). */
  perDevice: number;
  /**
   * The account's guessing budget for clients without its device cookie: up to `budget` guesses at
   * once, then one more each `refillMs`. It never locks anyone out for longer than one refill, and
   * no more than budget + a day's refills reach the account in any day.
   */
  budget: number;
  refillMs: number;
}

export interface LoginClient {
  /** The account's key (a hash of the e-mail). */
  account: string;
  address: string;
  /** The id of a device recorded for this account (lib/db/devices.ts), or null. */
  device: string | null;
}

export type Refusal = { allowed: false; retryAfterMs: number; limit: 'account' | 'address' | 'device' };
export type LoginStart = { allowed: true; attemptId: number } | Refusal;
export type LoginOutcome = 'success' | 'failure' | 'not-counted';

/** When the oldest of the last `limit` attempts leaves the window (times sorted ascending). */
function retryAfter(times: number[], limit: number, windowMs: number, now: number): number {
  return Math.max(1000, times[times.length - limit]! + windowMs - now);
}

/** The account's guesses left now (fractional: a guess comes back every refillMs). */
function budgetLeft(db: Db, account: string, now: number, limits: LoginLimits): number {
  const row = db.prepare<[string], { tokens: number; at: number }>('SELECT tokens, at FROM login_budget WHERE account = ?').get(account);
  if (!row) return limits.budget;
  return Math.min(limits.budget, row.tokens + Math.max(0, now - row.at) / limits.refillMs);
}

function setBudget(db: Db, account: string, tokens: number, now: number): void {
  db.prepare('INSERT INTO login_budget (account, tokens, at) VALUES (?, ?, ?) ON CONFLICT (account) DO UPDATE SET tokens = excluded.tokens, at = excluded.at').run(
    account,
    tokens,
    now,
  );
}

/** How long until the account's next guess when it has none left. */
const untilNextGuess = (left: number, limits: LoginLimits) => Math.max(1000, Math.ceil((1 - left) * limits.refillMs));

/**
 * Checks the limits and, when allowed, records the attempt as a failure (and spends one of the
 * account's guesses) before any hashing, so a burst of parallel guesses cannot slip past;
 * finishLogin() takes it back when it was not one.
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
          .prepare<[string, number], number>('SELECT at FROM login_attempts WHERE address = ? AND trusted = 0 AND at > ? ORDER BY at')
          .pluck()
          .all(client.address, since);
        if (times.length >= limits.perAddress) return { allowed: false, retryAfterMs: retryAfter(times, limits.perAddress, limits.windowMs, now), limit: 'address' };
        const left = budgetLeft(db, client.account, now, limits);
        if (left < 1) return { allowed: false, retryAfterMs: untilNextGuess(left, limits), limit: 'account' };
        setBudget(db, client.account, left - 1, now);
      }
      const { lastInsertRowid } = db
        .prepare('INSERT INTO login_attempts (account, address, device, trusted, at) VALUES (?, ?, ?, ?, ?)')
        .run(client.account, client.address, client.device, client.device === null ? 0 : 1, now);
      return { allowed: true, attemptId: Number(lastInsertRowid) };
    })
    .immediate();
}

/**
 * Settles an attempt: a failure stays counted; a success or an attempt that never reached the
 * password check (server busy) is taken back, with the guess it spent. A success also clears the
 * failures it vouches for: its device's, or its address's for this account. Returns, for a failure
 * that spent the account's last guess, how long until the next one (for the log).
 */
export function finishLogin(
  attemptId: number,
  client: LoginClient,
  outcome: LoginOutcome,
  now: number,
  limits: LoginLimits,
  db: Db = getDb(),
): { retryAfterMs: number } | null {
  return db
    .transaction((): { retryAfterMs: number } | null => {
      if (outcome === 'failure') {
        if (client.device !== null) return null;
        const left = budgetLeft(db, client.account, now, limits);
        return left < 1 ? { retryAfterMs: untilNextGuess(left, limits) } : null;
      }
      db.prepare('DELETE FROM login_attempts WHERE id = ?').run(attemptId);
      if (client.device === null) {
        setBudget(db, client.account, Math.min(limits.budget, budgetLeft(db, client.account, now, limits) + 1), now);
        if (outcome === 'success') db.prepare('DELETE FROM login_attempts WHERE account = ? AND address = ? AND trusted = 0').run(client.account, client.address);
      } else if (outcome === 'success') {
        db.prepare('DELETE FROM login_attempts WHERE device = ?').run(client.device);
      }
      return null;
    })
    .immediate();
}

export interface SignupLimits {
  /** Attempts per address bucket. */
  limit: number;
  /** Attempts from everyone together: the ceiling a flood from many addresses meets. */
  total: number;
  windowMs: number;
}

/** Counts one sign-up attempt for an address, unless the address or everyone is over the limit. */
export function hitSignup(
  address: string,
  now: number,
  { limit, total, windowMs }: SignupLimits,
  db: Db = getDb(),
): { allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number; limit: 'address' | 'total' } {
  return db
    .transaction(() => {
      const since = now - windowMs;
      const times = db
        .prepare<[string, number], number>('SELECT at FROM signup_attempts WHERE address = ? AND at > ? ORDER BY at')
        .pluck()
        .all(address, since);
      if (times.length >= limit) return { allowed: false as const, retryAfterMs: retryAfter(times, limit, windowMs, now), limit: 'address' as const };
      const count = db.prepare<[number], number>('SELECT count(*) FROM signup_attempts WHERE at > ?').pluck().get(since)!;
      if (count >= total) {
        const oldest = db.prepare<[number, number], number>('SELECT at FROM signup_attempts WHERE at > ? ORDER BY at LIMIT 1 OFFSET ?').pluck().get(since, count - total)!;
        return { allowed: false as const, retryAfterMs: Math.max(1000, oldest + windowMs - now), limit: 'total' as const };
      }
      const { lastInsertRowid } = db.prepare('INSERT INTO signup_attempts (address, at) VALUES (?, ?)').run(address, now);
      return { allowed: true as const, attemptId: Number(lastInsertRowid) };
    })
    .immediate();
}

/** Takes back a sign-up attempt that never reached the hashing (server busy). */
export function forgetSignup(attemptId: number, db: Db = getDb()): void {
  db.prepare('DELETE FROM signup_attempts WHERE id = ?').run(attemptId);
}

/** Deletes what no limit can count any more (a full budget is the same as none). */
export function pruneAttempts(now: number, { keepMs, budgetFullMs }: { keepMs: number; budgetFullMs: number }, db: Db = getDb()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_attempts WHERE at <= ?').run(now - keepMs);
    db.prepare('DELETE FROM signup_attempts WHERE at <= ?').run(now - keepMs);
    db.prepare('DELETE FROM login_budget WHERE at <= ?').run(now - budgetFullMs);
  })();
}
