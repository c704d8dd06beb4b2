import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { postPatiently } from './helpers/patient';

// Issue 11, part 1: no request without a live session receives admin markup, whatever the path,
// extension or headers. Each probe is checked on its body, not only on its status: a layout's
// redirect does not stop its page from rendering into the same response.

const PASSWORD = 'Crepa123!';

async function client(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const ip = `10.201.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

/** A fresh account with a name that appears nowhere else; returns its name and session token. */
async function signIn(api: APIRequestContext): Promise<{ nombre: string; token: string }> {
  const nombre = `Fuga${crypto.randomBytes(4).toString('hex')}`;
  const correo = `${nombre.toLowerCase()}@example.com`;
  expect((await postPatiently(api, '/api/user', { nombre, apellido: 'Prueba', correo, contraseña: PASSWORD })).status()).toBe(201);
  const response = await postPatiently(api, '/api/auth', { mail: correo, password: PASSWORD });
  expect(response.status()).toBe(200);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && /^session=/.test(h.value))!.value;
  return { nombre, token: /^session=([^;]+)/.exec(cookie)![1]! };
}

// What the App Router sends for a client-side navigation and for a prefetch.
const routerTree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]));
const headerSets: Record<string, Record<string, string>> = {
  document: {},
  'RSC navigation': { RSC: '1', 'Next-Router-State-Tree': routerTree },
  'RSC prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': routerTree },
};
const paths = [
  '/home-admin',
  '/home-admin/x.json',
  '/home-admin/a/b.txt',
  '/home-admin;x',
  '/HOME-ADMIN',
  '/home-admin/pedidos',
  '/account',
  '/account/x.json',
  '/ACCOUNT',
];

test.describe('admin markup never reaches a request without a live session', () => {
  test('no cookie, a forged cookie and a revoked one, on every path and header set', async ({ playwright }) => {
    test.setTimeout(90_000);
    const api = await client(playwright);
    const { nombre, token: revoked } = await signIn(api);
    const { token: live, nombre: liveName } = await signIn(api);
    // The probe can see admin markup at all: a live session gets it.
    const allowed = await api.get('/home-admin', { headers: { cookie: `session=${live}` }, maxRedirects: 0 });
    expect(allowed.status()).toBe(200);
    expect(await allowed.text()).toContain(liveName);
    const account = await api.get('/account', { headers: { cookie: `session=${live}` }, maxRedirects: 0 });
    expect(account.status()).toBe(200);
    expect(await account.text()).toContain('Eliminar mi cuenta');

    expect((await api.delete('/api/auth', { headers: { cookie: `session=${revoked}` } })).status()).toBe(200);
    const forged = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode('y'.repeat(48)));
    const cookies: Record<string, string | undefined> = { none: undefined, forged, revoked };

    for (const [cookieName, cookie] of Object.entries(cookies)) {
      for (const [headerName, headers] of Object.entries(headerSets)) {
        for (const pathname of paths) {
          const label = `${pathname} · ${headerName} · ${cookieName} cookie`;
          const response = await api.get(pathname, {
            headers: { ...headers, ...(cookie ? { cookie: `session=${cookie}` } : {}) },
            maxRedirects: 0,
          });
          const body = await response.text();
          expect.soft(response.status(), label).toBeLessThan(500);
          expect.soft(body, label).not.toContain('AdminHome');
          expect.soft(body, label).not.toContain('El área de administración');
          expect.soft(body, label).not.toContain('Eliminar mi cuenta');
          expect.soft(body, label).not.toContain(nombre);
        }
      }
    }
  });
});
