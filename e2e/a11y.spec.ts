import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { startUsingCheckout, waitForHydration } from './helpers/storefront';

// axe-core on the public pages. Both palettes from the system preference are checked with a cart
// below (the cart adds the badge and the bar to the same pages); here the other way a visitor gets
// dark mode: the switch's stored choice on a light system.
for (const path of ['/', '/menu', '/aboutus']) {
  test(`dark (stored choice): ${path} has no serious or critical violations`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
}

/** An order posted as the checkout posts it: the address of its status page. */
async function statusPage(request: APIRequestContext): Promise<string> {
  const posted = await request.post('/api/orders', {
    data: {
      clave: crypto.randomBytes(16).toString('base64url'),
      pedido: 'AXQRS',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'tarjeta' },
      items: [{ id: 13, cantidad: 2 }],
    },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return `/pedido/${((await posted.json()).data as { token: string }).token}`;
}

// Every shop page while an order is under way: the cart's badge, the bar, the cart itself and the
// order's status page, whose links and buttons all start their names with their visible words.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe with a cart, ${colorScheme}`, { tag: '@phone' }, () => {
    test.use({ colorScheme });

    for (const path of ['/', '/menu', '/orders', '/aboutus', '/pedido/<token>']) {
      test(`${path} has no serious or critical violations`, async ({ page, request }) => {
        await page.goto('/robots.txt');
        await page.evaluate(() =>
          localStorage.setItem(
            'carrito',
            JSON.stringify([
              { id: 13, cantidad: 2 },
              { id: 16, cantidad: 1 },
            ]),
          ),
        );
        await page.goto(path === '/pedido/<token>' ? await statusPage(request) : path);
        await waitForHydration(page);
        // The badge has come (the cart's code loads after the page).
        await expect(page.getByRole('navigation', { name: 'Principal' }).locator('a[href="/orders"]')).toHaveText('3');
        if (path === '/orders') await startUsingCheckout(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('axe on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the open navigation menu has no serious or critical violations', async ({ page }) => {
    await page.goto('/menu?categoria=Helados');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
