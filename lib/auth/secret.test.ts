import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrCreateSecretFile, resolveAuthSecret, secretFilePath } from './secret';

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

  it('refuses a truncated secret file instead of signing with it', () => {
    const file = path.join(tempDir(), 'auth-secret');
    fs.writeFileSync(file, 'short');
    expect(() => readOrCreateSecretFile(file)).toThrow(/shorter than 32/);
  });
});
