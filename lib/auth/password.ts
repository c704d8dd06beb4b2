import crypto from 'node:crypto';
import { HashPool } from './hash-pool';

/** bcrypt work factor: about 100 ms per hash with bcryptjs on one core. */
export const BCRYPT_COST = 11;

// One pool per process, even if the bundler loads this module once per route.
const globalForPool = globalThis as unknown as { crepivaraHashPool?: HashPool; crepivaraDummyHash?: Promise<string> };

function pool(): HashPool {
  globalForPool.crepivaraHashPool ??= new HashPool();
  return globalForPool.crepivaraHashPool;
}

export function hashPassword(password: string): Promise<string> {
  return pool().run({ op: 'hash', password, cost: BCRYPT_COST });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return pool().run({ op: 'compare', password, hash });
}

/**
 * A hash of a random password with the same cost, compared against when the e-mail is unknown,
 * so a login for a missing account takes as long as one with a wrong password.
 */
export function dummyHash(): Promise<string> {
  const existing = globalForPool.crepivaraDummyHash;
  if (existing) return existing;
  const created = hashPassword(crypto.randomBytes(18).toString('base64url'));
  globalForPool.crepivaraDummyHash = created;
  created.catch(() => {
    if (globalForPool.crepivaraDummyHash === created) globalForPool.crepivaraDummyHash = undefined;
  });
  return created;
}
