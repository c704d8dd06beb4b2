// Password hashing (bcrypt in worker threads): below both lib/db, which checks credentials, and
// lib/auth, which imports neither this nor the database's internals the other way round.
import crypto from 'node:crypto';
import { processGlobal } from '@/lib/process-global';
import { HashPool, type HashLane, type HashPoolBusyError } from './hash-pool';

export type { HashLane } from './hash-pool';

/** bcrypt work factor: about 100 ms per hash with bcryptjs on one core. */
const BCRYPT_COST = 11;

// One pool per process, even if the bundler loads this module once per route.
const pool = () => processGlobal('hash-pool', () => new HashPool());
const dummy = () => processGlobal('dummy-hash', (): { hash?: Promise<string> } => ({}));

/** `lane`: 'signup' for public registration only, which is shed first (lib/password/hash-pool.ts). */
export function hashPassword(password: string, lane: HashLane): Promise<string> {
  return pool().run({ op: 'hash', password, cost: BCRYPT_COST }, lane);
}

/** The refusal a new job in `lane` would get now (the queue is too long), or null. */
export function hashingRefusal(lane: HashLane): HashPoolBusyError | null {
  return pool().refusal(lane);
}

export function verifyPassword(password: string, hash: string, lane: HashLane): Promise<boolean> {
  return pool().run({ op: 'compare', password, hash }, lane);
}

/**
 * A hash of a random password with the same cost, compared against when the e-mail is unknown,
 * so a login for a missing account takes as long as one with a wrong password.
 */
export function dummyHash(): Promise<string> {
  const holder = dummy();
  if (holder.hash) return holder.hash;
  const created = hashPassword(crypto.randomBytes(18).toString('base64url'), 'signin');
  holder.hash = created;
  created.catch(() => {
    if (holder.hash === created) holder.hash = undefined;
  });
  return created;
}
