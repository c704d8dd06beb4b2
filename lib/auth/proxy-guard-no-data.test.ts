import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';

// A data folder the site cannot read (here a path under a plain file, as a mistyped
// DATABASE_PATH or a volume mounted over a file gives): the proxy cannot know the session key.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-guard-'));
const notAFolder = path.join(dir, 'a-file');
fs.writeFileSync(notAFolder, '');
vi.stubEnv('AUTH_SECRET', '');
vi.stubEnv('DATABASE_PATH', path.join(notAFolder, 'crepivara.db'));
const { panelGuard } = await import('./proxy-guard');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('panelGuard without a readable data folder', () => {
  it('sends the visitor to /login (where the site says in Spanish what is wrong) instead of failing the request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await panelGuard(new NextRequest('http://127.0.0.1:3200/home-admin', { headers: { cookie: 'session=abc.def.ghi' } }));
    expect(response?.status).toBe(307);
    expect(new URL(response!.headers.get('location')!).pathname).toBe('/login');
    // The operator learns why, once, in the server's log.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ENOTDIR'));
    errors.mockRestore();
  });
});
