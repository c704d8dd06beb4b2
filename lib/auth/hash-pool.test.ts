import { afterAll, describe, expect, it } from 'vitest';
import { HashPool, HashPoolBusyError } from './hash-pool';

const pool = new HashPool(2);
afterAll(() => pool.close());

describe('HashPool', () => {
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

  it('rejects when the queue is full instead of growing without bound', async () => {
    const small = new HashPool(1, 1);
    const first = small.run({ op: 'hash', password: 'a', cost: 4 });
    const second = small.run({ op: 'hash', password: 'b', cost: 4 }); // queued behind the first
    await expect(small.run({ op: 'hash', password: 'c', cost: 4 })).rejects.toBeInstanceOf(HashPoolBusyError);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    await small.close();
  });

  it('rejects the job and recovers when a worker dies', async () => {
    const crashing = new HashPool(1, 8, `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`);
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
