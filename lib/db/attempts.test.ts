import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { beginLogin, finishLogin, forgetSignup, hitSignup, pruneAttempts, type LoginClient as Client } from './attempts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-attempts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MINUTE = 60_000;
const limits = { windowMs: 15 * MINUTE, perAddress: 20, perDevice: 5, budget: 4, refillMs: 15 * MINUTE };
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

describe("the account's guessing budget", () => {
  it('refuses the 5th wrong password for one e-mail at once, whatever address it comes from', () => {
    for (let i = 0; i < 4; i += 1) expect(fail(victim(`198.51.100.${i}`), T0).allowed).toBe(true);
    expect(beginLogin(victim('203.0.113.77'), T0, limits, db)).toEqual({ allowed: false, limit: 'account', retryAfterMs: 15 * MINUTE });
  });

  it('gives a guess back every 15 minutes: no wait ever longer, never more than 100 guesses a day', () => {
    // A patient attacker from fresh addresses, trying every minute for two days.
    let reached = 0;
    let longestWait = 0;
    const perDay: number[] = [];
    for (let minute = 0; minute < 2 * 24 * 60; minute += 1) {
      const start = fail(victim(`10.0.${minute >> 8}.${minute & 255}`), T0 + minute * MINUTE);
      if (start.allowed) reached += 1;
      else longestWait = Math.max(longestWait, start.retryAfterMs);
      if ((minute + 1) % (24 * 60) === 0) perDay.push(reached - perDay.reduce((a, b) => a + b, 0));
    }
    expect(perDay[0]).toBe(4 + 95);
    for (const day of perDay) expect(day).toBeLessThanOrEqual(100);
    expect(longestWait).toBeLessThanOrEqual(15 * MINUTE);
    expect(longestWait).toBeLessThanOrEqual(60 * MINUTE);
  });

  it('is not evicted by traffic for 10,050 other accounts and addresses', () => {
    for (let i = 0; i < 4; i += 1) fail(victim(`198.51.100.${i}`), T0);
    const flood = db.transaction(() => {
      for (let i = 0; i < 10_050; i += 1) fail({ account: `sha256:other-${i}`, address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, device: null }, T0 + 1);
    });
    flood();
    expect(beginLogin(victim('203.0.113.1'), T0 + 2, limits, db)).toMatchObject({ allowed: false, limit: 'account' });
  });

  it('survives a restart and is shared by every connection to the same file', () => {
    const other = openDatabase(file);
    for (let i = 0; i < 2; i += 1) fail(victim(`198.51.100.${i}`), T0, db);
    for (let i = 2; i < 4; i += 1) fail(victim(`198.51.100.${i}`), T0, other);
    expect(beginLogin(victim('203.0.113.1'), T0 + 1, limits, other).allowed).toBe(false);
    db.close();
    other.close();
    const reopened = openDatabase(file);
    expect(beginLogin(victim('203.0.113.1'), T0 + 2, limits, reopened)).toMatchObject({ allowed: false, limit: 'account' });
    db = reopened;
  });

  it('does not spend guesses on attempts refused before the password check (server busy)', () => {
    for (let i = 0; i < 12; i += 1) {
      const start = beginLogin(victim('198.51.100.1'), T0 + i, limits, db);
      expect(start.allowed).toBe(true);
      if (start.allowed) finishLogin(start.attemptId, victim('198.51.100.1'), 'not-counted', T0 + i, limits, db);
    }
    expect(beginLogin(victim('198.51.100.1'), T0 + 20, limits, db).allowed).toBe(true);
  });

  it('gives back only the guess a success spent, so the owner signing in does not refill it for an attacker', () => {
    for (let i = 0; i < 3; i += 1) fail(victim('198.51.100.1'), T0 + i);
    const start = beginLogin(victim('198.51.100.2'), T0 + 10, limits, db);
    if (!start.allowed) throw new Error('refused');
    finishLogin(start.attemptId, victim('198.51.100.2'), 'success', T0 + 10, limits, db);
    expect(fail(victim('198.51.100.3'), T0 + 20).allowed).toBe(true);
    expect(beginLogin(victim('198.51.100.4'), T0 + 30, limits, db).allowed).toBe(false);
  });

  it('says when the last guess is spent, and how long until the next', () => {
    for (let i = 0; i < 3; i += 1) fail(victim('198.51.100.1'), T0);
    const start = beginLogin(victim('198.51.100.1'), T0, limits, db);
    if (!start.allowed) throw new Error('refused');
    expect(finishLogin(start.attemptId, victim('198.51.100.1'), 'failure', T0, limits, db)).toEqual({ retryAfterMs: 15 * MINUTE });
  });
});

describe('trusted device', () => {
  it("gets through when the account's budget is spent, under its own limit of 5", () => {
    for (let i = 0; i < 40; i += 1) fail(victim(`198.51.100.${i}`), T0);
    expect(beginLogin(victim('203.0.113.1'), T0 + 1, limits, db).allowed).toBe(false);
    const owner = victim('203.0.113.1', 'device-abc');
    for (let i = 0; i < 5; i += 1) expect(fail(owner, T0 + 2 + i).allowed).toBe(true);
    expect(beginLogin(owner, T0 + 10, limits, db)).toMatchObject({ allowed: false, limit: 'device' });
    // Another device of the same account has its own count.
    expect(beginLogin(victim('203.0.113.1', 'device-xyz'), T0 + 11, limits, db).allowed).toBe(true);
  });

  it("a success clears the device's own failures but not the account's spent budget", () => {
    for (let i = 0; i < 4; i += 1) fail(victim(`198.51.100.${i}`), T0);
    const owner = victim('203.0.113.1', 'device-abc');
    for (let i = 0; i < 4; i += 1) fail(owner, T0 + 1 + i);
    const start = beginLogin(owner, T0 + 10, limits, db);
    if (!start.allowed) throw new Error('refused');
    finishLogin(start.attemptId, owner, 'success', T0 + 10, limits, db);
    for (let i = 0; i < 5; i += 1) expect(fail(owner, T0 + 20 + i).allowed).toBe(true);
    expect(beginLogin(victim('198.51.100.9'), T0 + 30, limits, db)).toMatchObject({ allowed: false, limit: 'account' });
  });

  it("a trusted device's failures spend none of the account's budget", () => {
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
    const limit = { limit: 3, total: 100, windowMs: 60 * MINUTE };
    expect([0, 1, 2, 3].map((i) => hitSignup('203.0.113.9', T0 + i, limit, db).allowed)).toEqual([true, true, true, false]);
    expect(hitSignup('203.0.113.9', T0 + 10, limit, db)).toEqual({ allowed: false, limit: 'address', retryAfterMs: 60 * MINUTE - 10 });
    expect(hitSignup('203.0.113.10', T0 + 10, limit, db).allowed).toBe(true);
    expect(hitSignup('203.0.113.9', T0 + 60 * MINUTE + 1, limit, db).allowed).toBe(true);
  });

  it('takes back an attempt that never reached the hashing (server busy)', () => {
    const limit = { limit: 2, total: 100, windowMs: 60 * MINUTE };
    for (let i = 0; i < 5; i += 1) {
      const hit = hitSignup('203.0.113.9', T0 + i, limit, db);
      if (!hit.allowed) throw new Error(`refused at ${i}`);
      forgetSignup(hit.attemptId, db);
    }
    expect(hitSignup('203.0.113.9', T0 + 10, limit, db).allowed).toBe(true);
  });
});

describe('the sign-up ceiling', () => {
  it('refuses everyone past the total per window, however many addresses they use', () => {
    const limit = { limit: 3, total: 10, windowMs: 60 * MINUTE };
    const verdicts = Array.from({ length: 30 }, (_, i) => hitSignup(`10.0.0.${i}`, T0 + i * MINUTE, limit, db));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    expect(verdicts[10]).toEqual({ allowed: false, limit: 'total', retryAfterMs: 50 * MINUTE });
    // The window slides: an hour after the first, one more gets in.
    expect(hitSignup('10.0.1.1', T0 + 60 * MINUTE + 1, limit, db).allowed).toBe(true);
  });
});

describe('pruneAttempts', () => {
  it('deletes what no limit counts any more and keeps the rest', () => {
    fail(victim('198.51.100.1'), T0 - 2 * 60 * MINUTE);
    fail(victim('198.51.100.1'), T0 - MINUTE);
    hitSignup('203.0.113.9', T0 - 2 * 60 * MINUTE, { limit: 9, total: 100, windowMs: 60 * MINUTE }, db);
    pruneAttempts(T0, { keepMs: 60 * MINUTE, budgetFullMs: limits.budget * limits.refillMs }, db);
    expect(db.prepare('SELECT count(*) FROM login_attempts').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM signup_attempts').pluck().get()).toBe(0);
    // The budget spent a minute ago is not full again yet; the one two hours ago is.
    expect(db.prepare('SELECT count(*) FROM login_budget').pluck().get()).toBe(1);
  });
});
