import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '@/test-fixtures/stores';
import type { Db } from './index';
import { beginLogin, finishLogin, forgetSignup, hitSignup, lockDurationMs, pruneAttempts, type LoginClient as Client } from './attempts';

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

const victim = (address: string, device: string | null = null): Client => ({ account: 'sha256:victim', address, device });

describe('lockDurationMs', () => {
  it('grows from 15 minutes and caps the lock at a day', () => {
    expect(lockDurationMs(1, limits)).toBe(15 * MINUTE);
    expect(lockDurationMs(3, limits)).toBe(60 * MINUTE);
    expect(lockDurationMs(20, limits)).toBe(24 * 60 * MINUTE);
  });
});

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
  const count = async (table: 'login_attempts' | 'signup_attempts') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  describe('per-account bound', () => {
    it('answers 429 after 5 wrong passwords for one e-mail, whatever address they come from', async () => {
      for (let i = 0; i < 5; i += 1) expect((await fail(victim(`198.51.100.${i}`), T0 + i)).allowed).toBe(true);
      expect(await begin(victim('203.0.113.77'), T0 + 10)).toEqual({ allowed: false, limit: 'account', retryAfterMs: 15 * MINUTE - 6 });
    });

    it('is not evicted by traffic for 10,050 other accounts and addresses', async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      const rows = Array.from({ length: 10_050 }, (_, i) => ({ account: `sha256:other-${i}`, address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, device: null, at: T0 + 1 }));
      for (let i = 0; i < rows.length; i += 1000) await db.insertInto('login_attempts').values(rows.slice(i, i + 1000)).execute();
      for (let i = 0; i < 20; i += 1) await fail({ account: `sha256:late-${i}`, address: `10.9.9.${i}`, device: null }, T0 + 1);
      expect(await begin(victim('203.0.113.1'), T0 + 2)).toMatchObject({ allowed: false, limit: 'account' });
    });

    it('survives a restart and is shared by every instance on the same database', async () => {
      const other = await open();
      for (let i = 0; i < 3; i += 1) await fail(victim(`198.51.100.${i}`), T0, db);
      for (let i = 3; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), T0, other);
      expect((await begin(victim('203.0.113.1'), T0 + 1, other)).allowed).toBe(false);
      const reopened = await open();
      expect(await begin(victim('203.0.113.1'), T0 + 2, reopened)).toMatchObject({ allowed: false, limit: 'account' });
    });

    // SQLite's second instance would be a second process (one process waiting on the file's lock
    // would block its own event loop): there the burst goes through one store.
    const secondInstance = () => (store.engine === 'postgres' ? open() : Promise.resolve(db));

    it('holds for a burst of guesses arriving at once through two instances', async () => {
      const other = await secondInstance();
      const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => fail(victim(`198.51.100.${i}`), T0, i % 2 ? other : db)));
      // Every guess is counted before its password is checked: no more than 5 get through.
      expect(guesses.filter((start) => start.allowed)).toHaveLength(5);
      expect(await db.selectFrom('login_locks').select(['account', 'level']).execute()).toEqual([{ account: 'sha256:victim', level: 1 }]);
    });

    it('does not count attempts refused before the password check (server busy)', async () => {
      for (let i = 0; i < 12; i += 1) {
        const start = await begin(victim('198.51.100.1'), T0 + i);
        expect(start.allowed).toBe(true);
        if (start.allowed) await finishLogin(start.attemptId, victim('198.51.100.1'), 'not-counted', T0 + i, limits, db);
      }
      expect((await begin(victim('198.51.100.1'), T0 + 20)).allowed).toBe(true);
    });

    it('a success clears the earlier failures', async () => {
      for (let i = 0; i < 4; i += 1) await fail(victim('198.51.100.1'), T0 + i);
      const start = await begin(victim('198.51.100.1'), T0 + 10);
      if (!start.allowed) throw new Error('refused');
      await finishLogin(start.attemptId, victim('198.51.100.1'), 'success', T0 + 10, limits, db);
      for (let i = 0; i < 4; i += 1) expect((await fail(victim('198.51.100.2'), T0 + 20 + i)).allowed).toBe(true);
    });

    it('grows the lock (15 min, 30 min, 1 h) instead of renewing it, and attempts during a lock do not extend it', async () => {
      let now = T0;
      const expected = [15, 30, 60, 120].map((minutes) => minutes * MINUTE);
      for (const duration of expected) {
        for (let i = 0; i < 5; i += 1) expect((await fail(victim(`198.51.100.${i}`), now)).allowed).toBe(true);
        expect(await begin(victim('203.0.113.1'), now)).toEqual({ allowed: false, limit: 'account', retryAfterMs: duration });
        // Hammering during the lock changes nothing.
        for (let i = 0; i < 50; i += 1) await fail(victim('203.0.113.2'), now + i);
        expect(await begin(victim('203.0.113.3'), now + duration - 1)).toMatchObject({ allowed: false, retryAfterMs: 1 });
        now += duration;
      }
    });

    it('starts again from 15 minutes a day after the last lock ended', async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      const later = T0 + 15 * MINUTE + limits.lockMemoryMs + 1;
      for (let i = 0; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), later);
      expect(await begin(victim('203.0.113.1'), later)).toMatchObject({ retryAfterMs: 15 * MINUTE });
    });
  });

  describe('trusted device', () => {
    it("gets through the account's lock, under its own limit of 5", async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      expect((await begin(victim('203.0.113.1'), T0 + 1)).allowed).toBe(false);
      const owner = victim('203.0.113.1', 'device-abc');
      for (let i = 0; i < 5; i += 1) expect((await fail(owner, T0 + 2 + i)).allowed).toBe(true);
      expect(await begin(owner, T0 + 10)).toMatchObject({ allowed: false, limit: 'device' });
      // Another device of the same account has its own count.
      expect((await begin(victim('203.0.113.1', 'device-xyz'), T0 + 11)).allowed).toBe(true);
    });

    it("a success clears the device's own failures but not the account's lock", async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim(`198.51.100.${i}`), T0);
      const owner = victim('203.0.113.1', 'device-abc');
      for (let i = 0; i < 4; i += 1) await fail(owner, T0 + 1 + i);
      const start = await begin(owner, T0 + 10);
      if (!start.allowed) throw new Error('refused');
      await finishLogin(start.attemptId, owner, 'success', T0 + 10, limits, db);
      for (let i = 0; i < 5; i += 1) expect((await fail(owner, T0 + 20 + i)).allowed).toBe(true);
      expect(await begin(victim('198.51.100.9'), T0 + 30)).toMatchObject({ allowed: false, limit: 'account' });
    });

    it("a trusted device's failures do not lock the account for others", async () => {
      for (let i = 0; i < 5; i += 1) await fail(victim('203.0.113.1', 'device-abc'), T0 + i);
      expect((await begin(victim('198.51.100.1'), T0 + 10)).allowed).toBe(true);
    });
  });

  describe('per-address bound', () => {
    it('refuses the 21st failure from one address, across accounts', async () => {
      for (let i = 0; i < 20; i += 1) expect((await fail({ account: `sha256:acc-${i}`, address: '2001:db8:1:2::/64', device: null }, T0 + i)).allowed).toBe(true);
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
      const limit = { limit: 3, windowMs: 60 * MINUTE };
      const answers = [];
      for (const i of [0, 1, 2, 3]) answers.push((await hitSignup('203.0.113.9', T0 + i, limit, db)).allowed);
      expect(answers).toEqual([true, true, true, false]);
      expect(await hitSignup('203.0.113.9', T0 + 10, limit, db)).toEqual({ allowed: false, retryAfterMs: 60 * MINUTE - 10 });
      expect((await hitSignup('203.0.113.10', T0 + 10, limit, db)).allowed).toBe(true);
      expect((await hitSignup('203.0.113.9', T0 + 60 * MINUTE + 1, limit, db)).allowed).toBe(true);
    });

    it('lets no more than the limit through when they arrive at once through two instances', async () => {
      const other = store.engine === 'postgres' ? await open() : db;
      const limit = { limit: 3, windowMs: 60 * MINUTE };
      const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => hitSignup('203.0.113.9', T0, limit, i % 2 ? other : db)));
      expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    });

    it('takes back an attempt that never reached the hashing (server busy)', async () => {
      const limit = { limit: 2, windowMs: 60 * MINUTE };
      for (let i = 0; i < 5; i += 1) {
        const hit = await hitSignup('203.0.113.9', T0 + i, limit, db);
        if (!hit.allowed) throw new Error(`refused at ${i}`);
        await forgetSignup(hit.attemptId, db);
      }
      expect((await hitSignup('203.0.113.9', T0 + 10, limit, db)).allowed).toBe(true);
    });
  });

  describe('pruneAttempts', () => {
    it('deletes what no limit counts any more and keeps the rest', async () => {
      await fail(victim('198.51.100.1'), T0 - 2 * 60 * MINUTE);
      await fail(victim('198.51.100.1'), T0 - MINUTE);
      await hitSignup('203.0.113.9', T0 - 2 * 60 * MINUTE, { limit: 9, windowMs: 60 * MINUTE }, db);
      await pruneAttempts(T0, { keepMs: 60 * MINUTE, lockMemoryMs: limits.lockMemoryMs }, db);
      expect(await count('login_attempts')).toBe(1);
      expect(await count('signup_attempts')).toBe(0);
    });
  });
});
