import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type PlaywrightWorkerArgs } from '@playwright/test';
import { PASSWORD } from './helpers/accounts';
import { loopbackAddress, sendFrom } from './helpers/loopback';
import { activate, activateThroughPage, databaseOf, invite, ownerCli, withDatabase } from './helpers/owners';
import { postPatiently } from './helpers/patient';

// An owner account no stranger can take, and logins no flood can stop, against the production
// build. The main server runs behind a "proxy" (TRUST_PROXY=1: each client's X-Forwarded-For is the
// address the proxy saw); the desk server has no proxy in front, as a site exposed directly, and
// there only the TCP peer counts (clients at other loopback addresses, helpers/loopback.ts).

const HOUR = 60 * 60 * 1000;
const desk = () => process.env.E2E_DESK_URL!;
const main = () => test.info().project.use.baseURL!;

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@crepivara.test`;
const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
const owner = (nombre: string) => ({ nombre, apellido: 'Dueña', contraseña: PASSWORD });

/** A client with its own cookie jar and address (the proxy's X-Forwarded-For). */
function client(playwright: PlaywrightWorkerArgs['playwright'], ip = randomIp()): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: main(), extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

const login = (api: APIRequestContext, mail: string, password = PASSWORD) => postPatiently(api, '/api/auth', { mail, password });
/** An owner-only call that changes nothing another spec sees: product 5 stays available. */
const ownerCall = (api: APIRequestContext) => api.put('/api/desk/availability/5', { data: { disponible: true } });

test.describe('owner accounts come from the operator', () => {
  test('a sign-up with any spelling of an owner e-mail never reaches an owner API, and the invitation takes the account back', async ({ playwright }) => {
    const correo = unique('duena');
    const [name, domain] = correo.split('@') as [string, string];
    const attacker = await client(playwright);
    // Before the operator invites the owner, a stranger signs up as that address, spelled every way.
    const spellings = [
      ` ${name.toUpperCase()}@${domain.toUpperCase()} `,
      correo,
      `${name}@${domain}.`,
      `${name}+x@${domain}`,
      `${name.replace('duena', 'dueña')}@${domain}`,
    ];
    const statuses = [];
    for (const spelling of spellings) {
      const response = await postPatiently(attacker, '/api/user', { nombre: 'Intrusa', apellido: 'X', correo: spelling, contraseña: 'Intrusa123!' });
      statuses.push(response.status());
      if (response.status() !== 201) continue;
      const session = await client(playwright);
      expect((await login(session, spelling.trim(), 'Intrusa123!')).status(), spelling).toBe(200);
      expect((await ownerCall(session)).status(), spelling).toBe(403);
      expect((await session.put('/api/desk/hours', { data: { reabre: null } })).status(), spelling).toBe(403);
      await session.dispose();
    }
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    expect(statuses[1], 'the exact address, already taken by the first spelling').toBe(409);

    // The stranger keeps a session on the exact address; the operator's invitation resets it.
    const stolen = await client(playwright);
    expect((await login(stolen, correo, 'Intrusa123!')).status()).toBe(200);
    const realOwner = await client(playwright);
    expect((await activate(realOwner, invite(databaseOf(main()), correo), owner('Vara'))).status()).toBe(200);
    expect((await ownerCall(realOwner)).status()).toBe(200);
    expect((await ownerCall(stolen)).status()).toBe(401);
    expect((await login(await client(playwright), correo)).status()).toBe(200);
    expect((await login(await client(playwright), correo, 'Intrusa123!')).status()).toBe(401);
  });

  test('npm run owner -- invite -> the link -> the desk works', async ({ page }) => {
    const correo = unique('invitada');
    const token = invite(databaseOf(main()), correo);
    await page.goto(`/activar?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Activa tu cuenta de dueño' })).toBeVisible();
    await expect(page.getByText(`Cuenta: ${correo}`)).toBeVisible();
    await activateThroughPage(page, 'Marisol');
    await expect(page).toHaveURL(/\/home-admin$/);
    await expect(page.getByRole('heading', { name: 'Disponibilidad' })).toBeVisible();
    await expect(page.getByText('Hola, Marisol')).toBeVisible();
    expect((await ownerCall(page.request)).status()).toBe(200);

    const listed = ownerCli(databaseOf(main()), ['list']);
    expect(listed.stdout).toContain(`${correo}  Marisol Vara`);
  });

  test('a second link resets the account and ends the old session', async ({ playwright }) => {
    const correo = unique('reinicio');
    const database = databaseOf(main());
    const first = await client(playwright);
    expect((await activate(first, invite(database, correo), owner('Primera'))).status()).toBe(200);
    expect((await ownerCall(first)).status()).toBe(200);
    const signedIn = await client(playwright);
    expect((await login(signedIn, correo)).status()).toBe(200);

    const second = await client(playwright);
    expect((await activate(second, invite(database, correo), { ...owner('Segunda'), contraseña: 'Nueva123!' })).status()).toBe(200);
    for (const old of [first, signedIn]) {
      expect((await ownerCall(old)).status()).toBe(401);
      expect((await old.get('/api/auth')).status()).toBe(401);
    }
    expect((await ownerCall(second)).status()).toBe(200);
    expect((await login(await client(playwright), correo)).status()).toBe(401);
    expect((await login(await client(playwright), correo, 'Nueva123!')).status()).toBe(200);
    // The old browsers' devices were forgotten too: the account has only the new ones.
    const devices = withDatabase(database, (db) =>
      db.prepare('SELECT count(*) FROM devices d JOIN users u ON u.id = d.user_id WHERE u.email = ?').pluck().get(correo),
    );
    expect(devices).toBe(2);
  });

  test('a link works once, and not after 24 hours', async ({ page, playwright }) => {
    const database = databaseOf(main());
    const token = invite(database, unique('una-vez'));
    const api = await client(playwright);
    expect((await activate(api, token, owner('Vara'))).status()).toBe(200);
    const again = await activate(await client(playwright), token, owner('Otra'));
    expect(again.status()).toBe(410);
    expect((await again.json()).message).toBe('Este enlace ya se usó. Si necesitas otro, pídelo a quien administra el sitio.');
    await page.goto(`/activar?token=${token}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Este enlace ya se usó. Si necesitas otro, pídelo a quien administra el sitio.');
    await expect(page.getByRole('button', { name: 'Activar mi cuenta' })).toHaveCount(0);

    // The server's clock cannot be moved from here: the invitations are made older instead.
    const age = (value: string, ms: number) =>
      withDatabase(database, (db) => db.prepare('UPDATE owner_invites SET created_at = created_at - ? WHERE email = ?').run(ms, value));
    const late = unique('tarde');
    const lateToken = invite(database, late);
    age(late, 24 * HOUR + 1000);
    await page.goto(`/activar?token=${lateToken}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Este enlace venció (dura 24 horas). Pide uno nuevo a quien administra el sitio.');
    expect((await activate(await client(playwright), lateToken, owner('Tarde'))).status()).toBe(410);

    const inTime = unique('a-tiempo');
    const inTimeToken = invite(database, inTime);
    age(inTime, 24 * HOUR - 60_000);
    expect((await activate(await client(playwright), inTimeToken, owner('A tiempo'))).status()).toBe(200);

    await page.goto('/activar?token=inventado');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Este enlace no es válido. Pide uno nuevo a quien administra el sitio.');
  });
});

test.describe('addresses and protocol the client cannot choose (no TRUST_PROXY)', () => {
  test('30 failed logins with 30 X-Forwarded-For values get 429; the values they name are not locked out', async () => {
    const peer = loopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await sendFrom(peer, `${desk()}/api/auth`, {
        headers: { 'x-forwarded-for': i % 3 === 0 ? `203.0.113.${i}` : i % 3 === 1 ? `1.2.3.${i}:4444` : `garbage-${i}` },
        body: { mail: unique(`fuerza-${i}`), password: 'Mala123!' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // 203.0.113.9 was only a value in a header: a real client there (another peer here) is not refused.
    const other = await sendFrom(loopbackAddress(), `${desk()}/api/auth`, { body: { mail: unique('otra'), password: 'Mala123!' } });
    expect(other.status).toBe(401);
  });

  test('X-Forwarded-Proto: https sets no Secure flag; behind a trusted proxy its https does', async ({ playwright }) => {
    const correo = unique('cookie');
    const peer = loopbackAddress();
    const body = { nombre: 'Ana', apellido: 'Vargas', correo, contraseña: PASSWORD };
    expect((await sendFrom(peer, `${desk()}/api/user`, { body })).status).toBe(201);
    const direct = await sendFrom(peer, `${desk()}/api/auth`, { headers: { 'x-forwarded-proto': 'https' }, body: { mail: correo, password: PASSWORD } });
    expect(direct.status).toBe(200);
    const cookies = direct.headers['set-cookie']!;
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['session', 'device']);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);

    const proxied = await client(playwright);
    expect((await postPatiently(proxied, '/api/user', body)).status()).toBe(201);
    const secure = await proxied.post('/api/auth', { data: { mail: correo, password: PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.status()).toBe(200);
    const names = secure.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(names.map((header) => header.value.split('=')[0])).toEqual(['__Host-session', '__Host-device']);
    for (const header of names) expect(header.value).toMatch(/;\s*Secure/i);
  });
});

test.describe('a stranger cannot shut the owner out', () => {
  async function browserWithDevice(browser: Browser, correo: string) {
    const context = await browser.newContext({ baseURL: main(), extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
    expect((await login(context.request, correo)).status()).toBe(200);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('device');
    await context.request.delete('/api/auth');
    return context;
  }

  test('40 wrong passwords from rotating addresses: the browser with its device cookie gets in, a fresh one within an hour', async ({
    browser,
    playwright,
  }) => {
    const correo = unique('sitiada');
    const database = databaseOf(main());
    expect((await activate(await client(playwright), invite(database, correo), owner('Vara'))).status()).toBe(200);
    const known = await browserWithDevice(browser, correo);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await login(await client(playwright), correo, `Adivina${i}!`)).status());
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.at(-1)).toBe(429);

    // The browser that signed in before: straight in, with the right password.
    expect((await login(known.request, correo)).status()).toBe(200);
    await known.close();

    // A new browser meets the spent budget, but never a wait over an hour...
    const fresh = await client(playwright);
    const refused = await login(fresh, correo);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeLessThanOrEqual(3600);
    // ...and an hour later (the stored times moved back by one) it gets in.
    withDatabase(database, (db) => {
      db.prepare('UPDATE login_budget SET at = at - ?').run(HOUR);
      db.prepare('UPDATE login_attempts SET at = at - ?').run(HOUR);
    });
    expect((await login(fresh, correo)).status()).toBe(200);
  });
});

test('a backup into public/ is refused, and the site serves no copy', async ({ request }) => {
  const name = `copia-${crypto.randomUUID().slice(0, 8)}.db`;
  const result = spawnSync('npm', ['run', '-s', 'backup', '--', `public/${name}`], {
    env: { ...process.env, DATABASE_PATH: databaseOf(main()) },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('which the site serves to anyone');
  expect(fs.existsSync(path.join('public', name))).toBe(false);
  expect((await request.get(`/${name}`)).status()).toBe(404);
});
