import 'server-only';
import type { Transaction } from 'kysely';
import { getDb, type Db } from './index';
import { serialize } from './locks';
import type { Schema } from './schema';

// The queries of the login, sign-up and activation throttles. The numbers and messages live in
// lib/auth/throttle.ts; here every decision is one transaction that holds the keys it decides on
// (serialize(), ./locks.ts), so parallel requests and several instances agree. Times are milliseconds
// since 1970, passed in (tests use a fixed clock).

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

type Refusal = { allowed: false; retryAfterMs: number; limit: 'account' | 'address' | 'device' };
export type LoginStart = { allowed: true; attemptId: number } | Refusal;
export type LoginOutcome = 'success' | 'failure' | 'not-counted';

/** When the oldest of the last `limit` attempts leaves the window (times sorted ascending). */
function retryAfter(times: number[], limit: number, windowMs: number, now: number): number {
  return Math.max(1000, times[times.length - limit]! + windowMs - now);
}

type Trx = Transaction<Schema>;

const accountKey = (account: string) => `login-account:${account}`;

/** Login attempt times (ascending) of an address (without a device cookie) or a device after `after`. */
async function loginTimes(trx: Trx, column: 'address' | 'device', value: string, after: number): Promise<number[]> {
  let query = trx.selectFrom('login_attempts').select('at').where(column, '=', value).where('at', '>', after);
  if (column === 'address') query = query.where('trusted', '=', 0);
  return (await query.orderBy('at').execute()).map((row) => row.at);
}

async function signupTimes(trx: Trx, address: string, after: number): Promise<number[]> {
  const rows = await trx.selectFrom('signup_attempts').select('at').where('address', '=', address).where('at', '>', after).orderBy('at').execute();
  return rows.map((row) => row.at);
}

/** The account's guesses left now (fractional: a guess comes back every refillMs). */
async function budgetLeft(trx: Trx, account: string, now: number, limits: LoginLimits): Promise<number> {
  const row = await trx.selectFrom('login_budget').select(['tokens', 'at']).where('account', '=', account).executeTakeFirst();
  if (!row) return limits.budget;
  return Math.min(limits.budget, row.tokens + Math.max(0, now - row.at) / limits.refillMs);
}

async function setBudget(trx: Trx, account: string, tokens: number, now: number): Promise<void> {
  await trx
    .insertInto('login_budget')
    .values({ account, tokens, at: now })
    .onConflict((conflict) => conflict.column('account').doUpdateSet((eb) => ({ tokens: eb.ref('excluded.tokens'), at: eb.ref('excluded.at') })))
    .execute();
}

/** How long until the account's next guess when it has none left. */
const untilNextGuess = (left: number, limits: LoginLimits) => Math.max(1000, Math.ceil((1 - left) * limits.refillMs));

/**
 * Checks the limits and, when allowed, records the attempt as a failure (and spends one of the
 * account's guesses) before any hashing, so a burst of parallel guesses cannot slip past;
 * finishLogin() takes it back when it was not one.
 */
export async function beginLogin(client: LoginClient, now: number, limits: LoginLimits, db?: Db): Promise<LoginStart> {
  return (db ?? (await getDb())).transaction().execute(async (trx): Promise<LoginStart> => {
    const since = now - limits.windowMs;
    if (client.device !== null) {
      await serialize(trx, [`login-device:${client.device}`]);
      const recent = await loginTimes(trx, 'device', client.device, since);
      if (recent.length >= limits.perDevice)
        return { allowed: false, retryAfterMs: retryAfter(recent, limits.perDevice, limits.windowMs, now), limit: 'device' };
    } else {
      await serialize(trx, [`login-address:${client.address}`, accountKey(client.account)]);
      const recent = await loginTimes(trx, 'address', client.address, since);
      if (recent.length >= limits.perAddress)
        return { allowed: false, retryAfterMs: retryAfter(recent, limits.perAddress, limits.windowMs, now), limit: 'address' };
      const left = await budgetLeft(trx, client.account, now, limits);
      if (left < 1) return { allowed: false, retryAfterMs: untilNextGuess(left, limits), limit: 'account' };
      await setBudget(trx, client.account, left - 1, now);
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
 * Settles an attempt: a failure stays counted; a success or an attempt that never reached the
 * password check (server busy) is taken back, with the guess it spent. A success also clears the
 * failures it vouches for: its device's, or its address's for this account. Returns, for a failure
 * that spent the account's last guess, how long until the next one (for the log).
 */
export async function finishLogin(
  attemptId: number,
  client: LoginClient,
  outcome: LoginOutcome,
  now: number,
  limits: LoginLimits,
  db?: Db,
): Promise<{ retryAfterMs: number } | null> {
  return (db ?? (await getDb())).transaction().execute(async (trx): Promise<{ retryAfterMs: number } | null> => {
    if (client.device === null) await serialize(trx, [accountKey(client.account)]);
    if (outcome === 'failure') {
      if (client.device !== null) return null;
      const left = await budgetLeft(trx, client.account, now, limits);
      return left < 1 ? { retryAfterMs: untilNextGuess(left, limits) } : null;
    }
    await trx.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
    if (client.device === null) {
      await setBudget(trx, client.account, Math.min(limits.budget, (await budgetLeft(trx, client.account, now, limits)) + 1), now);
      if (outcome === 'success')
        await trx.deleteFrom('login_attempts').where('account', '=', client.account).where('address', '=', client.address).where('trusted', '=', 0).execute();
    } else if (outcome === 'success') {
      await trx.deleteFrom('login_attempts').where('device', '=', client.device).execute();
    }
    return null;
  });
}

export interface SignupLimits {
  /** Attempts per address bucket. */
  limit: number;
  /** Attempts from everyone together: the ceiling a flood from many addresses meets. */
  total: number;
  windowMs: number;
}

/** Counts one sign-up attempt for an address, unless the address or everyone is over the limit. */
export async function hitSignup(
  address: string,
  now: number,
  { limit, total, windowMs }: SignupLimits,
  db?: Db,
): Promise<{ allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number; limit: 'address' | 'total' }> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    // One key for every sign-up: the total is a count over all addresses.
    await serialize(trx, ['signup']);
    const since = now - windowMs;
    const recent = await signupTimes(trx, address, since);
    if (recent.length >= limit) return { allowed: false as const, retryAfterMs: retryAfter(recent, limit, windowMs, now), limit: 'address' as const };
    const { count } = await trx
      .selectFrom('signup_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(count) >= total) {
      const oldest = await trx
        .selectFrom('signup_attempts')
        .select('at')
        .where('at', '>', since)
        .orderBy('at')
        .limit(1)
        .offset(Number(count) - total)
        .executeTakeFirstOrThrow();
      return { allowed: false as const, retryAfterMs: Math.max(1000, oldest.at + windowMs - now), limit: 'total' as const };
    }
    const { id } = await trx.insertInto('signup_attempts').values({ address, at: now }).returning('id').executeTakeFirstOrThrow();
    return { allowed: true as const, attemptId: Number(id) };
  });
}

/** Takes back a sign-up attempt that never reached the hashing (server busy). */
export async function forgetSignup(attemptId: number, db?: Db): Promise<void> {
  await (db ?? (await getDb())).deleteFrom('signup_attempts').where('id', '=', attemptId).execute();
}

export interface ActivationLimits {
  /** Failed activations (a link unknown, used or expired) per address bucket. */
  limit: number;
  windowMs: number;
}

/**
 * Counts a failed activation for an address, unless the address is already at the limit: then how
 * long until its oldest counted failure leaves the window (refusals themselves are not counted).
 */
export async function hitActivationFailure(
  address: string,
  now: number,
  { limit, windowMs }: ActivationLimits,
  db?: Db,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    await serialize(trx, [`activation-address:${address}`]);
    const rows = await trx
      .selectFrom('activation_attempts')
      .select('at')
      .where('address', '=', address)
      .where('at', '>', now - windowMs)
      .orderBy('at')
      .execute();
    const recent = rows.map((row) => row.at);
    if (recent.length >= limit) return { allowed: false as const, retryAfterMs: retryAfter(recent, limit, windowMs, now) };
    await trx.insertInto('activation_attempts').values({ address, at: now }).execute();
    return { allowed: true as const };
  });
}

/** Deletes what no limit can count any more (a full budget is the same as none). */
export async function pruneAttempts(now: number, { keepMs, budgetFullMs }: { keepMs: number; budgetFullMs: number }, db?: Db): Promise<void> {
  await (db ?? (await getDb())).transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_attempts')
      .where('at', '<=', now - keepMs)
      .execute();
    await trx
      .deleteFrom('signup_attempts')
      .where('at', '<=', now - keepMs)
      .execute();
    await trx
      .deleteFrom('activation_attempts')
      .where('at', '<=', now - keepMs)
      .execute();
    await trx
      .deleteFrom('login_budget')
      .where('at', '<=', now - budgetFullMs)
      .execute();
  });
}
