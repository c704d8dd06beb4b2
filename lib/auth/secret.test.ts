import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secretFilePath, storedAuthSecret } from './secret';
import { readOrCreateSecretFile, resolveAuthSecret } from './secret-store';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('auth secret', () => {
  it('uses AUTH_SECRET when it is long enough', () => {
    expect(resolveAuthSecret({ AUTH_SECRET: 'k'.repeat(32) })).toBe('k'.repeat(32));
  });

  it('is required with PostgreSQL: instances never generate their own, and the message says what to set', () => {
    const dir = tempDir();
    const env = { DATABASE_URL: 'postgres://tienda@db.internal/crepivara', DATABASE_PATH: path.join(dir, 'shop.db') };
    expect(() => resolveAuthSecret(env)).toThrow(/AUTH_SECRET is required with PostgreSQL \(DATABASE_URL\).*at least 32 characters/);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(resolveAuthSecret({ ...env, AUTH_SECRET: 'p'.repeat(40) })).toBe('p'.repeat(40));
  });

  it('the proxy finds no key with PostgreSQL and no AUTH_SECRET, even beside an old secret file', () => {
    const dir = tempDir();
    const env = { DATABASE_PATH: path.join(dir, 'shop.db') };
    vi.spyOn(console, 'info').mockImplementation(() => {});
    resolveAuthSecret(env);
    expect(storedAuthSecret(env)).not.toBeNull();
    expect(storedAuthSecret({ ...env, DATABASE_URL: 'postgres://tienda@db.internal/crepivara' })).toBeNull();
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => resolveAuthSecret({ AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('generates a secret beside the database once, mode 0600, and reuses it', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const dir = tempDir();
    const env = { DATABASE_PATH: path.join(dir, 'nested', 'shop.db') };
    expect(secretFilePath(env)).toBe(path.join(dir, 'nested', 'auth-secret'));
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(secretFilePath(env)).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(env)).toBe(first);
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(path.join(dir, 'nested'))).toEqual(['auth-secret']);
  });

  it('is the store being down when the data folder cannot hold the generated key (a 503, not a 500)', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a-file'), '');
    vi.stubEnv('AUTH_SECRET', '');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATABASE_PATH', path.join(dir, 'a-file', 'crepivara.db'));
    const { authSecret } = await import('./secret-store');
    const { isStoreUnavailable } = await import('@/lib/db/unavailable');
    let error: unknown;
    try {
      authSecret();
    } catch (thrown) {
      error = thrown;
    }
    expect(isStoreUnavailable(error)).toBe(true);
    vi.unstubAllEnvs();
  });

  it('refuses a truncated secret file instead of signing with it', () => {
    const file = path.join(tempDir(), 'auth-secret');
    fs.writeFileSync(file, 'short', { mode: 0o600 });
    expect(() => readOrCreateSecretFile(file)).toThrow(/shorter than 32/);
  });

  it('refuses a secret file that other users can read, naming the file and the fix', () => {
    const file = path.join(tempDir(), 'auth-secret');
    fs.writeFileSync(file, 's'.repeat(64), { mode: 0o600 });
    expect(readOrCreateSecretFile(file)).toBe('s'.repeat(64));
    for (const mode of [0o644, 0o640, 0o604]) {
      fs.chmodSync(file, mode);
      expect(() => readOrCreateSecretFile(file)).toThrow(`${file} can be read by other users (mode 0${mode.toString(8)}): run \`chmod 600 ${file}\``);
    }
  });

  it.skipIf(process.getuid?.() !== 0)('refuses a secret file that belongs to another user', () => {
    const file = path.join(tempDir(), 'auth-secret');
    fs.writeFileSync(file, 's'.repeat(64), { mode: 0o600 });
    fs.chownSync(file, 4242, 4242);
    expect(() => readOrCreateSecretFile(file)).toThrow(new RegExp(`${file} belongs to another user \\(uid 4242`));
  });
});
