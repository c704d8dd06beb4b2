import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPoolSize, HashPool, HashPoolBusyError, WORKER_NICE } from './hash-pool';

const pool = new HashPool({ size: 2 });
afterAll(() => pool.close());

describe('HashPool', () => {
  it('loads bcryptjs by its resolved path, whatever the working directory', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-cwd-'));
    const previous = process.cwd();
    process.chdir(elsewhere);
    try {
      const fresh = new HashPool({ size: 1 });
      expect(await fresh.run({ op: 'compare', password: 'x', hash: await fresh.run({ op: 'hash', password: 'x', cost: 4 }) })).toBe(true);
      await fresh.close();
    } finally {
      process.chdir(previous);
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('hashes with bcrypt at the requested cost and compares', async () => {
    const hash = await pool.run({ op: 'hash', password: 'Crepa123!', cost: 10 });
    expect(hash).toMatch(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/);
    expect(await pool.run({ op: 'compare', password: 'Crepa123!', hash })).toBe(true);
    expect(await pool.run({ op: 'compare', password: 'Crepa123?', hash })).toBe(false);
  });

  it('keeps the event loop free while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await Promise.all([1, 2, 3, 4].map(() => pool.run({ op: 'hash', password: 'x', cost: 10 })));
    clearInterval(timer);
    // Four cost-10 hashes take well over 100 ms; a blocked loop would tick once or twice.
    expect(ticks).toBeGreaterThan(10);
  });

  it('answers many parallel jobs, each with its own result', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `Clave${i}!a`);
    const hashes = await Promise.all(passwords.map((password) => pool.run({ op: 'hash', password, cost: 4 })));
    const checks = await Promise.all(hashes.map((hash, i) => pool.run({ op: 'compare', password: passwords[i]!, hash })));
    expect(checks).toEqual(passwords.map(() => true));
    expect(new Set(hashes).size).toBe(passwords.length);
  });

  it('bounds the queue by expected wait, not by count, and says when to come back', async () => {
    // One worker, a job guessed at 1 s: jobs 1-5 finish within 5 s, the 6th would not.
    const small = new HashPool({ size: 1, maxWaitMs: 5000, initialJobMs: 1000 });
    const accepted = [1, 2, 3, 4, 5].map((i) => small.run({ op: 'hash', password: `p${i}`, cost: 4 }));
    const refused = small.run({ op: 'hash', password: 'p6', cost: 4 });
    await expect(refused).rejects.toBeInstanceOf(HashPoolBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await expect(Promise.all(accepted)).resolves.toHaveLength(5);
    await small.close();
  });

  it('learns the real job duration: fast jobs let more wait', async () => {
    const learning = new HashPool({ size: 1, maxWaitMs: 2000, initialJobMs: 1000 });
    expect(learning.expectedWaitMs()).toBe(1000);
    for (let i = 0; i < 20; i += 1) await learning.run({ op: 'hash', password: 'x', cost: 4 });
    // Cost-4 hashes take a few milliseconds: the estimate drops far below the first guess.
    expect(learning.expectedWaitMs()).toBeLessThan(100);
    await learning.close();
  });

  it('counts two workers as twice the speed', () => {
    const two = new HashPool({ size: 2, initialJobMs: 300 });
    expect(two.expectedWaitMs()).toBe(300);
  });

  it('rejects the job and recovers when a worker dies', async () => {
    const crashing = new HashPool({ size: 1, source: `require('node:worker_threads').parentPort.on('message', () => process.exit(3));` });
    await expect(crashing.run({ op: 'hash', password: 'a', cost: 4 })).rejects.toThrow(/exited with code 3/);
    await expect(crashing.run({ op: 'hash', password: 'a', cost: 4 })).rejects.toThrow(/exited with code 3/);
    await crashing.close();
  });

  it('reports bcrypt errors as rejections', async () => {
    const notAHash = 42 as unknown as string;
    await expect(pool.run({ op: 'compare', password: 'x', hash: notAHash })).rejects.toThrow(/Password hashing failed/);
    // The worker survives a failed job.
    expect(await pool.run({ op: 'compare', password: 'x', hash: 'not-bcrypt' })).toBe(false);
  });

  it.runIf(fs.existsSync('/proc/thread-self'))('runs its workers at a lower priority than the thread that serves pages (Linux)', async () => {
    const niceThreads = () =>
      fs
        .readdirSync('/proc/self/task')
        // Field 19 of stat, counted after the thread's name (which may hold spaces) and its ")".
        .map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]))
        .filter((nice) => nice === WORKER_NICE).length;
    const before = niceThreads();
    const fresh = new HashPool({ size: 1 });
    await fresh.run({ op: 'hash', password: 'x', cost: 4 });
    expect(niceThreads()).toBe(before + 1);
    expect(os.getPriority()).toBe(0);
    await fresh.close();
  });
});

describe('HashPool lanes: sign-ups cannot use up the capacity of sign-ins', () => {
  it('starts a waiting sign-in before every waiting sign-up', async () => {
    const one = new HashPool({ size: 1, maxWaitMs: 60_000, signupMaxWaitMs: 60_000, initialJobMs: 10 });
    const order: string[] = [];
    const signups = [1, 2, 3, 4].map((i) => one.run({ op: 'hash', password: `s${i}`, cost: 6 }, 'signup').then(() => order.push(`signup-${i}`)));
    const signin = one.run({ op: 'hash', password: 'owner', cost: 6 }, 'signin').then(() => order.push('signin'));
    await Promise.all([...signups, signin]);
    // The first sign-up was already running; the sign-in came right after it.
    expect(order.indexOf('signin')).toBe(1);
    await one.close();
  });

  it('sheds sign-ups at a shorter wait, while sign-ins behind the same queue are still accepted', async () => {
    const one = new HashPool({ size: 1, maxWaitMs: 5000, signupMaxWaitMs: 2000, initialJobMs: 1000 });
    const accepted = [1, 2].map((i) => one.run({ op: 'hash', password: `s${i}`, cost: 4 }, 'signup'));
    const shed = one.run({ op: 'hash', password: 's3', cost: 4 }, 'signup');
    await expect(shed).rejects.toMatchObject({ name: 'HashPoolBusyError', lane: 'signup' });
    // Sign-ups waiting do not count against a sign-in: only the running one is ahead of it.
    for (let i = 0; i < 10; i += 1) accepted.push(one.run({ op: 'hash', password: `q${i}`, cost: 4 }, 'signup').catch(() => ''));
    expect(one.expectedWaitMs('signin')).toBeLessThan(one.expectedWaitMs('signup'));
    await expect(one.run({ op: 'hash', password: 'owner', cost: 4 }, 'signin')).resolves.toMatch(/^\$2/);
    await Promise.all(accepted);
    await one.close();
  });

  it('keeps one worker free of sign-ups when it has more than one', async () => {
    const two = new HashPool({ size: 2, maxWaitMs: 60_000, signupMaxWaitMs: 60_000, initialJobMs: 10 });
    // Both workers started first: on a busy machine one thread can take longer to boot than a hash.
    await Promise.all([1, 2].map((i) => two.run({ op: 'hash', password: `w${i}`, cost: 4 }, 'signin')));
    const order: string[] = [];
    const signups = [1, 2, 3].map((i) => two.run({ op: 'hash', password: `s${i}`, cost: 12 }, 'signup').then(() => order.push('signup')));
    // A sign-in on the worker kept free ends long before any cost-12 sign-up (~250 ms each).
    await two.run({ op: 'hash', password: 'owner', cost: 4 }, 'signin').then(() => order.push('signin'));
    await Promise.all(signups);
    expect(order).toEqual(['signin', 'signup', 'signup', 'signup']);
    await two.close();
  });
});

describe('HashPool.refusal', () => {
  it('tells before any work whether a job would be shed, per lane', async () => {
    const one = new HashPool({ size: 1, maxWaitMs: 5000, signupMaxWaitMs: 2000, initialJobMs: 1000 });
    expect(one.refusal('signup')).toBeNull();
    const jobs = [1, 2].map((i) => one.run({ op: 'hash', password: `s${i}`, cost: 4 }, 'signup'));
    expect(one.refusal('signup')).toMatchObject({ name: 'HashPoolBusyError', lane: 'signup', retryAfterSeconds: 1 });
    expect(one.refusal('signin')).toBeNull();
    await Promise.all(jobs);
    await one.close();
  });
});

describe('defaultPoolSize', () => {
  it('keeps a worker for sign-ins even on a 2-core machine, and leaves a core to the main thread beyond', () => {
    expect(defaultPoolSize(1)).toBe(2);
    expect(defaultPoolSize(2)).toBe(2);
    expect(defaultPoolSize(4)).toBe(3);
    expect(defaultPoolSize(16)).toBe(4);
  });
});

describe('the sign-up rate', () => {
  it('starts at most a burst of sign-ups at once, then a few a second; sign-ins are never counted', async () => {
    let clock = 0;
    const pool = new HashPool({
      size: 2,
      maxWaitMs: 60_000,
      signupMaxWaitMs: 60_000,
      initialJobMs: 1,
      signupRate: { burst: 3, perSecond: 2 },
      now: () => clock,
    });
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < 3; i += 1) jobs.push(pool.run({ op: 'hash', password: `s${i}`, cost: 4 }, 'signup'));
    expect(pool.refusal('signup')).toMatchObject({ lane: 'signup', retryAfterSeconds: 1 });
    await expect(pool.run({ op: 'hash', password: 'x', cost: 4 }, 'signup')).rejects.toMatchObject({ name: 'HashPoolBusyError' });
    expect(pool.refusal('signin')).toBeNull();
    jobs.push(pool.run({ op: 'hash', password: 'owner', cost: 4 }, 'signin'));
    clock += 500; // one more a half second later
    expect(pool.refusal('signup')).toBeNull();
    jobs.push(pool.run({ op: 'hash', password: 's4', cost: 4 }, 'signup'));
    expect(pool.refusal('signup')).not.toBeNull();
    await Promise.all(jobs);
    await pool.close();
  });
});
