import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { postPatiently } from './helpers/patient';

// The /home-admin guard as a client without a browser sees it: the proxy checks the cookie's
// signature and expiry, the admin layout checks it again with the session version. Probes go
// out from a client with an empty cookie jar, with the cookie under test set by hand.

const PASSWORD = 'Crepa123!';
const LOGIN_REDIRECT = '/login?acceso=admin';

async function client(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const ip = `10.200.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

/** Registers and logs in a fresh account in its own client; returns the session token. */
async function signIn(playwright: PlaywrightWorkerArgs['playwright']): Promise<string> {
  const api = await client(playwright);
  const correo = `admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await postPatiently(api, '/api/user', { nombre: 'Vara', apellido: 'Crepi', correo, contraseña: PASSWORD });
  const response = await postPatiently(api, '/api/auth', { mail: correo, password: PASSWORD });
  expect(response.status()).toBe(200);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value;
  const token = /^session=([^;]+)/.exec(cookie)![1]!;
  await api.dispose();
  return token;
}

async function adminWith(api: APIRequestContext, headers: Record<string, string>, pathname = '/home-admin') {
  return api.get(pathname, { headers, maxRedirects: 0 });
}

/** A redirect to the login; from a page below the desk's home the login names it to return there. */
async function expectLoginRedirect(response: Awaited<ReturnType<APIRequestContext['get']>>, from = '/home-admin') {
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location!, 'http://x');
  expect(location.pathname + location.search).toBe(from === '/home-admin' ? LOGIN_REDIRECT : `${LOGIN_REDIRECT}&volver=${encodeURIComponent(from)}`);
}

/** The server's generated key (Playwright starts it without AUTH_SECRET, in E2E_DATA_DIR). */
function serverSecret(): Uint8Array | null {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'auth-secret');
  return fs.existsSync(file) ? new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()) : null;
}

function sign(claims: { sub: string; sv: number; sk?: string }, key: Uint8Array, expiresAt: number) {
  const { sub, ...rest } = claims;
  return new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setExpirationTime(expiresAt).sign(key);
}

test.describe('/home-admin guard', () => {
  test('a valid session sees AdminHome, on sub-paths too', async ({ playwright }) => {
    const api = await client(playwright);
    const token = await signIn(playwright);
    for (const pathname of ['/home-admin', '/home-admin/pedidos/hoy']) {
      const response = await adminWith(api, { cookie: `session=${token}` }, pathname);
      expect(response.status(), pathname).toBe(200);
      expect(await response.text()).toContain('AdminHome');
    }
  });

  test('no cookie: redirect to /login', async ({ playwright }) => {
    const api = await client(playwright);
    await expectLoginRedirect(await adminWith(api, {}));
    await expectLoginRedirect(await adminWith(api, {}, '/home-admin/otra/ruta'), '/home-admin/otra/ruta');
  });

  test('forged and tampered cookies are refused', async ({ playwright }) => {
    const api = await client(playwright);
    const token = await signIn(playwright);
    const forged = await sign({ sub: '1', sv: 0 }, new TextEncoder().encode('x'.repeat(48)), Math.floor(Date.now() / 1000) + 3600);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sv: 0, sub: '1', exp: 4102444800 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [forged, `${header}.${payload}.${signature}`, none, 'basura', `${token}x`]) {
      await expectLoginRedirect(await adminWith(api, { cookie: `session=${bad}` }));
    }
  });

  test('an expired cookie and a token for a missing user are refused', async ({ playwright }) => {
    const key = serverSecret();
    test.skip(key === null, 'the server was not started by this run (no generated secret to sign with)');
    const api = await client(playwright);
    const token = await signIn(playwright);
    const { sub, sk } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sk: string };
    const expired = await sign({ sub, sv: 0, sk }, key!, Math.floor(Date.now() / 1000) - 60);
    await expectLoginRedirect(await adminWith(api, { cookie: `session=${expired}` }));
    // Correctly signed and unexpired, so the proxy lets it in: the layout must refuse it.
    const ghost = await sign({ sub: '987654321', sv: 0, sk }, key!, Math.floor(Date.now() / 1000) + 3600);
    await expectLoginRedirect(await adminWith(api, { cookie: `session=${ghost}` }));
    // The same key and claims for the real user are accepted, so the two refusals above are meaningful.
    const good = await sign({ sub, sv: 0, sk }, key!, Math.floor(Date.now() / 1000) + 3600);
    expect((await adminWith(api, { cookie: `session=${good}` })).status()).toBe(200);
  });

  test('a cookie kept from before logout is refused (session version)', async ({ playwright }) => {
    const api = await client(playwright);
    const token = await signIn(playwright);
    expect((await adminWith(api, { cookie: `session=${token}` })).status()).toBe(200);
    expect((await api.delete('/api/auth', { headers: { cookie: `session=${token}` } })).status()).toBe(200);
    await expectLoginRedirect(await adminWith(api, { cookie: `session=${token}` }));
  });

  test('the x-middleware-subrequest header does not bypass the guard', async ({ playwright }) => {
    const api = await client(playwright);
    for (const value of [
      'proxy',
      'middleware',
      'src/middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    ]) {
      await expectLoginRedirect(await adminWith(api, { 'x-middleware-subrequest': value }));
    }
  });

  test('a bearer header is not a page session', async ({ playwright }) => {
    const api = await client(playwright);
    const token = await signIn(playwright);
    await expectLoginRedirect(await adminWith(api, { authorization: `Bearer ${token}` }));
  });
});
