import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { beginLogin, finishLogin, forgetSignup, hitSignup, lockDurationMs, pruneAttempts, type LoginClient as Client } from './attempts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-attempts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MINUTE = 60_000;
const limits = {
  windowMs: 15 * MINUTE,
  perAccount: 5,
  perAddress: 20,
  perDevice: 5,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
  lockMemoryMs: 24 * 60 * MINUTE,
};
const T0 = Date.parse('2026-11-24T12:00:00Z');

let file: string;
let db: ReturnType<typeof openDatabase>;
let counter = 0;
beforeEach(() => {
  counter += 1;
  file = path.join(dir, `attempts-${counter}.db`);
  db = openDatabase(file);
});

const victim = (address: string, device: string | null = null): Client => ({ account: 'sha256:victim', address, device });

/** One wrong password: begin, then settle as a failure. Returns what begin answered. */
function fail(client: Client, now: number, on = db) {
  const start = beginLogin(client, now, limits, on);
  if (start.allowed) finishLogin(start.attemptId, client, 'failure', now, limits, on);
  return start;
}

describe('per-account bound', () => {
  it('answers 429 after 5 wrong passwords for one e-mail, whatever address they come from', () => {
    for (let i = 0; i < 5; i += 1) expect(fail(victim(`198.51.100.${i}`), T0 + i).allowed).toBe(true);
    const refused = beginLogin(victim('203.0.113.77'), T0 + 10, limits, db);
    expect(refused).toEqual({ allowed: false, limit: 'account', retryAfterMs: 15 * MINUTE - 6 });
  });

  it('is not evicted by traffic for 10,050 other accounts and addresses', () => {
    for (let i = 0; i < 5; i += 1) fail(victim(`198.51.100.${i}`), T0);
    const flood = db.transaction(() => {
      for (let i = 0; i < 10_050; i += 1) fail({ account: `sha256:other-${i}`, address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, device: null }, T0 + 1);
    });
    flood();
    expect(beginLogin(victim('203.0.113.1'), T0 + 2, limits, db)).toMatchObject({ allowed: false, limit: 'account' });
  });

  it('survives a restart and is shared by every connection to the same file', () => {
    const other = openDatabase(file);
    for (let i = 0; i < 3; i += 1) fail(victim(`198.51.100.${i}`), T0, db);
    for (let i = 3; i < 5; i += 1) fail(victim(`198.51.100.${i}`), T0, other);
    expect(beginLogin(victim('203.0.113.1'), T0 + 1, limits, other).allowed).toBe(false);
    db.close();
    other.close();
    const reopened = openDatabase(file);
    expect(beginLogin(victim('203.0.113.1'), T0 + 2, limits, reopened)).toMatchObject({ allowed: false, limit: 'account' });
    db = reopened;
  });

  it('does not count attempts refused before the password check (server busy)', () => {
    for (let i = 0; i < 12; i += 1) {
      const start = beginLogin(victim('198.51.100.1'), T0 + i, limits, db);
      expect(start.allowed).toBe(true);
      if (start.allowed) finishLogin(start.attemptId, victim('198.51.100.1'), 'not-counted', T0 + i, limits, db);
    }
    expect(beginLogin(victim('198.51.100.1'), T0 + 20, limits, db).allowed).toBe(true);
  });

  it('a success clears the earlier failures', () => {
    for (let i = 0; i < 4; i += 1) fail(victim('198.51.100.1'), T0 + i);
    const start = beginLogin(victim('198.51.100.1'), T0 + 10, limits, db);
    if (!start.allowed) throw new Error('refused');
    finishLogin(start.attemptId, victim('198.51.100.1'), 'success', T0 + 10, limits, db);
    for (let i = 0; i < 4; i += 1) expect(fail(victim('198.51.100.2'), T0 + 20 + i).allowed).toBe(true);
  });

  it('grows the lock (15 min, 30 min, 1 h) instead of renewing it, and attempts during a lock do not extend it', () => {
    let now = T0;
    const expected = [15, 30, 60, 120].map((minutes) => minutes * MINUTE);
    for (const duration of expected) {
      for (let i = 0; i < 5; i += 1) expect(fail(victim(`198.51.100.${i}`), now).allowed).toBe(true);
      const refused = beginLogin(victim('203.0.113.1'), now, limits, db);
      expect(refused).toEqual({ allowed: false, limit: 'account', retryAfterMs: duration });
      // Hammering during the lock changes nothing.
      for (let i = 0; i < 50; i += 1) fail(victim('203.0.113.2'), now + i);
      expect(beginLogin(victim('203.0.113.3'), now + duration - 1, limits, db)).toMatchObject({ allowed: false, retryAfterMs: 1 });
      now += duration;
    }
  });

  it('starts again from 15 minutes a day after the last lock ended', () => {
    for (let i = 0; i < 5; i += 1) fail(victim(`198.51.100.${i}`), T0);
    const later = T0 + 15 * MINUTE + limits.lockMemoryMs + 1;
    for (let i = 0; i < 5; i += 1) fail(victim(`198.51.100.${i}`), later);
    expect(beginLogin(victim('203.0.113.1'), later, limits, db)).toMatchObject({ retryAfterMs: 15 * MINUTE });
  });

  it('caps the lock at a day', () => {
    expect(lockDurationMs(1, limits)).toBe(15 * MINUTE);
    expect(lockDurationMs(3, limits)).toBe(60 * MINUTE);
    expect(lockDurationMs(20, limits)).toBe(24 * 60 * MINUTE);
  });
});

describe('trusted device', () => {
  it("gets through the account's lock, under its own limit of 5", () => {
    for (let i = 0; i < 5; i += 1) fail(victim(`198.51.100.${i}`), T0);
    expect(beginLogin(victim('203.0.113.1'), T0 + 1, limits, db).allowed).toBe(false);
    const owner = victim('203.0.113.1', 'device-abc');
    for (let i = 0; i < 5; i += 1) expect(fail(owner, T0 + 2 + i).allowed).toBe(true);
    expect(beginLogin(owner, T0 + 10, limits, db)).toMatchObject({ allowed: false, limit: 'device' });
    // Another device of the same account has its own count.
    expect(beginLogin(victim('203.0.113.1', 'device-xyz'), T0 + 11, limits, db).allowed).toBe(true);
  });

  it("a success clears the device's own failures but not the account's lock", () => {
    for (let i = 0; i < 5; i += 1) fail(victim(`198.51.100.${i}`), T0);
    const owner = victim('203.0.113.1', 'device-abc');
    for (let i = 0; i < 4; i += 1) fail(owner, T0 + 1 + i);
    const start = beginLogin(owner, T0 + 10, limits, db);
    if (!start.allowed) throw new Error('refused');
    finishLogin(start.attemptId, owner, 'success', T0 + 10, limits, db);
    for (let i = 0; i < 5; i += 1) expect(fail(owner, T0 + 20 + i).allowed).toBe(true);
    expect(beginLogin(victim('198.51.100.9'), T0 + 30, limits, db)).toMatchObject({ allowed: false, limit: 'account' });
  });

  it("a trusted device's failures do not lock the account for others", () => {
    for (let i = 0; i < 5; i += 1) fail(victim('203.0.113.1', 'device-abc'), T0 + i);
    expect(beginLogin(victim('198.51.100.1'), T0 + 10, limits, db).allowed).toBe(true);
  });
});

describe('per-address bound', () => {
  it('refuses the 21st failure from one address, across accounts', () => {
    for (let i = 0; i < 20; i += 1) expect(fail({ account: `sha256:acc-${i}`, address: '2001:db8:1:2::/64', device: null }, T0 + i).allowed).toBe(true);
    expect(beginLogin({ account: 'sha256:new', address: '2001:db8:1:2::/64', device: null }, T0 + 30, limits, db)).toMatchObject({
      allowed: false,
      limit: 'address',
      retryAfterMs: 15 * MINUTE - 30,
    });
    expect(beginLogin({ account: 'sha256:new', address: '2001:db8:1:3::/64', device: null }, T0 + 30, limits, db).allowed).toBe(true);
  });
});

describe('sign-ups', () => {
  it('counts every attempt per address in the database and refuses past the limit', () => {
    const limit = { limit: 3, windowMs: 60 * MINUTE };
    expect([0, 1, 2, 3].map((i) => hitSignup('203.0.113.9', T0 + i, limit, db).allowed)).toEqual([true, true, true, false]);
    expect(hitSignup('203.0.113.9', T0 + 10, limit, db)).toEqual({ allowed: false, retryAfterMs: 60 * MINUTE - 10 });
    expect(hitSignup('203.0.113.10', T0 + 10, limit, db).allowed).toBe(true);
    expect(hitSignup('203.0.113.9', T0 + 60 * MINUTE + 1, limit, db).allowed).toBe(true);
  });

  it('takes back an attempt that never reached the hashing (server busy)', () => {
    const limit = { limit: 2, windowMs: 60 * MINUTE };
    for (let i = 0; i < 5; i += 1) {
      const hit = hitSignup('203.0.113.9', T0 + i, limit, db);
      if (!hit.allowed) throw new Error(`refused at ${i}`);
      forgetSignup(hit.attemptId, db);
    }
    expect(hitSignup('203.0.113.9', T0 + 10, limit, db).allowed).toBe(true);
  });
});

describe('pruneAttempts', () => {
  it('deletes what no limit counts any more and keeps the rest', () => {
    fail(victim('198.51.100.1'), T0 - 2 * 60 * MINUTE);
    fail(victim('198.51.100.1'), T0 - MINUTE);
    hitSignup('203.0.113.9', T0 - 2 * 60 * MINUTE, { limit: 9, windowMs: 60 * MINUTE }, db);
    pruneAttempts(T0, { keepMs: 60 * MINUTE, lockMemoryMs: limits.lockMemoryMs }, db);
    expect(db.prepare('SELECT count(*) FROM login_attempts').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM signup_attempts').pluck().get()).toBe(0);
  });
});
