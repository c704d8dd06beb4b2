// Sliding-window attempt counters kept in memory (one server process). Pure apart from the
// Map: the clock is passed in, so the arithmetic is unit-tested without waiting.

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ThrottleOptions {
  /** Attempts allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; the least recently touched go first, so memory stays bounded. */
  maxKeys?: number;
}

export class Throttle {
  readonly limit: number;
  readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly attempts = new Map<string, number[]>();

  constructor({ limit, windowMs, maxKeys = 10_000 }: ThrottleOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** Whether one more attempt is allowed now; when not, how long until the oldest one expires. */
  check(key: string, now: number): ThrottleVerdict {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return { allowed: true };
    // recent is sorted: once the (length - limit + 1) oldest expire, one attempt is free again.
    const unlockAt = recent[recent.length - this.limit]! + this.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - now) / 1000)) };
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the last `limit` attempts can ever matter.
    if (recent.length > this.limit) recent.splice(0, recent.length - this.limit);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > this.maxKeys) {
      const oldest = this.attempts.keys().next();
      if (!oldest.done) this.attempts.delete(oldest.value);
    }
  }

  /** Check and record in one step, for limits that count every attempt (registration). */
  hit(key: string, now: number): ThrottleVerdict {
    const verdict = this.check(key, now);
    if (verdict.allowed) this.record(key, now);
    return verdict;
  }

  /** Takes back one attempt recorded at `time` (a login that turned out to succeed). */
  release(key: string, time: number): void {
    const times = this.attempts.get(key);
    const at = times?.lastIndexOf(time) ?? -1;
    if (times && at !== -1) times.splice(at, 1);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = this.attempts.get(key);
    if (!times) return [];
    const recent = times.filter((time) => now - time < this.windowMs);
    if (recent.length === 0) this.attempts.delete(key);
    return recent;
  }
}

const MINUTE = 60_000;

/** The numbers documented in the README ("Cuentas y seguridad"). */
export const throttleLimits = {
  loginPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 60, windowMs: 60 * MINUTE },
} as const;

/** Spanish message with the wait rounded up to whole minutes. */
export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export type ThrottleName = keyof typeof throttleLimits;

// One set of counters per process, shared by every route bundle.
const globalForThrottles = globalThis as unknown as { crepivaraThrottles?: Map<ThrottleName, Throttle> };

export function sharedThrottle(name: ThrottleName): Throttle {
  const all = (globalForThrottles.crepivaraThrottles ??= new Map());
  let throttle = all.get(name);
  if (!throttle) {
    throttle = new Throttle(throttleLimits[name]);
    all.set(name, throttle);
  }
  return throttle;
}
