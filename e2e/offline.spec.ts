import { expect, test, type Page } from '@playwright/test';
import { fixClock } from './helpers/clock';
import { cacheContents, waitForWorker } from './helpers/offline';
import { startUsingCheckout, WHATSAPP_NUMBER } from './helpers/storefront';

// The site without signal (issue 28), on the production build, desktop and phone: the service
// worker the visitor's first page registered serves the shop, the cart and the order offline.

test.use({ serviceWorkers: 'allow' });

const nbsp = '\u00a0';
const banner = (page: Page) => page.getByText('Sin conexión: el menú puede no estar al día');

/** The wa.me address the page asks the browser to open; offline the tab itself cannot load. */
function nextWhatsAppRequest(page: Page) {
  return page.context().waitForEvent('request', { predicate: (request) => request.url().startsWith('https://wa.me/') });
}

test.describe('offline after one visit', () => {
  test('the menu, a search, a filter, a product with choices, the cart and the WhatsApp order', async ({ page, context }) => {
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
    await dialog.getByRole('checkbox', { name: 'Fresa' }).check();
    await dialog.getByRole('checkbox', { name: 'Kiwi' }).check();
    await dialog.getByRole('radio', { name: 'Maní' }).check();
    await dialog.getByRole('group', { name: /^Jarabe/ }).getByRole('radio', { name: 'Chocolate' }).check();
    await dialog.getByRole('button', { name: /^Agregar · / }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: /^Ver pedido \(1\)/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Capiberry' })).toBeVisible();
    await startUsingCheckout(page);
    await page.getByLabel(/^Nombre/).fill('Ana');
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
  });

  test('the banner shows while offline and hides when the connection returns', async ({ page, context }) => {
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
    expect(Object.values(await cacheContents(page)).flat().filter((path) => path.startsWith('/login'))).toEqual([]);
  });
});
