import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databasePath, type Env } from '@/lib/db/path';

// The key that signs session tokens. Read by the route handlers, the admin layout and the proxy
// (Node runtime), so it must not depend on anything but the environment and the disk.

export const MIN_SECRET_LENGTH = 32;

/** Where a generated secret is kept: beside the database, so both live and move together. */
export function secretFilePath(env: Env = process.env): string {
  return path.join(path.dirname(databasePath(env)), 'auth-secret');
}

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

function readSecretFile(file: string): string | null {
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

/** AUTH_SECRET when set (at least 32 characters), otherwise the generated one on disk. */
export function resolveAuthSecret(env: Env = process.env): string {
  const configured = env.AUTH_SECRET?.trim();
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`[auth] AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return configured;
  }
  return readOrCreateSecretFile(secretFilePath(env));
}

let cached: Uint8Array | undefined;

/** The signing key as bytes, resolved on first use (never at build time) and then kept. */
export function authSecret(): Uint8Array {
  cached ??= new TextEncoder().encode(resolveAuthSecret());
  return cached;
}
