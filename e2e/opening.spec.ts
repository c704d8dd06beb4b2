import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { recordRequests, settle } from './helpers/network';
import { normalizeSpaces, WHATSAPP_NUMBER } from './helpers/storefront';

// playwright.config.ts serves one build twice: baseURL with OPENING_DATE=01/01/2020 (open) and
// E2E_COUNTDOWN_URL with OPENING_DATE=01/01/2099 (countdown). No OPENING_HOUR on either, so
// the guard opens at midnight and the countdown page counts to 10:00, Costa Rica time.
const countdownUrl = process.env.E2E_COUNTDOWN_URL ?? '';
const countdownTarget = Date.parse('2099-01-01T10:00:00-06:00');
const CONFETTI_MARKER = '__confetti_initialized';

async function redirectOf(request: APIRequestContext, url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await request.fetch(url, { method, maxRedirects: 0 });
  const location = response.headers().location;
  return { status: response.status(), to: location ? new URL(location, response.url()).pathname : null };
}

const pagesRedirectedBeforeOpening = ['/', '/menu', '/orders', '/aboutus', '/home-admin', '/home-admin/account'];
const unknownPaths = ['/no-existe', '/menu/extra', '/login/otra-cosa', '/MENU'];

test.describe('before opening (countdown server)', () => {
  test('every page and unknown path answers a 307 to /timecount', async ({ request }) => {
    for (const path of [...pagesRedirectedBeforeOpening, ...unknownPaths]) {
      expect(await redirectOf(request, countdownUrl + path), path).toEqual({ status: 307, to: '/timecount' });
    }
    expect(await redirectOf(request, `${countdownUrl}/menu?categoria=Crepas`, 'HEAD')).toEqual({
      status: 307,
      to: '/timecount',
    });
  });

  test('a visitor who opens the home lands on the countdown', async ({ page }) => {
    await page.goto(`${countdownUrl}/menu`);
    await expect(page).toHaveURL(`${countdownUrl}/timecount`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gran Apertura' })).toBeVisible();
  });

  test('/timecount, /login and /register show', async ({ request }) => {
    for (const path of ['/timecount', '/login', '/register']) {
      expect(await redirectOf(request, countdownUrl + path), path).toEqual({ status: 200, to: null });
    }
  });

  test('the API is not redirected: POST /api/user registers an account', async ({ request }) => {
    const correo = `apertura-${Date.now()}@example.com`;
    const response = await request.post(`${countdownUrl}/api/user`, {
      data: { nombre: 'Ana', apellido: 'Vargas', correo, contraseña: 'Crepa123!' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await redirectOf(request, `${countdownUrl}/api/no-existe`)).toEqual({ status: 404, to: null });
  });

  test('assets and public files are served, not redirected', async ({ page, request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest']) {
      expect(await redirectOf(request, countdownUrl + path), path).toEqual({ status: 200, to: null });
    }
    // Missing public files stay a plain 404 rather than turning into the countdown.
    for (const path of ['/images/no-existe.webp', '/icons/no-existe.png', '/og-image-no-existe.webp']) {
      expect(await redirectOf(request, countdownUrl + path), path).toEqual({ status: 404, to: null });
    }
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_next/static/')) scripts.push(`${response.status()}`);
    });
    await page.goto(`${countdownUrl}/timecount`);
    await expect(page.getByRole('timer')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set(['200']));
  });
});

test.describe('/timecount while counting down', () => {
  /** Days, hours, minutes and seconds on screen, as a number of seconds. */
  async function shownSeconds(page: Page): Promise<number> {
    const value = async (unit: string) => Number(await page.getByTestId(`countdown-${unit}`).textContent());
    return (await value('days')) * 86_400 + (await value('hours')) * 3600 + (await value('minutes')) * 60 + (await value('seconds'));
  }

  test('the first paint already shows the right time left', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const before = Date.now();
    await page.goto(`${countdownUrl}/timecount`);
    const after = Date.now();
    for (const label of ['Días', 'Horas', 'Minutos', 'Segundos']) {
      await expect(page.getByRole('timer').getByText(label, { exact: true })).toBeVisible();
    }
    const shown = await shownSeconds(page);
    expect(shown).toBeGreaterThanOrEqual(Math.floor((countdownTarget - after) / 1000));
    expect(shown).toBeLessThanOrEqual(Math.ceil((countdownTarget - before) / 1000));
    await context.close();
  });

  test('ticks every second from the clock without moving the layout', async ({ page }) => {
    await page.goto(`${countdownUrl}/timecount`);
    const timer = page.getByRole('timer', { name: 'Tiempo que falta para la apertura' });
    const seconds = page.getByTestId('countdown-seconds');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '');
    // Ticking in the browser now: its box from here on must not move.
    const box = await timer.boundingBox();
    const second = await seconds.textContent();
    await expect(seconds).not.toHaveText(second ?? '');

    // From the clock: within a second of the time left before and after reading it (a busy
    // machine may take a while to read four numbers; the bound moves with it).
    const before = Date.now();
    const shown = await shownSeconds(page);
    const after = Date.now();
    expect(shown).toBeGreaterThanOrEqual(Math.floor((countdownTarget - after) / 1000) - 1);
    expect(shown).toBeLessThanOrEqual(Math.ceil((countdownTarget - before) / 1000) + 1);
    expect(await timer.boundingBox()).toEqual(box);
    for (const unit of ['hours', 'minutes', 'seconds']) {
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText(/^\d{2}$/);
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveCSS('font-variant-numeric', 'tabular-nums');
    }
  });

  test("a page slow to start counts from the real time: its wait is not read as the phone's clock being ahead", async ({ page }) => {
    // The scripts arrive 4 s after the HTML, as on a slow phone: the countdown starts well after
    // the server wrote its time into the page (lib/grand-opening/clock.ts).
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.fallback();
    });
    await page.goto(`${countdownUrl}/timecount`);
    const seconds = page.getByTestId('countdown-seconds');
    const first = await seconds.textContent();
    // Ticking: the page runs.
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 30_000 });
    const before = Date.now();
    const shown = await shownSeconds(page);
    const after = Date.now();
    expect(shown).toBeGreaterThanOrEqual(Math.floor((countdownTarget - after) / 1000) - 1);
    expect(shown).toBeLessThanOrEqual(Math.ceil((countdownTarget - before) / 1000) + 1);
  });

  test('keeps counting from the clock after the tab sleeps', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${countdownUrl}/timecount`);
    await expect(page.getByTestId('countdown-seconds')).toHaveText(/^\d{2}$/);
    // The page's clock stops (a busy machine's real seconds no longer count), then jumps.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(1000);
    const start = await shownSeconds(page);
    // A sleeping tab runs no timers; when it wakes, due timers fire once and time has jumped.
    await page.clock.fastForward(90_000);
    await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(start - 89);
    expect(await shownSeconds(page)).toBeGreaterThanOrEqual(start - 91);
  });

  test('the live region speaks at most once a minute, and never in seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${countdownUrl}/timecount`);
    const status = page.getByRole('status');
    // Units at zero are left out ("Faltan 3 días y 17 horas" on the hour); seconds never appear.
    await expect(status).toHaveText(/^Faltan \d+ días?(,? (y )?\d+ (horas?|minutos?))* para la gran apertura\.$/);
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"]');
      const seconds = document.querySelector('[data-testid="countdown-seconds"]');
      const log = { spoken: [] as string[], at: [] as number[], secondChanges: 0 };
      Object.assign(window, { liveLog: log });
      new MutationObserver(() => {
        const text = region?.textContent ?? '';
        if (log.spoken.at(-1) !== text) {
          log.spoken.push(text);
          log.at.push(Date.now());
        }
      }).observe(region!, { subtree: true, childList: true, characterData: true });
      new MutationObserver(() => (log.secondChanges += 1)).observe(seconds!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.clock.runFor(180_000);
    const log = await page.evaluate(() => (window as unknown as { liveLog: { spoken: string[]; at: number[]; secondChanges: number } }).liveLog);
    expect(log.secondChanges).toBeGreaterThanOrEqual(170);
    // Three minutes hold three minute boundaries (four when the first client tick lands on one
    // right after load): a handful of sentences, not 180, and never two within a minute.
    expect(log.spoken.length).toBeGreaterThanOrEqual(2);
    expect(log.spoken.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < log.at.length; i += 1) {
      expect(log.at[i]! - log.at[i - 1]!, `announcements ${i} and ${i + 1}`).toBeGreaterThanOrEqual(59_000);
    }
    for (const sentence of log.spoken) expect(sentence).not.toMatch(/segundo/);
  });

  test('invites in Spanish with the date written out, a lazy map, directions and a call link', async ({ page }) => {
    await page.goto(`${countdownUrl}/timecount`);
    await expect(page).toHaveTitle('Gran Apertura · CrepiVara');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /gran apertura/);
    const date = page.locator('time');
    expect(normalizeSpaces((await date.textContent()) ?? '')).toBe('jueves 1 de enero de 2099, 10:00 a. m.');
    await expect(date).toHaveAttribute('datetime', '2099-01-01T16:00:00.000Z');
    await expect(page.getByText(/^¡Ya casi!/)).toBeVisible();

    // The map is not in the server's HTML (except for visitors without JavaScript): it is added
    // once the page has loaded, so the countdown's first paint never waits for Google.
    const html = await (await page.request.get(`${countdownUrl}/timecount`)).text();
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe');
    expect(html).toMatch(/<noscript><iframe[^>]*google\.com\/maps\?/);
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', 'Mapa de CrepiVara en Guápiles');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', /10\.21796,-83\.78715/);
    await expect(page.getByRole('link', { name: /^Cómo llegar/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=10.21796,-83.78715',
    );
    await expect(page.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', `tel:+${WHATSAPP_NUMBER}`);
    // Shown instead of the site: no navbar or footer around it.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('does not load canvas-confetti up front', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const finished = recordRequests(page);
    await page.goto(`${countdownUrl}/timecount`);
    await expect(page.getByTestId('countdown-seconds')).toHaveText(/^\d{2}$/);
    // Every script the page loads by itself has come (the map's frame is not waited for).
    await settle(page, finished);
    expect(scripts.length).toBeGreaterThan(0);
    // A property name only canvas-confetti's code has (opening-moment.spec.ts sees it load at zero).
    expect(scripts.filter((source) => source.includes(CONFETTI_MARKER))).toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits a phone and passes axe in ${colorScheme} mode`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${countdownUrl}/timecount`);
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole('timer')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The map is a third-party frame (and offline here): its inside is not ours to audit.
      await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
      await context.close();
    });
  }
});

test.describe('after opening (open server)', () => {
  test('every known page shows', async ({ request }) => {
    for (const path of ['/', '/menu', '/orders', '/aboutus', '/timecount', '/login', '/register']) {
      expect(await redirectOf(request, path), path).toEqual({ status: 200, to: null });
    }
  });

  test('unknown paths answer a 307 to /', async ({ request }) => {
    for (const path of unknownPaths) {
      expect(await redirectOf(request, path), path).toEqual({ status: 307, to: '/' });
    }
  });

  test('the admin area is not the opening rule’s business', async ({ request }) => {
    // Its own guard may send a visitor without a session to /login; never home or to the countdown.
    for (const path of ['/home-admin', '/home-admin/account']) {
      const { to } = await redirectOf(request, path);
      expect(['/', '/timecount']).not.toContain(to);
    }
  });

  test('the API and files are left alone', async ({ request }) => {
    expect(await redirectOf(request, '/api/no-existe')).toEqual({ status: 404, to: null });
    expect(await redirectOf(request, '/images/no-existe.webp')).toEqual({ status: 404, to: null });
    expect(await redirectOf(request, '/robots.txt')).toEqual({ status: 200, to: null });
  });

  test('/timecount shows the already-open state and goes home after 5 seconds', async ({ page }) => {
    await page.goto('/timecount');
    const shownAt = Date.now();
    await expect(page.getByRole('heading', { name: '¡Ya estamos abiertos!' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByText(/^Abrimos el /)).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4000);
  });
});
