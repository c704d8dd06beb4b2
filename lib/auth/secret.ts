import fs from 'node:fs';
import path from 'node:path';
import { databasePath, type Env } from '@/lib/data-dir';
import { processGlobal } from '@/lib/process-global';

// The key that signs session tokens: AUTH_SECRET, or a key generated once into a file beside the
// database. This module only reads (the proxy uses it); secret-store.ts also creates the file.

export const MIN_SECRET_LENGTH = 32;

/** Where a generated secret is kept: beside the database, so both live and move together. */
export function secretFilePath(env: Env = process.env): string {
  return path.join(path.dirname(databasePath(env)), 'auth-secret');
}

/** A secret that others can read or replace is no secret: refuse it, naming the file and the fix. */
function checkPrivate(file: string): void {
  const stat = fs.statSync(file);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new Error(`[auth] ${file} belongs to another user (uid ${stat.uid}, the site runs as uid ${uid}): chown it or delete it to generate a new one`);
  }
  const mode = stat.mode & 0o777;
  if (mode & 0o077) {
    throw new Error(`[auth] ${file} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}): run \`chmod 600 ${file}\``);
  }
}

/** The secret stored in `file`, or null when there is none yet. */
export function readSecretFile(file: string): string | null {
  try {
    checkPrivate(file);
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value.length >= MIN_SECRET_LENGTH) return value;
    throw new Error(`[auth] ${file} is shorter than ${MIN_SECRET_LENGTH} characters: delete it to generate a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** AUTH_SECRET when set (at least 32 characters); null when unset (the file then holds it). */
export function configuredSecret(env: Env = process.env): string | null {
  const configured = env.AUTH_SECRET?.trim();
  if (!configured) return null;
  if (configured.length < MIN_SECRET_LENGTH) {
    throw new Error(`[auth] AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return configured;
}

const encoded = (secret: string) => new TextEncoder().encode(secret);

/**
 * For the proxy: the signing key if one exists, never creating it (its import chain writes no
 * file; lib/auth/secret-store.ts creates the key on the first sign-in). null before that: no
 * session can be valid yet. Kept once found.
 */
export function existingAuthSecret(): Uint8Array | null {
  const kept = processGlobal('auth-secret', (): { key?: Uint8Array } => ({}));
  if (kept.key) return kept.key;
  const secret = configuredSecret() ?? readSecretFile(secretFilePath());
  if (secret !== null) kept.key = encoded(secret);
  return kept.key ?? null;
}
