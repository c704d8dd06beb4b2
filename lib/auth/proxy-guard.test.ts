import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const SECRET = 'proxy-guard-test-secret-0123456789abcdef';
vi.stubEnv('AUTH_SECRET', SECRET);
const { panelGuard } = await import('./proxy-guard');
const { signSessionToken } = await import('./session-token');

const key = new TextEncoder().encode(SECRET);
let validToken: string;
beforeAll(async () => {
  validToken = await signSessionToken({ userId: 7, sessionVersion: 0, sessionKey: 'k'.repeat(22) }, key);
});

function request(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new NextRequest(`http://127.0.0.1:3200${path}`, {
    headers: { ...(cookie ? { cookie: `session=${cookie}` } : {}), ...headers },
  });
}

describe('panelGuard', () => {
  it('leaves other paths alone, even without a cookie', async () => {
    expect(await panelGuard(request('/menu'))).toBeUndefined();
  });

  it('redirects to /login without a cookie', async () => {
    const response = await panelGuard(request('/home-admin'));
    expect(response?.status).toBe(307);
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname + location.search).toBe('/login?acceso=admin');
  });

  it('names the desk page it refused, so the sign-in returns there', async () => {
    const response = await panelGuard(request('/home-admin/menu'));
    expect(new URL(response!.headers.get('location')!).searchParams.get('volver')).toBe('/home-admin/menu');
  });

  it('lets a validly signed cookie through (the layout checks the session version)', async () => {
    expect(await panelGuard(request('/home-admin/x', validToken))).toBeUndefined();
  });

  it('redirects a forged or expired cookie and deletes it', async () => {
    const forged = await signSessionToken({ userId: 7, sessionVersion: 0, sessionKey: 'k'.repeat(22) }, new TextEncoder().encode('x'.repeat(40)));
    const expired = await signSessionToken({ userId: 7, sessionVersion: 0, sessionKey: 'k'.repeat(22) }, key, new Date('2020-01-01T00:00:00Z'));
    for (const token of [forged, expired, 'garbage']) {
      const response = await panelGuard(request('/home-admin', token));
      expect(response?.status).toBe(307);
      expect(response?.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    }
  });

  // The x-middleware-subrequest trick is Next's business, not this function's (it never reads
  // that header): e2e/panel.spec.ts sends it to the built server.
  it('ignores a bearer header: only the session cookie opens the admin area', async () => {
    const response = await panelGuard(request('/home-admin', undefined, { authorization: `Bearer ${validToken}` }));
    expect(response?.status).toBe(307);
  });
});
