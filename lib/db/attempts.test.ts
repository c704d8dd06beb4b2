import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '@/test-fixtures/stores';
import type { Db } from './index';
import { beginLogin, finishLogin, forgetSignup, hitActivationFailure, hitSignup, pruneAttempts, type LoginClient as Client } from './attempts';

const MINUTE = 60_000;
const limits = { windowMs: 15 * MINUTE, perAddress: 20, perDevice: 5, budget: 4, refillMs: 15 * MINUTE };
const T0 = Date.parse('2026-11-24T12:00:00Z');

const victim = (address: string, device: string | null = null): Client => ({ account: 'sha256:victim', address, device });

describeEachEngine('the login and sign-up throttles', (store) => {
  let db: Db;
  let open: () => Promise<Db>;
  beforeEach(async () => {
    ({ db, open } = await store.fresh());
  });

  /** One wrong password: begin, then settle as a failure. Returns what begin answered. */
  async function fail(client: Client, now: number, on = db) {
    const start = await beginLogin(client, now, limits, on);
    if (start.allowed) await finishLogin(start.attemptId, client, 'failure', now, limits, on);
    return start;
  }
  const begin = (client: Client, now: number, on = db) => beginLogin(client, now, limits, on);
  const count = async (table: 'login_attempts' | 'signup_attempts' | 'login_budget' | 'activation_attempts') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // SQLite's second instance would be a second process (one process waiting on the file's lock
  // would block its own event loop): there a burst goes through one store.
  const secondInstance = () => (store.engine === 'postgres' ? open() : Promise.resolve(db));

  describe("the account's guessing budget", () => {
    it('refuses the 5th wrong password for one e-mail at once, whatever address it comes from', async () => {
      for (let i = 0; i < 4; i += 1) expect((await fail(victim(`198.51.100.${i}`), T0)).allowed).toBe(true);
      expect(await begin(victim('203.0.113.77'), T0)).toEqual({ allowed: false, limit: 'account', retryAfterMs: 15 * MINUTE });
    });

    it('gives a guess back every 15 minutes: no wait ever longer, never more than 100 guesses a day', async () => {
      // A patient attacker from fresh addresses, trying every minute for two days.
      let reached = 0;
      let longestWait = 0;
      const perDay: number[] = [];
      for (let minute = 0; minute < 2 * 24 * 60; minute += 1) {
        const start = await fail(victim(`10.0.${minute >> 8}.${minute & 255}`), T0 + minute * MINUTE);
        if (start.allowed) reached += 1;
        else longestWait = Math.max(longestWait, start.retryAfterMs);
        if ((minute + 1) % (24 * 60) === 0) perDay.push(reached - perDay.reduce((a, b) => a + b, 0));
      }
      expect(perDay[0]).toBe(4 + 95);
      for (const day of perDay) expect(day).toBeLessThanOrEqual(100);
      expect(longestWait).toBeLessThanOrEqual(15 * MINUTE);
    }, 120_000);

    it('is not evicted by traffic for 10,050 other accounts and addresses', async () => {
      for (let i = 0; i < 4; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      const rows = Array.from({ length: 10_050 }, (_, i) => ({
        account: `sha256:other-${i}`,
        address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        device: null,
        at: T0 + 1,
      }));
      for (let i = 0; i < rows.length; i += 1000)
        await db
          .insertInto('login_attempts')
          .values(rows.slice(i, i + 1000))
          .execute();
      const budgets = rows.map((row) => ({ account: row.account, tokens: 3, at: T0 + 1 }));
      for (let i = 0; i < budgets.length; i += 1000)
        await db
          .insertInto('login_budget')
          .values(budgets.slice(i, i + 1000))
          .execute();
      for (let i = 0; i < 20; i += 1) await fail({ account: `sha256:late-${i}`, address: `10.9.9.${i}`, device: null }, T0 + 1);
      expect(await begin(victim('203.0.113.1'), T0 + 2)).toMatchObject({ allowed: false, limit: 'account' });
    });

    it('survives a restart and is shared by every instance on the same database', async () => {
      const other = await open();
      for (let i = 0; i < 2; i += 1) await fail(victim(`198.51.100.${i}`), T0, db);
      for (let i = 2; i < 4; i += 1) await fail(victim(`198.51.100.${i}`), T0, other);
      expect((await begin(victim('203.0.113.1'), T0 + 1, other)).allowed).toBe(false);
      const reopened = await open();
      expect(await begin(victim('203.0.113.1'), T0 + 2, reopened)).toMatchObject({ allowed: false, limit: 'account' });
    });

    it('holds for a burst of guesses arriving at once through two instances', async () => {
      const other = await secondInstance();
      const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => fail(victim(`198.51.100.${i}`), T0, i % 2 ? other : db)));
      // Every guess spends a guess before its password is checked: no more than 4 get through.
      expect(guesses.filter((start) => start.allowed)).toHaveLength(4);
    });

    it('does not spend guesses on attempts refused before the password check (server busy)', async () => {
      for (let i = 0; i < 12; i += 1) {
        const start = await begin(victim('198.51.100.1'), T0 + i);
        expect(start.allowed).toBe(true);
        if (start.allowed) await finishLogin(start.attemptId, victim('198.51.100.1'), 'not-counted', T0 + i, limits, db);
      }
      expect((await begin(victim('198.51.100.1'), T0 + 20)).allowed).toBe(true);
    });

    it('gives back only the guess a success spent, so the owner signing in does not refill it for an attacker', async () => {
      for (let i = 0; i < 3; i += 1) await fail(victim('198.51.100.1'), T0 + i);
      const start = await begin(victim('198.51.100.2'), T0 + 10);
      if (!start.allowed) throw new Error('refused');
      await finishLogin(start.attemptId, victim('198.51.100.2'), 'success', T0 + 10, limits, db);
      expect((await fail(victim('198.51.100.3'), T0 + 20)).allowed).toBe(true);
      expect((await begin(victim('198.51.100.4'), T0 + 30)).allowed).toBe(false);
    });

    it('says when the last guess is spent, and how long until the next', async () => {
      for (let i = 0; i < 3; i += 1) await fail(victim('198.51.100.1'), T0);
      const start = await begin(victim('198.51.100.1'), T0);
      if (!start.allowed) throw new Error('refused');
      expect(await finishLogin(start.attemptId, victim('198.51.100.1'), 'failure', T0, limits, db)).toEqual({ retryAfterMs: 15 * MINUTE });
    });
  });

  describe('trusted device', () => {
    it("gets through when the account's budget is spent, under its own limit of 5", async () => {
      for (let i = 0; i < 40; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      expect((await begin(victim('203.0.113.1'), T0 + 1)).allowed).toBe(false);
      const owner = victim('203.0.113.1', 'device-abc');
      for (let i = 0; i < 5; i += 1) expect((await fail(owner, T0 + 2 + i)).allowed).toBe(true);
      expect(await begin(owner, T0 + 10)).toMatchObject({ allowed: false, limit: 'device' });
      // Another device of the same account has its own count.
      expect((await begin(victim('203.0.113.1', 'device-xyz'), T0 + 11)).allowed).toBe(true);
    });

    it("a success clears the device's own failures but not the account's spent budget", async () => {
      for (let i = 0; i < 4; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      const owner = victim('203.0.113.1', 'device-abc');
      for (let i = 0; i < 4; i += 1) await fail(owner, T0 + 1 + i);
      const start = await begin(owner, T0 + 10);
      if (!start.allowed) throw new Error('refused');
      await finishLogin(start.attemptId, owner, 'success', T0 + 10, limits, db);
      for (let i = 0; i < 5; i += 1) expect((await fail(owner, T0 + 20 + i)).allowed).toBe(true);
      expect(await begin(victim('198.51.100.9'), T0 + 30)).toMatchObject({ allowed: false, limit: 'account' });
    });

    it("a trusted device's failures spend none of the account's budget", async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim('203.0.113.1', 'device-abc'), T0 + i);
      expect((await begin(victim('198.51.100.1'), T0 + 10)).allowed).toBe(true);
    });
  });

  describe('per-address bound', () => {
    it('refuses the 21st failure from one address, across accounts', async () => {
      for (let i = 0; i < 20; i += 1)
        expect((await fail({ account: `sha256:acc-${i}`, address: '2001:db8:1:2::/64', device: null }, T0 + i)).allowed).toBe(true);
      expect(await begin({ account: 'sha256:new', address: '2001:db8:1:2::/64', device: null }, T0 + 30)).toMatchObject({
        allowed: false,
        limit: 'address',
        retryAfterMs: 15 * MINUTE - 30,
      });
      expect((await begin({ account: 'sha256:new', address: '2001:db8:1:3::/64', device: null }, T0 + 30)).allowed).toBe(true);
    });
  });

  describe('sign-ups', () => {
    it('counts every attempt per address in the store and refuses past the limit', async () => {
      const limit = { limit: 3, total: 100, windowMs: 60 * MINUTE };
      const answers = [];
      for (const i of [0, 1, 2, 3]) answers.push((await hitSignup('203.0.113.9', T0 + i, limit, db)).allowed);
      expect(answers).toEqual([true, true, true, false]);
      expect(await hitSignup('203.0.113.9', T0 + 10, limit, db)).toEqual({ allowed: false, limit: 'address', retryAfterMs: 60 * MINUTE - 10 });
      expect((await hitSignup('203.0.113.10', T0 + 10, limit, db)).allowed).toBe(true);
      expect((await hitSignup('203.0.113.9', T0 + 60 * MINUTE + 1, limit, db)).allowed).toBe(true);
    });

    it('lets no more than the limits through when they arrive at once through two instances', async () => {
      const other = await secondInstance();
      const limit = { limit: 3, total: 5, windowMs: 60 * MINUTE };
      const sameAddress = await Promise.all(Array.from({ length: 10 }, (_, i) => hitSignup('203.0.113.9', T0, limit, i % 2 ? other : db)));
      expect(sameAddress.filter((hit) => hit.allowed)).toHaveLength(3);
      const everyone = await Promise.all(Array.from({ length: 10 }, (_, i) => hitSignup(`10.1.1.${i}`, T0, limit, i % 2 ? other : db)));
      expect(everyone.filter((hit) => hit.allowed)).toHaveLength(2);
    });

    it('takes back an attempt that never reached the hashing (server busy)', async () => {
      const limit = { limit: 2, total: 100, windowMs: 60 * MINUTE };
      for (let i = 0; i < 5; i += 1) {
        const hit = await hitSignup('203.0.113.9', T0 + i, limit, db);
        if (!hit.allowed) throw new Error(`refused at ${i}`);
        await forgetSignup(hit.attemptId, db);
      }
      expect((await hitSignup('203.0.113.9', T0 + 10, limit, db)).allowed).toBe(true);
    });
  });

  describe('the sign-up ceiling', () => {
    it('refuses everyone past the total per window, however many addresses they use', async () => {
      const limit = { limit: 3, total: 10, windowMs: 60 * MINUTE };
      const verdicts = [];
      for (let i = 0; i < 30; i += 1) verdicts.push(await hitSignup(`10.0.0.${i}`, T0 + i * MINUTE, limit, db));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
      expect(verdicts[10]).toEqual({ allowed: false, limit: 'total', retryAfterMs: 50 * MINUTE });
      // The window slides: an hour after the first, one more gets in.
      expect((await hitSignup('10.0.1.1', T0 + 60 * MINUTE + 1, limit, db)).allowed).toBe(true);
    });
  });

  describe('failed activations', () => {
    const limit = { limit: 3, windowMs: 15 * MINUTE };

    it('counts them per address and refuses past the limit until the oldest leaves the window', async () => {
      const answers = [];
      for (const i of [0, 1, 2, 3]) answers.push((await hitActivationFailure('203.0.113.9', T0 + i, limit, db)).allowed);
      expect(answers).toEqual([true, true, true, false]);
      expect(await hitActivationFailure('203.0.113.9', T0 + 10, limit, db)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 10 });
      expect((await hitActivationFailure('203.0.113.10', T0 + 10, limit, db)).allowed).toBe(true);
      expect((await hitActivationFailure('203.0.113.9', T0 + 15 * MINUTE + 1, limit, db)).allowed).toBe(true);
      // Refusals are not failures of their own: they do not push the window on.
      expect(await count('activation_attempts')).toBe(5);
    });

    it('lets no more than the limit through when a burst arrives at once through two instances', async () => {
      const other = await secondInstance();
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => hitActivationFailure('203.0.113.9', T0, limit, i % 2 ? other : db)));
      expect(burst.filter((hit) => hit.allowed)).toHaveLength(3);
    });

    it('are not failed logins: they never refuse a login from the same address', async () => {
      for (let i = 0; i < 30; i += 1) await hitActivationFailure('198.51.100.1', T0 + i, { limit: 30, windowMs: 15 * MINUTE }, db);
      expect((await begin(victim('198.51.100.1'), T0 + 40)).allowed).toBe(true);
    });
  });

  describe('pruneAttempts', () => {
    it('deletes what no limit counts any more and keeps the rest', async () => {
      await fail(victim('198.51.100.1'), T0 - 2 * 60 * MINUTE);
      await fail(victim('198.51.100.1'), T0 - MINUTE);
      await hitSignup('203.0.113.9', T0 - 2 * 60 * MINUTE, { limit: 9, total: 100, windowMs: 60 * MINUTE }, db);
      await hitActivationFailure('203.0.113.9', T0 - 2 * 60 * MINUTE, { limit: 9, windowMs: 15 * MINUTE }, db);
      await hitActivationFailure('203.0.113.9', T0 - MINUTE, { limit: 9, windowMs: 15 * MINUTE }, db);
      await pruneAttempts(T0, { keepMs: 60 * MINUTE, budgetFullMs: limits.budget * limits.refillMs }, db);
      expect(await count('login_attempts')).toBe(1);
      expect(await count('signup_attempts')).toBe(0);
      expect(await count('activation_attempts')).toBe(1);
      // The budget spent a minute ago is not full again yet; the one two hours ago is.
      expect(await count('login_budget')).toBe(1);
    });
  });
});
