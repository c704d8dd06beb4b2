import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, costaRicaDate, longDate } from '@/lib/costa-rica-time';
import { OWNER, PASSWORD, signInOwner } from './helpers/accounts';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';

// Issue 39, "Hours from the store, everywhere": the footer, /aboutus, the status line and the
// JSON-LD all read the owner's weekly hours and closure, written one way ("11:00 a. m. - 8:00 p. m.").
// On a server of its own (E2E_PORT + 42, a new database per run), since changing the week changes
// every other spec's "Abierto ahora"; one test after another, each change is the whole shop's.
// It runs a copy of the suite's build: the servers of one build share its page cache on disk, so
// another server's /aboutus (its own database, other hours) could be served here.

const port = Number(process.env.E2E_PORT ?? 3100) + 42;
const suiteDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const ownDir = `${suiteDir}-hours`;
const SHOP_PAGES = ['/', '/menu', '/aboutus', '/orders'] as const;
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SEED_LINES = ['Lun a dom: 11:00 a. m. - 8:00 p. m.'];
const OWNERS_LINES = ['Lun: 10:00 a. m. - 6:00 p. m.', 'Mar: cerrado', 'Mié a dom: 11:00 a. m. - 8:00 p. m.'];
/** A time in English, as the fixed strings wrote them ("8:00 PM", "11:00 AM-9:00 PM"). */
const ENGLISH_TIME = /\d:\d\d\s?[AP]M/i;

let server: StartedServer;
let owner: APIRequestContext;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  fs.rmSync(ownDir, { recursive: true, force: true });
  // The build as built: the pages other servers regenerated (route-cache) stay behind.
  fs.cpSync(path.join(suiteDir, 'standalone'), path.join(ownDir, 'standalone'), {
    recursive: true,
    filter: (source) => path.basename(source) !== 'route-cache',
  });
  fs.cpSync(path.join(suiteDir, 'static'), path.join(ownDir, 'static'), { recursive: true });
  server = await startServer(port, { OPENING_DATE: '01/01/2020' }, { command: 'standalone', distDir: ownDir, database: `hours-${Date.now()}.db` });
  owner = await playwright.request.newContext({ baseURL: server.url });
  expect(
    (await activate(owner, invite(server.database, OWNER.correo), { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status(),
  ).toBe(200);
  await signInOwner(owner);
});
test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
  fs.rmSync(ownDir, { recursive: true, force: true });
});

/** A visitor whose clock reads `time` (Costa Rica). */
async function visitor(browser: Browser, time: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(time));
  return page;
}

const footerHours = (page: Page) => page.getByRole('contentinfo').getByRole('list', { name: 'Horario' }).getByRole('listitem');
const aboutHours = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Horario de atención' }).getByRole('listitem');
const status = (page: Page) => page.locator('[data-abierto]').first();

/** The Restaurant JSON-LD of the page on screen. */
async function restaurant(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Restaurant');
  expect(found, page.url()).toBeDefined();
  return found!;
}

/** No English time anywhere in the page: not in its HTML as served, not on screen. */
async function expectNoEnglishTimes(page: Page, path: string) {
  expect((await (await page.request.get(path)).text()).match(ENGLISH_TIME)?.[0], path).toBeUndefined();
  await expect(page.locator('body'), path).not.toContainText(ENGLISH_TIME);
}

test("the seed's week reads the same in the footer, on /aboutus and in the JSON-LD; no page writes a time in English", async ({ browser }) => {
  // Wednesday 9 December 2026, 3 p.m.
  const page = await visitor(browser, '2026-12-09T15:00:00-06:00');
  for (const path of SHOP_PAGES) {
    await page.goto(path);
    await expect(footerHours(page), path).toHaveText(SEED_LINES);
    await expect(status(page), path).toHaveText('Abierto ahora · cierra a las 8:00 p. m.');
    await expectNoEnglishTimes(page, path);
  }
  await page.goto('/aboutus');
  await expect(aboutHours(page)).toHaveText(SEED_LINES);
  await expect(page.getByRole('main')).toContainText('Abrimos todos los días');
  for (const path of ['/', '/menu']) {
    await page.goto(path);
    expect((await restaurant(page)).openingHoursSpecification, path).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '11:00', closes: '20:00' },
    ]);
  }
  await page.context().close();
});

test('the owner sets Monday 10:00-18:00 and Tuesday closed: the footer, /aboutus, the status line and the JSON-LD say so on the next load', async ({
  browser,
}) => {
  const usual = [{ abre: '11:00', cierra: '20:00' }];
  const dias = [usual, [{ abre: '10:00', cierra: '18:00' }], [], usual, usual, usual, usual];
  expect((await owner.put('/api/desk/hours/week', { data: { dias } })).status()).toBe(200);

  // Tuesday 8 December 2026 at 3 p.m.: closed all day, open tomorrow as usual.
  const tuesday = await visitor(browser, '2026-12-08T15:00:00-06:00');
  for (const path of SHOP_PAGES) {
    await tuesday.goto(path);
    await expect(footerHours(tuesday), path).toHaveText(OWNERS_LINES);
    await expect(status(tuesday), path).toHaveText('Cerrado · abre mañana a las 11:00 a. m.');
    await expectNoEnglishTimes(tuesday, path);
  }
  await tuesday.goto('/aboutus');
  await expect(aboutHours(tuesday)).toHaveText(OWNERS_LINES);
  await expect(tuesday.getByRole('main')).not.toContainText('Abrimos todos los días');
  for (const path of ['/', '/menu']) {
    await tuesday.goto(path);
    expect((await restaurant(tuesday)).openingHoursSpecification, path).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '11:00', closes: '20:00' },
    ]);
  }
  await tuesday.context().close();

  // Monday 7 December 2026: open at 10:00, closing at 6 p.m.
  const monday = await visitor(browser, '2026-12-07T09:30:00-06:00');
  await monday.goto('/aboutus');
  await expect(status(monday)).toHaveText('Cerrado · abre hoy a las 10:00 a. m.');
  await monday.clock.setFixedTime(new Date('2026-12-07T17:00:00-06:00'));
  await monday.goto('/orders');
  await expect(status(monday)).toHaveText('Abierto ahora · cierra a las 6:00 p. m.');
  await monday.context().close();
});

test('a closure until a date: the footer, /aboutus and the JSON-LD name its last day; reopened, they follow the week again', async ({ browser }) => {
  const reabre = addDays(costaRicaDate(Date.now()), 3);
  const closed = `Cerrado hasta el ${longDate(addDays(reabre, -1))}: abrimos de nuevo el ${longDate(reabre)}.`;
  expect((await owner.put('/api/desk/hours', { data: { reabre } })).status()).toBe(200);
  const page = await visitor(browser, '2026-12-09T15:00:00-06:00');
  for (const path of SHOP_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo'), path).toContainText(closed);
  }
  await page.goto('/aboutus');
  await expect(page.getByRole('main')).toContainText(closed);
  await page.goto('/');
  expect((await restaurant(page)).specialOpeningHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: addDays(reabre, -1),
      opens: '00:00',
      closes: '00:00',
    },
  ]);

  expect((await owner.put('/api/desk/hours', { data: { reabre: null } })).status()).toBe(200);
  for (const path of ['/aboutus', '/']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo'), path).not.toContainText('Cerrado hasta');
    await expect(footerHours(page), path).toHaveText(OWNERS_LINES);
  }
  expect(await restaurant(page)).not.toHaveProperty('specialOpeningHoursSpecification');
  await page.context().close();
});
