import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '@/lib/data-dir';
import { StoreUnavailableError } from '@/lib/db/unavailable';
import { processGlobal } from '@/lib/process-global';
import { AUTH_SECRET_REQUIRED, configuredSecret, readSecretFile, secretFilePath, usesSharedStore } from './secret';

// The session key for the route handlers and the pages' session checks: AUTH_SECRET, or with
// SQLite the key in the file beside the database, generated there on first use. Never imported by
// the proxy.

/** The stored secret, or a new one written atomically with mode 0600 (first writer wins). */
export function readOrCreateSecretFile(file: string): string {
  const existing = readSecretFile(file);
  if (existing !== null) return existing;

  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    // link() fails when the file exists, so two processes starting together agree on one secret,
    // and nobody ever reads a half-written file.
    fs.linkSync(temporary, file);
    console.info(`[auth] AUTH_SECRET is not set: generated a session secret in ${file}`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretFile(file);
    if (winner === null) throw new Error(`[auth] ${file} exists but holds no usable secret`);
    return winner;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** AUTH_SECRET when set (at least 32 characters), otherwise (SQLite only) the generated one on disk. */
export function resolveAuthSecret(env: Env = process.env): string {
  const configured = configuredSecret(env);
  if (configured !== null) return configured;
  if (usesSharedStore(env)) throw new Error(AUTH_SECRET_REQUIRED);
  return readOrCreateSecretFile(secretFilePath(env));
}

/** The signing key as bytes, resolved on first use (never at build time) and then kept. */
export function authSecret(): Uint8Array {
  const kept = processGlobal('auth-secret', (): { key?: Uint8Array } => ({}));
  try {
    kept.key ??= new TextEncoder().encode(resolveAuthSecret());
  } catch (error) {
    // The generated key lives in the data folder beside the database: unreadable, it is the store that is down.
    if (typeof (error as NodeJS.ErrnoException).code === 'string') throw new StoreUnavailableError(error);
    throw error;
  }
  return kept.key;
}

/** At start: throws when the key's configuration is wrong (too short; missing with PostgreSQL). */
export function checkAuthSecretConfig(env: Env = process.env): void {
  if (configuredSecret(env) === null && usesSharedStore(env)) throw new Error(AUTH_SECRET_REQUIRED);
}
