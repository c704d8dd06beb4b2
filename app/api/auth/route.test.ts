import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The login handler's wiring of the throttle: which outcomes count as a failed attempt.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-route-'));
vi.stubEnv('DATABASE_PATH', path.join(dir, 'route.db'));
vi.stubEnv('AUTH_SECRET', 'r'.repeat(40));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const verify = vi.fn();
vi.mock('@/lib/db/users', async (original) => ({
  ...(await original<typeof import('@/lib/db/users')>()),
  verifyCredentials: (...args: unknown[]) => verify(...args),
}));
const { POST } = await import('./route');
const { HashPoolBusyError } = await import('@/lib/password/hash-pool');

let n = 0;
function login(mail: string, ip = `198.51.100.${(n += 1) % 250}`, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://127.0.0.1:3000/api/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify({ mail, password: 'Crepa123!' }),
    }),
  );
}

beforeEach(() => {
  verify.mockReset();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.mocked(console.info).mockClear();
});

describe('POST /api/auth and the throttle', () => {
  it('a login refused for a full hash queue (503) does not count as a failed attempt', async () => {
    verify.mockRejectedValue(new HashPoolBusyError(3));
    for (let i = 0; i < 12; i += 1) {
      const response = await login('cola@example.com');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3');
    }
    verify.mockResolvedValue(null);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login('cola@example.com')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('logs each failed login and the spent budget as JSON lines with the e-mail hashed, never the password', async () => {
    verify.mockResolvedValue(null);
    for (let i = 0; i < 5; i += 1) await login('log@example.com');
    const lines = vi.mocked(console.info).mock.calls.map(([line]) => String(line));
    const events = lines.map((line) => JSON.parse(line) as { event: string; email?: string; level?: string });
    expect(events.filter((event) => event.event === 'login_failed')).toHaveLength(4);
    expect(events.find((event) => event.event === 'login_locked')).toMatchObject({ level: 'warn', retryAfter: 900, email: expect.stringMatching(/^sha256:/) });
    expect(events.find((event) => event.event === 'login_throttled')).toMatchObject({ level: 'warn' });
    expect(lines.join('\n')).not.toMatch(/log@example\.com|Crepa123!/);
  });
});

describe('cookies over https', () => {
  const cookieNames = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
  async function ana() {
    const { createUser } = await import('@/lib/db/users');
    const created = await createUser({ nombre: 'Ana', apellido: 'Vargas', correo: `ana-${(n += 1)}@example.com`, passwordHash: 'x' });
    if (!created.ok) throw new Error('not created');
    verify.mockResolvedValue({ ...created.user, sessionVersion: 0 });
    return created.user.correo;
  }

  it("are never Secure on a client's word without TRUST_PROXY", async () => {
    const response = await login(await ana(), '203.0.113.1', { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(cookieNames(response)).toEqual(['session', 'device']);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/i);
  });

  it("follow the trusted proxy's protocol: __Host- prefixed and Secure over https, plain names on http", async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const secure = await login(await ana(), '203.0.113.1, 10.0.0.1', { 'x-forwarded-proto': 'https' });
      expect(cookieNames(secure)).toEqual(['__Host-session', '__Host-device']);
      for (const cookie of secure.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/i);
      const plain = await login(await ana(), '203.0.113.1, 10.0.0.1', { 'x-forwarded-proto': 'http' });
      expect(cookieNames(plain)).toEqual(['session', 'device']);
    } finally {
      vi.stubEnv('TRUST_PROXY', '');
      vi.stubEnv('NODE_ENV', 'test');
    }
  });
});
