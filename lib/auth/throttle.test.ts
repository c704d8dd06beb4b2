import { describe, expect, it } from 'vitest';
import { Throttle, sharedThrottle, throttleLimits, throttleMessage } from './throttle';

const MINUTE = 60_000;

describe('Throttle', () => {
  it('allows `limit` attempts in the window and refuses the next', () => {
    const throttle = new Throttle({ limit: 5, windowMs: 15 * MINUTE });
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.check('ana@example.com', i * 1000)).toEqual({ allowed: true });
      throttle.record('ana@example.com', i * 1000);
    }
    expect(throttle.check('ana@example.com', 5000)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 - 5 });
    expect(throttle.check('otra@example.com', 5000)).toEqual({ allowed: true });
  });

  it('frees a slot when the oldest attempt leaves the window (sliding, not fixed)', () => {
    const throttle = new Throttle({ limit: 2, windowMs: 10_000 });
    throttle.record('k', 0);
    throttle.record('k', 4000);
    expect(throttle.check('k', 9999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttle.check('k', 10_000)).toEqual({ allowed: true });
    throttle.record('k', 10_000);
    // Now 4000 and 10000 are in the window: blocked until 14000.
    expect(throttle.check('k', 11_000)).toEqual({ allowed: false, retryAfterSeconds: 3 });
  });

  it('rounds Retry-After up and never answers 0', () => {
    const throttle = new Throttle({ limit: 1, windowMs: 10_000 });
    throttle.record('k', 0);
    expect(throttle.check('k', 8_500)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(throttle.check('k', 9_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('reset clears a key (a successful login)', () => {
    const throttle = new Throttle({ limit: 1, windowMs: 10_000 });
    throttle.record('k', 0);
    expect(throttle.check('k', 1).allowed).toBe(false);
    throttle.reset('k');
    expect(throttle.check('k', 1).allowed).toBe(true);
  });

  it('release takes back one pessimistically recorded attempt', () => {
    const throttle = new Throttle({ limit: 2, windowMs: 60_000 });
    throttle.record('ip', 10);
    throttle.record('ip', 20);
    expect(throttle.check('ip', 30).allowed).toBe(false);
    throttle.release('ip', 20);
    expect(throttle.check('ip', 30).allowed).toBe(true);
    throttle.release('ip', 999); // unknown time: nothing happens
    throttle.record('ip', 40);
    expect(throttle.check('ip', 50).allowed).toBe(false);
  });

  it('hit counts every attempt and refuses past the limit without recording', () => {
    const throttle = new Throttle({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2, 3].map((i) => throttle.hit('ip', i).allowed)).toEqual([true, true, true, false]);
    // The refused attempt did not extend the block: the first one expires at 60000.
    expect(throttle.check('ip', 60_000)).toEqual({ allowed: true });
  });

  it('keeps at most maxKeys keys, dropping the least recently touched', () => {
    const throttle = new Throttle({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    throttle.record('a', 0);
    throttle.record('b', 1);
    throttle.record('a', 2); // touches a again
    throttle.record('c', 3); // evicts b
    expect(throttle.check('a', 4).allowed).toBe(false);
    expect(throttle.check('b', 4).allowed).toBe(true);
    expect(throttle.check('c', 4).allowed).toBe(false);
  });

  it('uses the documented limits', () => {
    expect(throttleLimits.loginPerEmail).toEqual({ limit: 5, windowMs: 15 * MINUTE });
    expect(throttleLimits.loginPerIp).toEqual({ limit: 20, windowMs: 15 * MINUTE });
    expect(throttleLimits.registerPerIp.limit / (throttleLimits.registerPerIp.windowMs / (60 * MINUTE))).toBeGreaterThanOrEqual(60);
  });
});

describe('sharedThrottle', () => {
  it('returns one instance per name with the documented limits', () => {
    expect(sharedThrottle('loginPerEmail')).toBe(sharedThrottle('loginPerEmail'));
    expect(sharedThrottle('loginPerIp')).not.toBe(sharedThrottle('loginPerEmail'));
    expect(sharedThrottle('registerPerIp').limit).toBe(60);
  });
});

describe('throttleMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(throttleMessage(1)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(throttleMessage(61)).toBe('Demasiados intentos. Inténtalo de nuevo en 2 minutos.');
    expect(throttleMessage(900)).toBe('Demasiados intentos. Inténtalo de nuevo en 15 minutos.');
  });
});
