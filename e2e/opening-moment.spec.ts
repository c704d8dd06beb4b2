import type { ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServer, type StartedServer } from './helpers/next-server';

// The opening seen live: the same build started a third time, with OPENING_DATE and
// OPENING_HOUR set by this test to the next whole minute at least LEAD_MS away. The settings
// have minute precision, so the wait is between LEAD_MS and LEAD_MS + 60 s. A fourth start
// checks an invalid date on the real server.
const LEAD_MS = 15_000;
const SHOP_OFFSET_MS = -6 * 60 * 60 * 1000; // Costa Rica, UTC-6
const CONFETTI_MARKER = '__confetti_initialized'; // a property name only canvas-confetti's code has

// Same sources as playwright.config.ts, so this works in the default run and in a custom one.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const serverUrl = `http://127.0.0.1:${basePort + 2}`;

/** The next whole minute at least LEAD_MS from now, as the owner would write it in Costa Rica. */
function upcomingOpening(now: number) {
  const at = Math.ceil((now + LEAD_MS) / 60_000) * 60_000;
  const shop = new Date(at + SHOP_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    at,
    OPENING_DATE: `${two(shop.getUTCDate())}/${two(shop.getUTCMonth() + 1)}/${shop.getUTCFullYear()}`,
    OPENING_HOUR: `${two(shop.getUTCHours())}:${two(shop.getUTCMinutes())}`,
  };
}

/** The suite's build with the given opening settings and a database of its own. */
const startOpeningServer = (port: number, settings: Record<string, string>) => startServer(port, settings, { distDir, database: `opening-${port}.db` });

async function countdownPage(browser: Browser, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ reducedMotion, baseURL: serverUrl });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/timecount');
  await expect(page.getByRole('timer')).toBeVisible();
  return { page, scripts };
}

const openHeading = (page: Page) => page.getByRole('heading', { name: '¡Ya estamos abiertos!' });

test.describe('the opening moment', () => {
  let server: ChildProcess | undefined;
  let opening: ReturnType<typeof upcomingOpening>;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    opening = upcomingOpening(Date.now());
    ({ server } = await startOpeningServer(basePort + 2, {
      OPENING_DATE: opening.OPENING_DATE,
      OPENING_HOUR: opening.OPENING_HOUR,
    }));
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('counts down, celebrates at zero and goes home after 5 seconds', async ({ browser, request }) => {
    test.setTimeout(LEAD_MS + 60_000 + 60_000);
    expect(Date.now(), 'the server took too long to start').toBeLessThan(opening.at - 5000);

    // Still closed: the site sends everyone to the countdown.
    const before = await request.get(`${serverUrl}/menu`, { maxRedirects: 0 });
    expect(before.status()).toBe(307);
    expect(before.headers().location).toMatch(/\/timecount$/);

    const festive = await countdownPage(browser, 'no-preference');
    const calm = await countdownPage(browser, 'reduce');
    expect(festive.scripts.some((source) => source.includes(CONFETTI_MARKER))).toBe(false);

    // At zero: the message, and confetti only for the visitor who doesn't mind motion.
    const untilOpening = opening.at - Date.now();
    await expect(festive.page.getByText(/^¡Ya casi!/)).toBeVisible();
    await expect(festive.page.getByText(/^Te esperamos el/)).toBeVisible();
    await expect(openHeading(festive.page)).toBeVisible({ timeout: untilOpening + 3000 });
    const openedAt = Date.now();
    // Nothing on the page still speaks of the opening as to come.
    await expect(festive.page.getByText(/^¡Ya casi!/)).toBeHidden();
    await expect(festive.page.getByText(/^Te esperamos el/)).toBeHidden();
    await expect(festive.page.getByText(/^¡Las planchas ya están calientes!/)).toBeVisible();
    await expect(festive.page.getByText(/^Abrimos el/)).toBeVisible();
    expect(openedAt).toBeGreaterThanOrEqual(opening.at - 1000);
    await expect(festive.page.locator('canvas')).toHaveCount(1, { timeout: 2000 });
    // The response listener reads bodies asynchronously: wait for it rather than race it.
    await expect.poll(() => festive.scripts.some((source) => source.includes(CONFETTI_MARKER))).toBe(true);
    await expect(festive.page.getByRole('timer')).toHaveCount(0);

    await expect(openHeading(calm.page)).toBeVisible();
    await expect(calm.page.locator('canvas')).toHaveCount(0);

    // The confetti lasts 3 seconds. Measured from the opening moment itself: the page cannot open
    // before it, while the heading's check above may see it up to a poll interval late.
    await expect(festive.page.locator('canvas')).toHaveCount(0, { timeout: 4000 });
    expect(Date.now() - opening.at).toBeGreaterThanOrEqual(2500);

    // Five seconds after zero both land on the home page, which the guard now lets through.
    for (const { page } of [festive, calm]) {
      await expect(page).toHaveURL(`${serverUrl}/`, { timeout: 8000 });
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    }
    expect(Date.now() - opening.at).toBeGreaterThanOrEqual(4500);
    expect(calm.scripts.some((source) => source.includes(CONFETTI_MARKER))).toBe(false);

    const after = await request.get(`${serverUrl}/menu`, { maxRedirects: 0 });
    expect(after.status()).toBe(200);
    await festive.page.context().close();
    await calm.page.context().close();
  });
});

test.describe('an invalid opening date', () => {
  let started: StartedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    started = await startOpeningServer(basePort + 3, { OPENING_DATE: '31/02/2027', OPENING_HOUR: '' });
  });

  test.afterAll(() => {
    started?.server.kill();
  });

  test('leaves the site open and warns once, naming the variable and format', async ({ page, request }) => {
    const url = started?.url ?? '';
    for (const pathname of ['/', '/menu', '/timecount']) {
      const response = await request.get(url + pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(200);
    }
    await page.goto(`${url}/timecount`);
    await expect(page.getByRole('heading', { name: '¡Ya estamos abiertos!' })).toBeVisible();
    const warnings = (started?.logs.join('') ?? '').split('\n').filter((line) => line.includes('OPENING_DATE'));
    expect(warnings).toEqual([
      '[CrepiVara] OPENING_DATE="31/02/2027" no es una fecha válida (formato dd/mm/aaaa, por ejemplo 05/12/2026): el sitio queda abierto.',
    ]);
  });
});
