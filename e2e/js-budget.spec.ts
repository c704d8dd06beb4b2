import { expect, test, type Request } from '@playwright/test';
import { signInOwner } from './helpers/accounts';
import { recordRequests, routeMenu, settle } from './helpers/network';

// routeMenu's answers: a request on its way when a test ends must not fail the next one.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

// The JavaScript budget as Lighthouse counts it: the transfer size (headers included) of
// every script a page loads, lazy and prefetched chunks included, on a phone, from the production
// entry (Brotli). `npm run bench` counts the same with Lighthouse against `next start` (gzip, about
// a seventh more: docs/decisions/013); this guard keeps a change from quietly going over.

const KIB = 1024;
const BUDGET = 150 * KIB;
const DESK_BUDGET = 130 * KIB;

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CART = JSON.stringify([10, 8, 12].map((id) => ({ id, cantidad: 1 })));

// A phone as Lighthouse's mobile run sets it up; the phone project skips this file (config).
test.use(PHONE);

/** True when one of the scripts' bodies contains `text`. */
async function carries(scripts: Request[], text: string) {
  const bodies = await Promise.all(scripts.map(async (request) => (await (await request.response())?.body())?.toString() ?? ''));
  return bodies.some((body) => body.includes(text));
}

async function transferBytes(scripts: Request[]) {
  const sizes = await Promise.all(scripts.map((request) => request.sizes()));
  return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
}

const pages = [
  { name: '/', path: '/' },
  { name: '/menu', path: '/menu' },
  { name: '/orders (empty cart)', path: '/orders' },
  { name: '/orders (three products)', path: '/orders', cart: CART },
  { name: '/aboutus', path: '/aboutus' },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/timecount', path: '/timecount', countdown: true },
  // The owner's phone on the desk all day, within about 10 KiB of a bare page (~115 KiB here): zod
  // stays with the forms that check fields on first use (it once came with every desk page, +21 KiB).
  { name: "/home-admin/pedidos (the owner's board)", path: '/home-admin/pedidos', owner: true, budget: DESK_BUDGET, heading: 'Pedidos' },
  { name: '/home-admin (sold out, hours, settings)', path: '/home-admin', owner: true, budget: DESK_BUDGET, heading: 'Panel de la tienda' },
  { name: '/home-admin/menu (the menu editor)', path: '/home-admin/menu', owner: true, budget: DESK_BUDGET, heading: 'Menú' },
];

test.describe('JavaScript per page, as Lighthouse counts it', () => {
  for (const { name, path, cart, countdown, owner, heading, budget = BUDGET } of pages) {
    test(`${name}: every script it loads <= ${budget / KIB} KiB`, async ({ page, baseURL }) => {
      const origin = countdown ? process.env.E2E_COUNTDOWN_URL! : baseURL!;
      if (owner) await signInOwner(page);
      if (cart) {
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate((value) => localStorage.setItem('carrito', value), cart);
      }
      const scripts = recordRequests(page);
      await page.goto(`${origin}${path}`);
      await settle(page, scripts);
      if (cart) await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const bytes = await transferBytes(scripts);
      expect(scripts.length).toBeGreaterThan(3);
      expect(bytes / KIB, scripts.map((request) => request.url()).join('\n')).toBeLessThanOrEqual(budget / KIB);
    });
  }
});

test.describe('what the budget rests on', () => {
  test('every script of the build comes in Brotli, compressed at build time (docs/decisions/013)', async ({ page }) => {
    const scripts = recordRequests(page);
    await page.goto('/menu');
    await settle(page, scripts);
    const ours = scripts.filter((request) => new URL(request.url()).pathname.startsWith('/_next/static/'));
    expect(ours.length).toBeGreaterThan(3);
    for (const request of ours) {
      const response = await request.response();
      expect(response?.headers()['content-encoding'], request.url()).toBe('br');
      expect(response?.headers()['cache-control'], request.url()).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the navbar cart link prefetches /orders only when the visitor shows intent', async ({ page }) => {
    // Scripts /menu itself loads, then those the cart link brings once a pointer is over it.
    const scripts = recordRequests(page);
    await page.goto('/menu');
    await settle(page, scripts);
    const before = new Set(scripts.map((request) => request.url()));
    const prefetched = page.waitForRequest((request) => request.resourceType() === 'script' && !before.has(request.url()));
    await page.getByRole('link', { name: /carrito$/i }).hover();
    expect((await prefetched).url()).toContain('/_next/static/chunks/');
  });

  test('links prefetch a page only on intent, and a click navigates without loading a new document', async ({ page }) => {
    // Phone width: the links sit behind "Abrir menú".
    const prefetches: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const scripts = recordRequests(page);
    await page.goto('/aboutus');
    await settle(page, scripts);
    expect(prefetches).toEqual([]);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menuLink = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Menú' });
    await menuLink.hover();
    await expect.poll(() => prefetches).toContain('/menu');
    expect(prefetches.every((path) => path === '/menu')).toBe(true);

    documents.length = 0;
    await menuLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu$/);
    expect(documents).toEqual([]);
  });

  test('/orders loads the checkout form once the visitor moves, and marks sold-out lines before that', async ({ page }) => {
    // Three lines fill a phone's screen: the form sits below them.
    await page.goto('/robots.txt');
    await page.evaluate((value) => localStorage.setItem('carrito', value), CART);
    await routeMenu(page, () => (menu) => menu.productos.filter((product) => product.id === 8).forEach((product) => (product.disponible = false)));
    const scripts = recordRequests(page);
    await page.goto('/orders');
    await settle(page, scripts);
    const lines = page.getByRole('main').getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: 'Agotado hoy' })).toHaveCount(1);
    const form = page.getByRole('group', { name: '¿Cómo quieres tu pedido?' });
    await expect(form).toHaveCount(0);
    const loaded = scripts.length;

    await page.mouse.wheel(0, 300);
    await expect(form).toBeAttached();
    expect(scripts.length).toBeGreaterThan(loaded);
  });

  test("the search's code loads when the search box is first used; a link with a search shows the server's results without it", async ({ page }) => {
    // The search's little words (lib/menu/search.ts), which no other script has.
    const searchCode = (scripts: Request[]) => carries(scripts, '"unas","unos"');
    const scripts = recordRequests(page);
    await page.goto('/menu?q=nutela');
    await settle(page, scripts);
    const showing = page.getByRole('main').getByRole('status');
    await expect(showing).toHaveText('Mostrando: 3 resultados para «nutela»');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Nutella', 'Capidulzura', 'La CrepiVara']);
    expect(await searchCode(scripts)).toBe(false);

    scripts.length = 0; // a page's bodies go with it
    await page.goto('/menu');
    await settle(page, scripts);
    expect(await searchCode(scripts)).toBe(false);
    const box = page.getByRole('searchbox', { name: 'Buscar en el menú' });
    await box.focus();
    await expect.poll(() => searchCode(scripts)).toBe(true);
    await box.fill('pina');
    await expect(showing).toHaveText('Mostrando: 2 resultados para «pina»');
  });

  test("a signed-out visitor's shop pages do not load the account menu's code", async ({ page }) => {
    const scripts = recordRequests(page);
    await page.goto('/menu');
    await settle(page, scripts);
    expect(scripts.length).toBeGreaterThan(3);
    expect(await carries(scripts, 'Cerrar sesión')).toBe(false);
  });

  test("scripts carry nosniff but not the pages' security headers (1 KB each)", async ({ request }) => {
    const html = await (await request.get('/menu')).text();
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!;
    const headers = (await request.get(script)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['permissions-policy']).toBeUndefined();
  });
});
