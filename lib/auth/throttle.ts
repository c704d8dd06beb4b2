import 'server-only';
import { beginLogin, finishLogin, forgetSignup, hitSignup, pruneAttempts, type LoginClient, type LoginLimits, type LoginOutcome, type LoginStart } from '@/lib/db/attempts';
import type { Db } from '@/lib/db';
import { processGlobal } from '@/lib/process-global';

// The login and sign-up limits (README "Cuentas y seguridad"), counted in the store by
// lib/db/attempts.ts so that no amount of traffic evicts them, a restart keeps them and every
// instance on the same database shares them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const loginLimits: LoginLimits = {
  windowMs: 15 * MINUTE,
  perAccount: 5,
  perAddress: 20,
  perDevice: 5,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
  lockMemoryMs: 24 * HOUR,
};

/** Registration attempts per address bucket (valid payloads; a school or office shares one address). */
export const signupLimits = { limit: 60, windowMs: HOUR };

/** Spanish message with the wait rounded up to whole minutes. */
export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const PRUNE_EVERY_MS = 10 * MINUTE;

/** Old counters go on a timer (one per process; it never keeps the process alive). */
function keepPruned(db?: Db): void {
  const pruning = processGlobal('throttle-pruning', (): { timer?: NodeJS.Timeout } => ({}));
  if (pruning.timer) return;
  const prune = () =>
    pruneAttempts(Date.now(), { keepMs: Math.max(loginLimits.windowMs, signupLimits.windowMs), lockMemoryMs: loginLimits.lockMemoryMs + loginLimits.maxLockMs }, db).catch((error: unknown) =>
      console.error('[auth] pruning throttle counters failed:', error instanceof Error ? error.message : error),
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
  return hitSignup(address, now, signupLimits, db);
}

/** A sign-up refused for a busy server is not an attempt. */
export function uncountSignup(attemptId: number, db?: Db): Promise<void> {
  return forgetSignup(attemptId, db);
}
