import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { percentile } from '../bench/lib/budgets.mjs';
import { PASSWORD } from './helpers/accounts';
import { activate, activateThroughPage, databaseOf, invite } from './helpers/owners';

// Issue 38: made-up invitation links from one address are refused before any password is hashed,
// and past 10 failures with 429, so they never take the hash pool from the owner's login. The main
// server runs behind a "proxy" (TRUST_PROXY=1): each client names its address in X-Forwarded-For.

const main = () => test.info().project.use.baseURL!;
const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@crepivara.test`;
const owner = (nombre: string) => ({ nombre, apellido: 'Dueña', contraseña: PASSWORD });
/** A token of the right shape (43 base64url characters) that no invitation has. */
const madeUpToken = () => crypto.randomBytes(32).toString('base64url');

const FLOOD_CONNECTIONS = 20;
const FLOOD_POSTS = 200;
const OWNER_LOGINS = 20;

test('200 made-up links from one address get 429 past the limit; meanwhile the owner signs in every time, and a real link still activates', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const database = databaseOf(main());
  const context = (ip: string): Promise<APIRequestContext> => playwright.request.newContext({ baseURL: main(), extraHTTPHeaders: { 'x-forwarded-for': ip } });

  // The owner's browser: activated the operator's way, so it holds the account's device cookie.
  const correo = unique('asediada');
  const ownerApi = await context(randomIp());
  expect((await activate(ownerApi, invite(database, correo), owner('Vara'))).status()).toBe(200);
  expect((await ownerApi.storageState()).cookies.map((cookie) => cookie.name)).toContain('device');

  // The owner's login alone first, at this moment's load: the flood may slow it as any load does,
  // but must not queue it behind hashes (before the limit it waited for 200 of them, over 20 s).
  const signIn = async () => {
    const started = Date.now();
    const response = await ownerApi.post('/api/auth', { data: { mail: correo, password: PASSWORD } });
    return { status: response.status(), ms: Date.now() - started };
  };
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const login = await signIn();
    expect(login.status).toBe(200);
    alone.push(login.ms);
  }

  const flooder = await context(randomIp());
  const answers: { status: number; retryAfter: string | undefined; message: string }[] = [];
  let ownerDone = false;
  // Each connection posts again as soon as it is answered, until 200 posts are in and the owner is done.
  const connection = async () => {
    while (answers.length < FLOOD_POSTS || !ownerDone) {
      const response = await flooder.post('/api/activar', { data: { token: madeUpToken(), ...owner('Intrusa') } });
      answers.push({
        status: response.status(),
        retryAfter: response.headers()['retry-after'],
        message: ((await response.json()) as { message: string }).message,
      });
    }
  };
  const flood = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, connection));

  const logins: { status: number; ms: number }[] = [];
  try {
    await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThan(0);
    for (let i = 0; i < OWNER_LOGINS; i += 1) logins.push(await signIn());
  } finally {
    ownerDone = true;
    await flood;
  }

  const p95 = percentile(
    logins.map((login) => login.ms),
    95,
  );
  test.info().annotations.push({
    type: 'figures',
    description: `${answers.length} flood posts; the owner's login alone at most ${Math.max(...alone)} ms, during the flood p50 ${percentile(
      logins.map((login) => login.ms),
      50,
    )} ms, p95 ${p95} ms`,
  });
  expect
    .soft(
      logins.map((login) => login.status),
      "the owner's logins during the flood",
    )
    .toEqual(Array(OWNER_LOGINS).fill(200));
  // 2 s on a quiet machine; beside a second suite (3.7 s seen there) four times the slowest login alone.
  expect.soft(p95, "the owner's login p95 during the flood (ms)").toBeLessThanOrEqual(Math.max(2000, 4 * Math.max(...alone)));

  expect(answers.length).toBeGreaterThanOrEqual(FLOOD_POSTS);
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 410),
    'the failures the limit lets through',
  ).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - 10);
  for (const answer of answers.filter((each) => each.status === 429)) {
    const seconds = Number(answer.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(answer.message).toBe(
      `Demasiados intentos. Inténtalo de nuevo en ${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}.`,
    );
  }

  // A real link is the operator's word: it activates even from the address that flooded...
  expect((await activate(flooder, invite(database, unique('tras-el-asedio')), owner('Clara'))).status()).toBe(200);
  await flooder.dispose();

  // ...and in another browser, at another address, through the page.
  const otherBrowser = await browser.newContext({ baseURL: main(), extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await otherBrowser.newPage();
  await page.goto(`/activar?token=${invite(database, unique('otro-navegador'))}`);
  await activateThroughPage(page, 'Marisol');
  await expect(page).toHaveURL(/\/home-admin$/);
  await expect(page.getByText('Hola, Marisol')).toBeVisible();
  await otherBrowser.close();
  await ownerApi.dispose();
});
