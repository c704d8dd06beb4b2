import 'server-only';
import {
  beginLogin,
  finishLogin,
  forgetSignup,
  hitActivationFailure,
  hitSignup,
  pruneAttempts,
  type ActivationLimits,
  type LoginClient,
  type LoginLimits,
  type LoginOutcome,
  type LoginStart,
  type SignupLimits,
} from '@/lib/db/attempts';
import type { Db } from '@/lib/db';
import { processGlobal } from '@/lib/process-global';

// The login, sign-up and activation limits (docs/security.md), counted in the store by
// lib/db/attempts.ts so that no amount of traffic evicts them, a restart keeps them and every
// process on the same database shares them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const loginLimits: LoginLimits = {
  windowMs: 15 * MINUTE,
  perAddress: 20,
  perDevice: 5,
  // 4 at once, then one every 15 minutes: at most 4 + 96 = 100 wrong guesses reach an account in any
  // day from browsers it never used, and none of them waits more than 15 minutes for the next try.
  budget: 4,
  refillMs: 15 * MINUTE,
};

/** The default ceiling of sign-up attempts per hour from everyone together (SIGNUPS_PER_HOUR). */
export const DEFAULT_SIGNUPS_PER_HOUR = 100;

/** SIGNUPS_PER_HOUR: a whole number from 1, else the default. */
export function signupCeiling(value: string | undefined): number {
  const parsed = Number(value ?? '');
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : DEFAULT_SIGNUPS_PER_HOUR;
}

/** Registration attempts per address bucket (valid payloads; a school or office shares one address) and in total. */
export function signupLimits(env: Record<string, string | undefined> = process.env): SignupLimits {
  return { limit: 60, total: signupCeiling(env.SIGNUPS_PER_HOUR), windowMs: HOUR };
}

/**
 * Failed owner activations (a link unknown, used or expired) per address bucket. A real link passes
 * whatever the count: the token is 256 random bits, so this bounds the work and the log lines of a
 * flood, not the odds of guessing one; an owner retrying an old link a few times stays well under it.
 */
const activationLimits: ActivationLimits = { limit: 10, windowMs: 15 * MINUTE };

/** A wait as a visitor reads it, rounded up to whole minutes: "1 minuto", "59 minutos" (never 0, never "NaN"). */
function minutesText(retryAfterSeconds: number): string {
  const minutes = Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 1;
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** Spanish message with the wait rounded up to whole minutes. */
export function throttleMessage(retryAfterSeconds: number): string {
  return `Demasiados intentos. Inténtalo de nuevo en ${minutesText(retryAfterSeconds)}.`;
}

/** The sign-up ceiling's 429 (everyone together), with the real wait: it can be most of an hour. */
export function signupCeilingMessage(retryAfterSeconds: number): string {
  return `Hay demasiados registros en este momento. Inténtalo de nuevo en ${minutesText(retryAfterSeconds)}.`;
}

export const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const PRUNE_EVERY_MS = 10 * MINUTE;

/** Old counters go on a timer (one per process; it never keeps the process alive). */
function keepPruned(db?: Db): void {
  const pruning = processGlobal('throttle-pruning', (): { timer?: NodeJS.Timeout } => ({}));
  if (pruning.timer) return;
  const prune = () =>
    pruneAttempts(Date.now(), { keepMs: Math.max(loginLimits.windowMs, HOUR), budgetFullMs: loginLimits.budget * loginLimits.refillMs }, db).catch(
      (error: unknown) => console.error('[auth] pruning throttle counters failed:', error instanceof Error ? error.message : error),
    );
  void prune();
  pruning.timer = setInterval(prune, PRUNE_EVERY_MS).unref();
}

export function startLoginAttempt(client: LoginClient, now = Date.now(), db?: Db): Promise<LoginStart> {
  keepPruned(db);
  return beginLogin(client, now, loginLimits, db);
}

export function settleLoginAttempt(attemptId: number, client: LoginClient, outcome: LoginOutcome, now = Date.now(), db?: Db) {
  return finishLogin(attemptId, client, outcome, now, loginLimits, db);
}

export function countSignup(address: string, now = Date.now(), db?: Db) {
  keepPruned(db);
  return hitSignup(address, now, signupLimits(), db);
}

/** Counts a failed activation from `address`, or says how long until it may fail again. */
export function countActivationFailure(address: string, now = Date.now(), db?: Db) {
  keepPruned(db);
  return hitActivationFailure(address, now, activationLimits, db);
}

/** A sign-up refused for a busy server is not an attempt. */
export function uncountSignup(attemptId: number, db?: Db): Promise<void> {
  return forgetSignup(attemptId, db);
}
