import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, PASSWORD, signInOwner } from './helpers/accounts';
import { expectRefusedEverywhere } from './helpers/dead-session';
import { activate } from './helpers/owners';
import { fixClock } from './helpers/clock';
import { postPatiently } from './helpers/patient';
import { addToCart, startUsingCheckout } from './helpers/storefront';
import { descriptions } from '../data/descriptions';

// Two production servers of the same build on one PostgreSQL database (playwright.config.ts, the
// 'postgres' project; e2e/helpers/postgres-pair.mjs), as two instances behind a balancer: whatever
// one decides, the other knows. Both listen on 127.0.0.1, so a browser's cookies reach both, as
// they would through one balanced address.

test.skip(Boolean(process.env.E2E_PG_SKIP), process.env.E2E_PG_SKIP);
const [first, second] = (process.env.E2E_PG_URLS ?? '').split(' ') as [string, string];
test.use({ baseURL: first });
test.describe.configure({ mode: 'serial' });

const postgresUrl = () => fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'postgres-url'), 'utf8');

// The owner of e2e/helpers/accounts.ts in the shared database, made as an operator makes one:
// `npm run owner -- invite` on PostgreSQL, then the link, opened on the first instance.
test.beforeAll(async ({ playwright }) => {
  const cli = spawnSync(process.execPath, ['scripts/owner.mjs', 'invite', OWNER.correo], {
    env: { ...process.env, DATABASE_URL: postgresUrl(), NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e' },
    encoding: 'utf8',
  });
  expect(cli.status, cli.stderr).toBe(0);
  const token = new URL(cli.stdout.trim().split('\n').at(-1)!).searchParams.get('token')!;
  const api = await playwright.request.newContext({ baseURL: first });
  expect((await activate(api, token, { ...OWNER, contraseña: PASSWORD })).status()).toBe(200);
  await api.dispose();
});

const uniqueMail = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function register(api: APIRequestContext, base: string, correo: string) {
  const response = await postPatiently(api, `${base}/api/user`, { nombre: 'Lía', apellido: 'Mora', correo, contraseña: PASSWORD });
  expect(response.status(), await response.text()).toBe(201);
}

const login = (api: APIRequestContext, base: string, mail: string, password = PASSWORD) => api.post(`${base}/api/auth`, { data: { mail, password } });

test('an account made on one instance signs in on the other, through the login form', async ({ page, request }) => {
  const correo = uniqueMail('cuenta');
  await register(request, first, correo);
  await page.goto(`${second}/login`);
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const session = await page.request.get(`${second}/api/auth`);
  expect(await session.json()).toMatchObject({ success: true, data: { correo } });
});

test('5 wrong passwords spread over both instances lock the account on both', async ({ request }) => {
  const correo = uniqueMail('bloqueo');
  await register(request, second, correo);
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await login(request, i % 2 ? second : first, correo, 'Clave-incorrecta1!')).status());
  // The account's guessing budget (4) is one for both instances: the 5th, on either, is refused.
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  // Even the right password now waits, on either instance.
  for (const base of [first, second]) {
    const refused = await login(request, base, correo);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(10 * 60);
  }
});

test("a sold-out switch made on one instance shows on the other's /menu within 5 s", async ({ browser }) => {
  const owner = await browser.newPage({ baseURL: first });
  await signInOwner(owner);
  const visitor: Page = await browser.newPage({ baseURL: second });
  await fixClock(visitor);
  const card = visitor.locator('main article').filter({ has: visitor.getByRole('heading', { name: 'Churchill' }) });
  // The other instance has read (and keeps for a moment) the desk's state before the switch.
  await visitor.goto('/menu');
  await expect(card.getByText('No Disponible', { exact: true })).toHaveCount(0);

  expect((await owner.request.put('/api/desk/availability/13', { data: { disponible: false } })).status()).toBe(200);
  try {
    await expect(async () => {
      await visitor.goto('/menu');
      await expect(card.getByText('No Disponible', { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5000, intervals: [250] });
    await expect(visitor.getByRole('button', { name: 'Agregar Churchill al carrito' })).toBeDisabled();
    expect(await (await visitor.request.get('/api/menu/availability')).json()).toEqual({ success: true, data: { agotados: [13] } });
  } finally {
    expect((await owner.request.put('/api/desk/availability/13', { data: { disponible: true } })).status()).toBe(200);
  }
  await expect(async () => {
    await visitor.goto('/menu');
    await expect(visitor.getByRole('button', { name: 'Agregar Churchill al carrito' })).toBeEnabled({ timeout: 500 });
  }).toPass({ timeout: 5000, intervals: [250] });
});

// La CrepiVara as the seed has it (a recommendation on the home page, in Crepas).
const CREPIVARA = {
  nombre: 'La CrepiVara',
  categoria: 1,
  descripcion: descriptions[10],
  ingredientes: ['3 frutas', '2 helados', 'Topping', 'Crema chantilly', 'Nutella'],
  conExtras: true,
};
const SHOP_PAGES = ['/', '/menu', '/menu?categoria=Crepas'];

test("an owner's price change is on the other instance's cached /, /menu and a category's page within 5 s; a table link and the cart work there", async ({
  browser,
}) => {
  const owner = await browser.newPage({ baseURL: first });
  await signInOwner(owner);
  const visitor = await browser.newPage({ baseURL: second });
  await fixClock(visitor);
  const price = visitor
    .getByRole('main')
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: 'La CrepiVara', exact: true }) })
    .locator('.product-card-price');

  // The second instance serves each page from its caches, rendered before the change.
  for (const path of SHOP_PAGES) {
    await expect(async () => {
      const response = await visitor.request.get(`${second}${path}`);
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
      // Never the stale-while-revalidate Next writes for a CDN: a browser would show its old copy first.
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      // From the production entry's copy of Next's answer (lib/http/page-cache.ts): in Brotli.
      expect(response.headers()['content-encoding'], path).toBe('br');
    }).toPass({ timeout: 10_000, intervals: [250] });
    await visitor.goto(path);
    await expect(price, path).toHaveText(/^₡5\s900$/);
  }

  const editor = await (await owner.request.get('/home-admin/menu')).text();
  const version = Number(/data-producto="10"[^>]*data-version="(\d+)"/.exec(editor)?.[1]);
  const raised = await owner.request.put('/api/desk/menu/10', { data: { ...CREPIVARA, precio: 6100, version } });
  expect(raised.status(), await raised.text()).toBe(200);
  const changedAt = Date.now();
  try {
    for (const path of SHOP_PAGES) {
      await expect(async () => {
        await visitor.goto(path);
        await expect(price).toHaveText(/^₡6\s100$/, { timeout: 500 });
      }, path).toPass({ timeout: Math.max(changedAt + 5000 - Date.now(), 500), intervals: [250] });
    }

    // A table's QR code lands on a cached category page: the table and the cart are the browser's.
    await visitor.goto('/menu?mesa=4&categoria=Bebidas+Fr%C3%ADas');
    await addToCart(visitor, 'Churchill');
    await visitor.goto('/orders');
    await startUsingCheckout(visitor);
    await expect(visitor.getByRole('group', { name: '¿Cómo quieres tu pedido?' }).getByRole('radio', { name: 'Comer aquí' })).toBeChecked();
    await expect(visitor.getByLabel(/^Número de mesa/)).toHaveValue('4');
    await expect(visitor.getByTestId('order-total')).toHaveText(/^₡3\s450$/);
  } finally {
    const now = Number(/data-producto="10"[^>]*data-version="(\d+)"/.exec(await (await owner.request.get('/home-admin/menu')).text())?.[1]);
    expect((await owner.request.put('/api/desk/menu/10', { data: { ...CREPIVARA, precio: 5900, version: now } })).status()).toBe(200);
  }
});

test('a logout on one instance ends the session on the other', async ({ page }) => {
  await signInOwner(page);
  await page.goto(`${second}/home-admin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home-admin/);
  expect((await page.request.get(`${second}/api/auth`)).status()).toBe(200);
  // Keep the cookie as a copy: the logout clears the browser's, the copy must stop working too.
  const [cookie] = (await page.context().cookies(second)).filter((entry) => entry.name === 'session');
  expect(cookie).toBeTruthy();

  expect((await page.request.delete(`${first}/api/auth`)).status()).toBe(200);
  const replay = await page.request.get(`${second}/api/auth`, { headers: { cookie: `session=${cookie!.value}` } });
  expect(replay.status()).toBe(401);
  await page.context().addCookies([cookie!]);
  await page.goto(`${second}/home-admin`);
  await expect(page).toHaveURL(/\/login\?acceso=admin/);
});

test("a deleted account's kept cookie is refused on both instances after a new customer and a new owner arrive", async ({ playwright }) => {
  const gone = await playwright.request.newContext({ baseURL: first });
  const correo = uniqueMail('nueva');
  const owner = uniqueMail('duena-nueva');
  const goneMail = uniqueMail('borrada');
  await register(gone, first, goneMail);
  expect((await login(gone, first, goneMail)).status()).toBe(200);
  const kept = `session=${(await gone.storageState()).cookies.find((cookie) => cookie.name === 'session')!.value}`;
  expect((await gone.delete(`${second}/api/user`, { data: { contraseña: PASSWORD } })).status()).toBe(200);

  const next = await playwright.request.newContext();
  await register(next, second, correo);
  expect((await login(next, second, correo)).status()).toBe(200);
  const cli = spawnSync(process.execPath, ['scripts/owner.mjs', 'invite', owner], {
    env: { ...process.env, DATABASE_URL: postgresUrl(), NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e' },
    encoding: 'utf8',
  });
  expect(cli.status, cli.stderr).toBe(0);
  const newOwner = await playwright.request.newContext({ baseURL: first });
  const token = new URL(cli.stdout.trim().split('\n').at(-1)!).searchParams.get('token')!;
  expect((await activate(newOwner, token, { nombre: 'Nueva', apellido: 'Dueña', contraseña: PASSWORD })).status()).toBe(200);

  const stranger = await playwright.request.newContext();
  for (const base of [first, second]) await expectRefusedEverywhere(stranger, base, kept);
  expect((await (await next.get(`${second}/api/auth`)).json()).data).toMatchObject({ nombre: 'Lía', correo });
  expect((await newOwner.get(`${second}/api/desk/orders`)).status()).toBe(200);
  await Promise.all([gone, next, newOwner, stranger].map((api) => api.dispose()));
});

test('an instance on PostgreSQL without AUTH_SECRET refuses to start, saying what to set', async () => {
  const url = postgresUrl();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e', OPENING_DATE: '01/01/2020' };
  delete env.AUTH_SECRET;
  const server = spawn(process.execPath, ['scripts/start.mjs', '-H', '127.0.0.1', '-p', process.env.E2E_PG_SPARE_PORT!], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    server.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, output).toBe(1);
  expect(output).toContain('AUTH_SECRET is required with PostgreSQL (DATABASE_URL)');
});
