import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderReference } from '@/lib/order/message';
import { fixClock, OPEN_TIME } from './helpers/clock';
import { routeMenu } from './helpers/network';
import { OWNER, PASSWORD, signInOwner } from './helpers/accounts';
import { wholeBrowser } from './helpers/browsers';
import {
  cacheContents,
  clearHttpCache,
  fixWorkerClock,
  loseSignal,
  regainSignal,
  siteWorker,
  waitForWorker,
  WITHOUT_SIGNAL,
  workerBuild,
  workerStates,
} from './helpers/offline';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';
import { buildIdOf, SECOND_BUILD_SURVEY_URL, secondBuild } from './helpers/second-build';
import { chooseBerryOptions, productCard, startUsingCheckout, SURVEY_URL, WHATSAPP_NUMBER } from './helpers/storefront';

// The site without signal, on the production build, desktop and phone: the service
// worker the visitor's first page registered serves the shop, the cart and the order offline.

test.use({ serviceWorkers: 'allow', ...wholeBrowser });
// A worker's install (waitForWorker alone may wait 30 s) and loads from its cache and back, on a busy
// machine: the default 30 s per test was too short at a load of 15 on two cores.
test.describe.configure({ timeout: 90_000 });

// routeMenu's answers: a request on its way when a test ends must not fail the next one.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const nbsp = '\u00a0';
const banner = (page: Page) => page.getByText('Sin conexión: el menú puede no estar al día');

/** Order posts the service worker holds for later (Serwist's Background Sync queue in IndexedDB). */
function queuedOrderPosts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('serwist-background-sync');
        opening.onerror = () => resolve(0);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const counting = db.transaction('requests').objectStore('requests').index('queueName').count('pedidos');
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => resolve(0);
        };
      }),
  );
}

/** The wa.me address the page asks the browser to open; offline the tab itself cannot load. */
function nextWhatsAppRequest(page: Page) {
  return page.context().waitForEvent('request', { predicate: (request) => request.url().startsWith('https://wa.me/') });
}

test.describe('offline after one visit', () => {
  test(
    'the menu, a search, a filter, a product with choices, the cart and the WhatsApp order, recorded once back online',
    { tag: '@phone' },
    async ({ page, context, playwright, baseURL }) => {
      // A whole visit offline and back: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await fixClock(page);
      await page.goto('/');
      await waitForWorker(page);
      await context.setOffline(true);

      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
      await expect(banner(page)).toBeVisible();

      await page.getByRole('searchbox').fill('nutella');
      await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Nutella' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Capiberry' })).toHaveCount(0);
      await page.getByRole('searchbox').fill('');
      await page.getByRole('button', { name: /^Crepas/ }).click();
      await expect(page.getByText(/^Mostrando: Crepas \(\d+ productos\)$/)).toBeVisible();

      await page.getByRole('button', { name: 'Agregar Capiberry al carrito' }).click();
      const dialog = page.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
      await chooseBerryOptions(dialog);
      await expect(dialog).toHaveCount(0);

      await page.getByRole('link', { name: /^Ver pedido \(1\)/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: 'Capiberry' })).toBeVisible();
      await startUsingCheckout(page);
      await page.getByLabel(/^Nombre/).fill('Ana');
      await page.getByText('Comer aquí', { exact: true }).click();
      await page.getByLabel(/^Número de mesa/).fill('4');

      const whatsapp = nextWhatsAppRequest(page);
      await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
      const url = new URL((await whatsapp).url());
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
      const text = url.searchParams.get('text') ?? '';
      const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(text)?.[1];
      expect(text).toBe(
        [
          '¡Hola CrepiVara! Quiero hacer un pedido.',
          `Pedido #${reference}`,
          'Cliente: Ana',
          'Comer aquí · Mesa 4',
          '',
          `• 1 x Capiberry - ₡1${nbsp}900 c/u = ₡1${nbsp}900`,
          '   Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate',
          '',
          `Total: ₡1${nbsp}900`,
          'Pago: Efectivo',
          '¡Muchas gracias!',
        ].join('\n'),
      );

      // The order's post waits in the worker's queue and in the page's own; once the connection is
      // back it reaches the server, once (every copy carries the same key), and the panel links to it.
      await expect(page.getByText('Estamos registrando tu pedido')).toBeVisible();
      await expect.poll(() => queuedOrderPosts(page)).toBeGreaterThan(0);
      await context.setOffline(false);
      await expect(page.getByRole('link', { name: 'Sigue tu pedido' })).toBeVisible({ timeout: 30_000 });
      const owner = await playwright.request.newContext({ baseURL });
      await signInOwner(owner);
      // The worker sends its copy too, when the browser tells it the connection is back.
      await expect.poll(() => queuedOrderPosts(page), { timeout: 30_000 }).toBe(0);
      const board = (await (await owner.get('/api/desk/orders')).json()).data.pedidos as Array<{ reference: string; lines: Array<{ name: string }> }>;
      const recorded = board.filter((order) => order.reference === reference && order.lines[0]?.name === 'Capiberry');
      expect(recorded).toHaveLength(1);
      await owner.dispose();
    },
  );

  test('the banner shows while offline and hides when the connection returns', { tag: '@phone' }, async ({ page, context }) => {
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
  });

  test('/login offline shows the Spanish offline page, and "Reintentar" brings it back online', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByText('Esta página necesita internet')).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(
      Object.values(await cacheContents(page))
        .flat()
        .filter((path) => path.startsWith('/login')),
    ).toEqual([]);
  });
});

/** An order posted as a customer's browser posts it; its status page's token. */
async function placeOrder(api: APIRequestContext): Promise<{ token: string; reference: string }> {
  const reference = orderReference();
  const answer = await api.post('/api/orders', {
    data: {
      clave: crypto.randomBytes(16).toString('base64url'),
      pedido: reference,
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'efectivo' },
      items: [{ id: 16, cantidad: 1 }],
    },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
  });
  expect(answer.status()).toBe(201);
  return { token: (await answer.json()).data.token as string, reference };
}

/** The owner moves the order on, as the board's button does. */
async function moveOrder(owner: APIRequestContext, reference: string, estado: string) {
  const board = (await (await owner.get('/api/desk/orders')).json()).data.pedidos as Array<{ id: number; reference: string }>;
  const order = board.find((candidate) => candidate.reference === reference);
  expect(order, reference).toBeDefined();
  expect((await owner.put(`/api/desk/orders/${order!.id}`, { data: { estado } })).status()).toBe(200);
}

/** The pictures drawn in the first screen of `page`'s main content (not the fallback illustration). */
function drawnPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img[data-fallback]')]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return (
          image.complete &&
          image.naturalWidth > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          image.currentSrc !== new URL(image.dataset.fallback!, location.href).href
        );
      })
      .map((image) => image.currentSrc),
  );
}

/** Whether a picture of `src` is drawn on the page, from its own file (not the fallback). */
function isDrawn(page: Page, src: string): Promise<boolean> {
  return page.evaluate((wanted) => [...document.images].some((image) => image.currentSrc === wanted && image.complete && image.naturalWidth > 0), src);
}

// Each case twice: the browser knows it is offline, or it believes it is online on a line that
// carries nothing (lie-fi). What the pages say never depends on navigator.onLine after a load.
for (const how of WITHOUT_SIGNAL) {
  test.describe(`${how}: what the worker answers from its cache says so`, () => {
    test('a page from the cache shows the banner; the next answer from the network takes it away', async ({ page, context }) => {
      await page.goto('/');
      await waitForWorker(page, ['/', '/aboutus']);
      await loseSignal(context, how);
      await page.goto('/aboutus');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await regainSignal(context, how);
      // The menu's facts, asked for as the cart asks: from the network again.
      expect(await page.evaluate(async () => (await fetch('/api/menu')).status)).toBe(200);
      await expect(banner(page)).toHaveCount(0);
    });

    test("the menu's facts from the cache show the banner", async ({ page, context }) => {
      await page.goto('/');
      await waitForWorker(page);
      expect(await page.evaluate(async () => (await fetch('/api/menu')).status)).toBe(200);
      await expect(banner(page)).toHaveCount(0);
      // The worker stores the answer after handing it over.
      await expect.poll(() => page.evaluate(async () => (await caches.match('/api/menu')) !== undefined)).toBe(true);
      await loseSignal(context, how);
      expect(await page.evaluate(async () => (await fetch('/api/menu')).status)).toBe(200);
      await expect(banner(page)).toBeVisible();
    });

    test('the opening line says it cannot confirm the shop is open (fixed clock, inside opening hours)', async ({ page, context }) => {
      await fixClock(page, OPEN_TIME);
      await page.goto('/');
      await waitForWorker(page);
      await expect(page.getByText(/^Abierto ahora · cierra a las /)).toBeVisible();
      await loseSignal(context, how);
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
      const line = page.getByText('Sin conexión para confirmar si abrimos');
      await expect(line).toBeVisible();
      await expect(page.getByText(/^Abierto ahora/)).toHaveCount(0);
      // Whole on its one line down to a 320 px phone (the line cuts what does not fit).
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });

    test('the status page opened before shows its last known state, and says it may have changed', async ({ page, context, playwright, baseURL }) => {
      // Three loads and two live changes on a busy machine.
      test.setTimeout(150_000);
      const api = await playwright.request.newContext({ baseURL });
      const { token, reference } = await placeOrder(api);
      const status = page.getByTestId('estado');
      const caveat = page.getByText('Sin conexión: puede haber cambiado');
      // The worker's copy, stored after the page was handed over.
      const kept = () => page.evaluate(async (path) => (await (await caches.match(path))?.text()) ?? '', `/pedido/${token}`);
      await page.goto('/');
      await waitForWorker(page);
      await page.goto(`/pedido/${token}`);
      await expect(status).toHaveText('Recibido');
      await expect(caveat).toHaveCount(0);
      await expect.poll(kept).toMatch(/data-testid="estado"[^>]*>Recibido</);

      await loseSignal(context, how);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Pedido #${reference}` })).toBeVisible();
      await expect(status).toHaveText('Recibido');
      await expect(caveat).toBeVisible();

      // The signal returns: the page hears from the server again, and follows the owner live.
      await regainSignal(context, how);
      await expect(caveat).toHaveCount(0, { timeout: 20_000 });
      await signInOwner(api);
      await moveOrder(api, reference, 'preparando');
      await expect(status).toHaveText('En preparación', { timeout: 20_000 });
      // The worker's copy follows what the page saw (it asks for it after a change).
      await expect.poll(kept, { timeout: 20_000 }).toMatch(/data-testid="estado"[^>]*>En preparación</);
      await loseSignal(context, how);
      await page.reload();
      await expect(status).toHaveText('En preparación');
      await expect(caveat).toBeVisible();
      await api.dispose();
    });

    // A phone picks other sizes; which way the signal is lost is the worker's business, tested on the desktop.
    test(
      'the pictures seen online are drawn offline, at the sizes the page picked',
      { tag: how === WITHOUT_SIGNAL[0] ? '@phone' : [] },
      async ({ page, context }) => {
        // The visitor's first page: the worker is not in control yet while its pictures load.
        await page.goto('/menu');
        await expect(page.getByRole('main').getByRole('article').first().getByRole('img')).toHaveJSProperty('complete', true);
        await waitForWorker(page);
        const seen = await drawnPictures(page);
        expect(seen.length).toBeGreaterThan(0);
        const kept = async () => Object.values(await cacheContents(page)).flat();
        await expect.poll(kept, { timeout: 20_000 }).toEqual(expect.arrayContaining(seen.map((src) => src.slice(new URL(src).origin.length))));
        // The home page's first screen, handed over after this page's pictures: its slide.
        await expect.poll(async () => (await kept()).some((path) => path.includes(encodeURIComponent('/images/slider/'))), { timeout: 20_000 }).toBe(true);
        await clearHttpCache(page);
        await loseSignal(context, how);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
        for (const src of seen) await expect.poll(() => isDrawn(page, src), src).toBe(true);
        // The home page, never opened: its first screen was handed to the worker when it took over.
        await page.goto('/');
        const slide = page.getByRole('main').locator('img[data-fallback]').first();
        await expect
          .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && !image.currentSrc.endsWith('/fallback.svg')))
          .toBe(true);
      },
    );
  });
}

test.describe('installable', () => {
  test('the manifest has maskable icons at 192 and 512, a worker controls start_url, and Chromium sees no installability error', async ({
    page,
    context,
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('CrepiVara');
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
    expect(maskable.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of maskable) {
      const png = await (await request.get(icon.src)).body();
      // The PNG header's width and height.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }

    await page.goto(manifest.start_url);
    await waitForWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(new URL(manifest.start_url, page.url()).href.startsWith(scope ?? '-')).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are off the record, where no browser installs anything; the bench
    // (bench/offline.mjs) asks in a normal profile and gets no error at all.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

test.describe('what never enters Cache Storage', () => {
  test('nothing under /api/auth, /api/user, /home-admin, /login, /register, /account or /activar, even when asked', async ({ page }) => {
    await page.goto('/');
    await waitForWorker(page);
    await signInOwner(page);
    // The owner's pages and calls, all made by the page the worker controls.
    for (const path of ['/home-admin', '/home-admin/mesas', '/login', '/register', '/account', '/activar']) {
      await page.goto(path);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      await fetch('/api/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"mail":"x@example.com","password":"y"}' });
      await fetch('/api/user');
      await fetch('/api/desk/hours');
    });
    // Asking the worker to keep them, as it is asked to keep pictures, changes nothing.
    const privatePaths = ['/home-admin', '/home-admin/mesas', '/login', '/register', '/account', '/activar', '/api/auth', '/api/user', '/api/desk/hours'];
    await page.evaluate(async (urls) => {
      const registration = await navigator.serviceWorker.ready;
      const done = new MessageChannel();
      const answered = new Promise((resolve) => (done.port1.onmessage = resolve));
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [done.port2]);
      await answered;
    }, privatePaths);

    const kept = Object.values(await cacheContents(page)).flat();
    expect(kept.length).toBeGreaterThan(10);
    for (const prefix of privatePaths) {
      expect(
        kept.filter((path) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)),
        prefix,
      ).toEqual([]);
    }
    // The only API answers kept are the public reads.
    for (const path of kept.filter((kept) => kept.startsWith('/api/'))) expect(['/api/opening', '/api/menu', '/api/menu/availability']).toContain(path);
  });
});

test.describe('the opening countdown offline (fixed clock)', () => {
  // The open server's guard opened at midnight on 1 January 2020 (Costa Rica); the clocks of the
  // page and of the worker are set around that moment.
  const opening = new Date('2020-01-01T00:00:00-06:00');
  const justBefore = new Date(opening.getTime() - 1000);

  test('before the opening moment shop pages show the countdown, from it on the shop', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page, ['/', '/menu', '/timecount']);
    const worker = await siteWorker(context);
    await context.setOffline(true);

    await fixWorkerClock(worker, justBefore);
    await page.clock.setFixedTime(justBefore);
    for (const path of ['/menu', '/', '/aboutus']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/timecount$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Gran Apertura' })).toBeVisible();
    }
    // The countdown follows the device's clock, like the worker: 10 hours and a second to 10:00.
    await expect(page.getByTestId('countdown-hours')).toHaveText('10');
    await expect(page.getByTestId('countdown-days')).toHaveText('00');
    // Login stays reachable before opening, as online; offline it needs the server.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();

    await fixWorkerClock(worker, opening);
    await page.clock.setFixedTime(opening);
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  });
});

test.describe('when the connection returns', () => {
  // The cart's own behaviour, without a worker in the way of page.route.
  test.use({ serviceWorkers: 'block' });

  test('the cart asks again which products are sold out', async ({ page, context }) => {
    await fixClock(page);
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 13, cantidad: 1 }])));
    let soldOut: number[] = [];
    await routeMenu(page, () => (menu) => menu.productos.forEach((product) => (product.disponible = !soldOut.includes(product.id))));
    await page.goto('/orders');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Churchill' })).toBeVisible();
    await expect(page.getByText('Agotado hoy: no se incluye en el pedido')).toHaveCount(0);

    await context.setOffline(true);
    soldOut = [13];
    await context.setOffline(false);
    await expect(page.getByText('Agotado hoy: no se incluye en el pedido')).toBeVisible();
  });
});

test.describe('a new deploy', () => {
  // A server of this spec's own, on a port per project, so the build behind the one origin can be
  // swapped: first the suite's build, then a second build of the same sources.
  test.describe.configure({ mode: 'serial' });
  // Desktop only: scripts/start.mjs copies public/ and the static files into the build's one
  // standalone folder at each start, so the phone's swap to the second build unlinked files under
  // the desktop's running server (and crashed one start with ENOENT) when both ran at once.
  test.skip(({ isMobile }) => isMobile, 'the update is tested on the desktop project');
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const buildEnv = { NEXT_PUBLIC_WHATSAPP_NUMBER: WHATSAPP_NUMBER, NEXT_PUBLIC_SURVEY_URL: SURVEY_URL, NEXT_PUBLIC_SINPE_NUMBER: '88888888' };
  const settings = { OPENING_DATE: '01/01/2020', ...buildEnv };
  let port = 0;
  let running: StartedServer | undefined;
  let secondDir = '';

  test.beforeAll(async () => {
    // A whole `next build`: about a minute alone, over five beside a second suite.
    test.setTimeout(900_000);
    secondDir = await secondBuild(buildEnv);
    port = basePort + (test.info().project.name === 'phone' ? 21 : 20);
    running = await startServer(port, settings, { command: 'standalone', database: `offline-${port}.db` });
  });

  test.afterAll(async () => {
    await running?.stop();
  });

  test("what the owner changes shows on the visitor's next page load, worker or not", async ({ page, playwright }) => {
    const url = running!.url;
    await page.goto(`${url}/menu`);
    await waitForWorker(page);
    const card = productCard(page, 'Churchill');
    await expect(card.getByText('Disponible', { exact: true })).toBeVisible();

    const owner = await playwright.request.newContext({ baseURL: url });
    // This server has a database of its own: its owner is invited the operator's way first.
    expect((await activate(owner, invite(running!.database, OWNER.correo), { ...OWNER, contraseña: PASSWORD })).status()).toBe(200);
    await signInOwner(owner);
    expect((await owner.put('/api/desk/availability/13', { data: { disponible: false } })).status()).toBe(200);
    await page.reload();
    await expect(productCard(page, 'Churchill').getByText('No Disponible', { exact: true })).toBeVisible();
    expect((await owner.put('/api/desk/availability/13', { data: { disponible: true } })).status()).toBe(200);
    // The change regenerates the shop's pages only: the worker's script is still served.
    expect((await owner.get('/sw.js')).status()).toBe(200);
    await owner.dispose();
    await page.goto(`${url}/menu`);
    await expect(productCard(page, 'Churchill').getByText('Disponible', { exact: true })).toBeVisible();
  });

  test('the next visit offers "Hay una versión nueva · Actualizar", and the new build takes over', async ({ page, context }) => {
    test.setTimeout(300_000);
    const url = running!.url;
    const first = buildIdOf(process.env.E2E_DIST_DIR ?? '.next-e2e');
    await page.goto(`${url}/`);
    await waitForWorker(page);
    expect(await workerBuild(page)).toBe(first);

    const second = buildIdOf(secondDir);
    expect(second).not.toBe(first);
    await running!.stop();
    running = await startServer(port, settings, { command: 'standalone', distDir: secondDir, database: `offline-${port}.db` });

    // The visitor comes back: the page is the new build's, the worker still the old one, waiting.
    await page.goto(`${url}/menu`);
    const prompt = page.getByRole('status').filter({ hasText: 'Hay una versión nueva' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await expect(prompt).toHaveText(/^Hay una versión nueva\s*·\s*Actualizar$/);
    expect(await workerBuild(page)).toBe(first);

    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    // Beside a second suite the takeover once took longer than 30 s: the bound is generous.
    await expect
      .poll(() => workerBuild(page), { timeout: 90_000 })
      .toBe(second)
      .catch(async (error: unknown) => {
        // What the browser was waiting on: a new worker still waiting (the old one busy) or none.
        await test.info().attach('workers', { body: JSON.stringify(await workerStates(page), null, 2), contentType: 'application/json' });
        throw error;
      });
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The old build's caches are gone; offline, the pages are the new build's.
    await expect.poll(async () => Object.keys(await cacheContents(page)).filter((name) => name.includes(first))).toEqual([]);
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto(`${url}/`);
    await expect(page.getByRole('link', { name: /^Responder la encuesta/ })).toHaveAttribute('href', SECOND_BUILD_SURVEY_URL);
    expect(await page.content()).not.toContain(first);
  });
});
