import { expect, test, type Request } from '@playwright/test';
import { recordRequests, settle } from './helpers/network';

// Issue 16's JavaScript budget as Lighthouse counts it: the transfer size (headers included) of
// every script a page loads, lazy and prefetched chunks included, on a phone. `npm run bench`
// measures the same with Lighthouse; this guard keeps a change from quietly going over.

const KIB = 1024;
const BUDGET = 150 * KIB;
/**
 * Pages still over the budget (issue 16 is open on them, README "Benchmark"): their ceiling is
 * today's size rounded up, so they cannot grow while the budget is worked towards. /orders with a
 * filled cart loads the checkout form at once (the page's purpose); /menu and the empty /orders
 * are within 1 KiB.
 */
const OVER_BUDGET = { menu: 151.5 * KIB, ordersEmpty: 151 * KIB, ordersWithCart: 156.5 * KIB };

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CART = JSON.stringify([10, 8, 12].map((id) => ({ id, cantidad: 1 })));

// A phone as Lighthouse's mobile run sets it up; the phone project skips this file (config).
test.use(PHONE);

async function transferBytes(scripts: Request[]) {
  const sizes = await Promise.all(scripts.map((request) => request.sizes()));
  return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
}

const pages = [
  { name: '/', path: '/' },
  { name: '/menu', path: '/menu', ceiling: OVER_BUDGET.menu },
  { name: '/orders (empty cart)', path: '/orders', ceiling: OVER_BUDGET.ordersEmpty },
  { name: '/orders (three products)', path: '/orders', cart: CART, ceiling: OVER_BUDGET.ordersWithCart },
  { name: '/aboutus', path: '/aboutus' },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/timecount', path: '/timecount', countdown: true },
];

test.describe('JavaScript per page, as Lighthouse counts it', () => {
  for (const { name, path, cart, ceiling = BUDGET, countdown } of pages) {
    test(`${name}: every script it loads <= ${ceiling / KIB} KiB`, async ({ page, baseURL }) => {
      const origin = countdown ? process.env.E2E_COUNTDOWN_URL! : baseURL!;
      if (cart) {
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate((value) => localStorage.setItem('carrito', value), cart);
      }
      const scripts = recordRequests(page);
      await page.goto(`${origin}${path}`);
      await settle(page, scripts);
      if (cart) await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
      const bytes = await transferBytes(scripts);
      expect(scripts.length).toBeGreaterThan(3);
      expect(bytes / KIB, scripts.map((request) => request.url()).join('\n')).toBeLessThanOrEqual(ceiling / KIB);
    });
  }
});

test.describe('what the budget rests on', () => {
  test('the navbar cart link prefetches /orders only when the visitor shows intent', async ({ page }) => {
    // Scripts /menu itself loads, then those the cart link brings once a pointer is over it.
    const scripts = recordRequests(page);
    await page.goto('/menu');
    await settle(page, scripts);
    const before = new Set(scripts.map((request) => request.url()));
    const prefetched = page.waitForRequest((request) => request.resourceType() === 'script' && !before.has(request.url()));
    await page.getByRole('link', { name: /^Carrito/ }).hover();
    expect((await prefetched).url()).toContain('/_next/static/chunks/');
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
