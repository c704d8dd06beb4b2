import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HashPool, HashPoolBusyError } from './hash-pool';

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
});
