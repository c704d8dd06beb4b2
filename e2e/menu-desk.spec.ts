import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { devices, expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { colourAt, GREEN, isNear, RED, testPhoto } from '@/test-fixtures/photos';
import { signInCustomer, signInOwner } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fixClock } from './helpers/clock';
import { addToCart, cardHeadings, productCard, startUsingCheckout } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// The owner runs the menu from the desk: prices, new products, hidden ones, photos, the option
// lists, the weekly hours and the settings, and every shop page and cart follows within seconds.
// On a server of its own (E2E_MENU_URL, its own database), one test at a time: each change is the
// shop's for everybody. Customers are checked on a desktop and on a phone.

const shop = process.env.E2E_MENU_URL!;
test.use({ baseURL: shop });
test.describe.configure({ mode: 'serial' });

const nbsp = '\u00a0';
const DEVICES: Array<[string, BrowserContextOptions]> = [
  ['desktop', {}],
  ['phone', devices['Pixel 7']],
];
const berry = { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] };

/** Capiberry as the seed has it. */
const CAPIBERRY = {
  nombre: 'Capiberry',
  precio: 1900,
  categoria: 1,
  descripcion: 'Crepa doradita y crujiente con dos frutas a tu gusto, bañada en jarabe y con el topping que más te guste.',
  ingredientes: ['2 frutas', 'Jarabe', 'Topping'],
  conExtras: true,
};

/** The version each product's row of the desk names (an edit must name the one it was opened on). */
async function productVersions(owner: APIRequestContext): Promise<(id: number) => number | undefined> {
  const desk = await (await owner.get('/home-admin/menu')).text();
  return (id) => {
    const found = new RegExp(`data-producto="${id}"[^>]*data-version="(\\d+)"`).exec(desk)?.[1];
    return found === undefined ? undefined : Number(found);
  };
}

// The shop as the seed has it before the first test: a retry, or a second local run on the same
// database, starts from there too (Capiberry at ₡1 900 without a photo, Tuesday open, Kiwi there,
// no delivery fee).
test.beforeAll(async ({ playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: shop });
  await signInOwner(owner);
  const version = (await productVersions(owner))(5) ?? 1;
  const saved = await owner.put('/api/desk/menu/5', { data: { ...CAPIBERRY, version } });
  expect(saved.status()).toBe(200);
  const { data } = (await saved.json()) as { data: { version: number; foto: unknown } };
  if (data.foto) expect((await owner.delete('/api/desk/menu/5/photo', { data: { version: data.version } })).status()).toBe(200);
  const day = [{ abre: '11:00', cierra: '20:00' }];
  expect((await owner.put('/api/desk/hours/week', { data: { dias: [day, day, day, day, day, day, day] } })).status()).toBe(200);
  expect((await owner.put('/api/desk/menu/order', { data: { categoria: 3, ids: [16, 17, 18, 19] } })).status()).toBe(200);
  expect((await owner.put('/api/desk/menu/options/frutas/sold-out', { data: { opcion: 'Kiwi', agotada: false } })).status()).toBe(200);
  expect(
    (await owner.put('/api/desk/settings', { data: { envio: 0, minimoDomicilio: 0, sinpe: '88888888', pagos: ['efectivo', 'tarjeta', 'sinpe'] } })).status(),
  ).toBe(200);
  await owner.dispose();
});

/** A new browser of a customer (clock inside opening hours unless told). */
async function customer(browser: Browser, device: BrowserContextOptions = {}, time?: Date): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL: shop, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  const page = await context.newPage();
  await fixClock(page, time);
  return page;
}

/** A cart as the customer's browser stored it. */
async function storeCart(page: Page, items: unknown[]) {
  await page.goto('/robots.txt');
  await page.evaluate((cart) => localStorage.setItem('carrito', JSON.stringify(cart)), items);
}

/** POST /api/orders as the checkout sends it (its own key and address): the server prices it from the owner's menu. */
async function postOrder(api: APIRequestContext, body: Record<string, unknown>) {
  const data = { clave: crypto.randomBytes(16).toString('base64url'), pedido: 'MENUX', pago: { metodo: 'efectivo' }, entrega: { tipo: 'llevar' }, ...body };
  return api.post('/api/orders', { data, headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` } });
}

async function ownerDesk(page: Page, path = '/home-admin/menu') {
  await signInOwner(page);
  await page.goto(path);
}

/** The desk's own request (the route's answer) once `act` triggers it. */
async function saved(page: Page, pathPart: string, act: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.url().includes(pathPart) && response.request().method() !== 'GET');
  await act();
  return answer;
}

async function editProduct(page: Page, nombre: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Editar ${nombre}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Editar ${nombre}` });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  const answer = await saved(page, `/api/desk/menu/`, () => dialog.getByRole('button', { name: 'Guardar' }).click());
  return { dialog, answer };
}

/**
 * /orders asks the menu again every few seconds (a 304 while nothing changed): these asks stay
 * unanswered on `page`, so a change is first seen by the ask right before sending (not conditional).
 */
async function holdMenuPolls(page: Page) {
  await page.route('**/api/menu', (route) => (route.request().headers()['if-none-match'] ? route.abort() : route.fallback()));
}

/** The owner's board as its API lists it: the orders of `name`. */
async function boardOrders(owner: APIRequestContext, name: string) {
  const { data } = (await (await owner.get('/api/desk/orders')).json()) as {
    data: { pedidos: Array<{ id: number; customer: string; status: string; total: number; deliveryFee: number; cancelReason: string; messageTotal?: number }> };
  };
  return data.pedidos.filter((order) => order.customer === name);
}

/**
 * Until `check` passes on a fresh load of `pathname`, reloading: the change shows within seconds
 * (the 5 s). The bound is 15 s so that a busy machine's slow page loads (each reload can take
 * seconds there) do not fail it; the check itself waits at most 500 ms per load.
 */
async function within5s(page: Page, pathname: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(pathname);
    await check();
  }).toPass({ timeout: 15_000, intervals: [250, 500] });
}

test('the owner changes Capiberry to ₡2 100: a second browser sees it on /menu and in its cart within 5 s, with a notice; "Deshacer" brings ₡1 900 back', async ({
  page,
  browser,
}) => {
  const customers = await Promise.all(DEVICES.map(([, device]) => customer(browser, device)));
  for (const visitor of customers) {
    await storeCart(visitor, [{ id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 1, opciones: berry }]);
    await visitor.goto('/menu');
    await expect(visitor.getByRole('link', { name: /^Ver pedido/ })).toHaveAccessibleName(`Ver pedido (1) · ₡1${nbsp}900`);
  }

  await ownerDesk(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Menú' })).toBeVisible();
  const { answer } = await editProduct(page, 'Capiberry', { 'Precio (₡)': '2100' });
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Productos' }).getByRole('status')).toHaveText('Capiberry: guardado.');
  const changedAt = Date.now();

  for (const [index, visitor] of customers.entries()) {
    const label = DEVICES[index]![0];
    await within5s(visitor, '/menu', async () => {
      await expect(productCard(visitor, 'Capiberry'), label).toContainText(`₡2${nbsp}100`, { timeout: 500 });
    });
    await expect(visitor.getByRole('link', { name: /^Ver pedido/ }), label).toHaveAccessibleName(`Ver pedido (1) · ₡2${nbsp}100`);
    await visitor.goto('/orders');
    await expect(visitor.getByTestId('avisos-carrito'), label).toContainText('El precio de Capiberry cambió a ₡2 100.'.replace('2 100', `2${nbsp}100`));
    await expect(visitor.getByTestId('order-total'), label).toHaveText(`₡2${nbsp}100`);
  }
  expect(Date.now() - changedAt).toBeLessThan(15_000);

  // The WhatsApp message carries the price of now.
  const desktop = customers[0]!;
  const opened = await captureWhatsApp(desktop);
  await startUsingCheckout(desktop);
  await desktop.getByText('Para llevar', { exact: true }).click();
  await desktop.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toContain(`• 1 x Capiberry - ₡2${nbsp}100 c/u = ₡2${nbsp}100`);

  // "Historial": the change, who made it, and "Deshacer" on it.
  await page.reload();
  const history = page.getByRole('region', { name: 'Historial' });
  // Newest first: the change just made.
  const line = history.getByRole('listitem').first();
  await expect(line).toContainText(`Capiberry: precio de ₡1${nbsp}900 a ₡2${nbsp}100`);
  await expect(line).toContainText('Vara, hace unos segundos');
  await expectNoSeriousA11yViolations(page);
  expect(await (await saved(page, '/api/desk/menu/history/', () => line.getByRole('button', { name: /^Deshacer/ }).click())).status()).toBe(200);
  await expect(history.getByRole('listitem').first()).toContainText(`Deshecho: Capiberry: precio de ₡2${nbsp}100 a ₡1${nbsp}900`);
  await within5s(desktop, '/menu', async () => {
    await expect(productCard(desktop, 'Capiberry')).toContainText(`₡1${nbsp}900`, { timeout: 500 });
  });
  for (const visitor of customers) await visitor.context().close();
});

test('a price changed seconds before the customer sends: the new total is shown before any message goes, then the message, the record and the status page agree', async ({
  page,
  browser,
}) => {
  const visitor = await customer(browser, { serviceWorkers: 'block' });
  await storeCart(visitor, [{ id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 1, opciones: berry }]);
  const opened = await captureWhatsApp(visitor);
  await visitor.goto('/orders');
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡1${nbsp}900`);
  await holdMenuPolls(visitor);
  await startUsingCheckout(visitor);
  await visitor.getByText('Para llevar', { exact: true }).click();

  // The owner's change lands while /orders still shows ₡1 900.
  await signInOwner(page);
  const version = (await productVersions(page.request))(5);
  const changed = await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, precio: 2100, version } });
  expect(changed.status()).toBe(200);
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡1${nbsp}900`);

  // The server refuses the ₡1 900 total (or, slower than the send's wait, the menu asked again
  // tells first): nothing opens, the new total shows, and the next tap sends it.
  await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect(
    visitor.getByRole('alert').filter({ hasText: /Los precios cambiaron hace un momento: tu pedido ahora suma ₡2.100|El menú cambió hace un momento/ }),
  ).toBeVisible();
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡2${nbsp}100`);
  expect(opened).toHaveLength(0);
  await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toContain(`• 1 x Capiberry - ₡2${nbsp}100 c/u = ₡2${nbsp}100`);
  expect(opened[0]).toContain(`Total: ₡2${nbsp}100`);
  // The order the shop recorded says the same.
  const follow = /Sigue tu pedido: (\S+)/.exec(opened[0]!)?.[1];
  expect(follow).toBeTruthy();
  await visitor.goto(follow!);
  await expect(visitor.getByText(`₡2${nbsp}100`).first()).toBeVisible();
  await expect(visitor.getByText(`₡1${nbsp}900`)).toHaveCount(0);

  const now = ((await changed.json()) as { data: { version: number } }).data.version;
  expect((await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, version: now } })).status()).toBe(200);
  await visitor.context().close();
});

for (const [late, when] of [
  ['reaches the server after the withdrawal', 'request'],
  ['reaches the server in time, its answer slow', 'answer'],
] as const) {
  test(`a slow post while a price changes: the order the customer is asked to review is withdrawn (its post ${late}), the one sent again is the shop's only one`, async ({
    page,
    browser,
  }) => {
    // Without the service worker, whose fetches this page's routes would not see.
    const visitor = await customer(browser, { serviceWorkers: 'block' });
    const name = `Retiro ${when} ${Date.now()}`;
    await storeCart(visitor, [{ id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 1, opciones: berry }]);
    const opened = await captureWhatsApp(visitor);
    await visitor.goto('/orders');
    await expect(visitor.getByTestId('order-total')).toHaveText(`₡1${nbsp}900`);
    await holdMenuPolls(visitor);
    await startUsingCheckout(visitor);
    await visitor.getByLabel('Nombre (opcional)').fill(name);
    await visitor.getByText('Para llevar', { exact: true }).click();
    // The first post is slower than the send's wait: held on its way, or stored and its answer held.
    let held = false;
    let release: (status: number) => void = () => {};
    const released = new Promise<number>((resolve) => (release = resolve));
    await visitor.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST' || held) return route.fallback();
      held = true;
      const hold = () => new Promise((resolve) => setTimeout(resolve, 4000));
      if (when === 'request') await hold();
      const response = await route.fetch();
      if (when === 'answer') await hold();
      await route.fulfill({ response });
      release(response.status());
    });

    await signInOwner(page);
    const version = (await productVersions(page.request))(5);
    const changed = await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, precio: 2100, version } });
    expect(changed.status()).toBe(200);
    try {
      await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
      await expect(visitor.getByRole('alert').filter({ hasText: 'El menú cambió hace un momento' })).toBeVisible();
      expect(held).toBe(true);
      expect(opened).toHaveLength(0);
      await expect(visitor.getByTestId('order-total')).toHaveText(`₡2${nbsp}100`);
      await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
      await expect.poll(() => opened.length).toBe(1);
      expect(opened[0]).toContain(`Total: ₡2${nbsp}100`);

      // The board: the order sent again, and the first only as the customer's cancellation (or never).
      const board = async () => {
        const { data } = (await (await page.request.get('/api/desk/orders')).json()) as {
          data: { pedidos: Array<{ customer: string; status: string; total: number; cancelReason: string }> };
        };
        return data.pedidos
          .filter((order) => order.customer === name)
          .map(({ status, total, cancelReason }) => ({ status, total, cancelReason }))
          .sort((a, b) => a.status.localeCompare(b.status));
      };
      const sentAgain = { status: 'nuevo', total: 2100, cancelReason: '' };
      // The held post: refused when it arrives after the withdrawal, and before it too, since its
      // ₡1 900 is not the menu's total any more (the message never went out).
      expect(await released).toBe(409);
      await expect.poll(board).toEqual([sentAgain]);
      // Nothing is left to send from this browser.
      await expect
        .poll(() =>
          visitor.evaluate(() =>
            JSON.parse(localStorage.getItem('pedidos-por-enviar') ?? '[]').filter(
              (entry: { cuerpo: unknown; retirar: boolean }) => entry.cuerpo || entry.retirar,
            ),
          ),
        )
        .toEqual([]);
    } finally {
      const now = ((await changed.json()) as { data: { version: number } }).data.version;
      expect((await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, version: now } })).status()).toBe(200);
      await visitor.context().close();
    }
  });
}

test('a ₡1 000 delivery fee set while a cart is open on /orders shows there within 5 s; the message, the board card, the ticket, the status page and the CSV carry the same total', async ({
  page,
  browser,
}) => {
  const visitor = await customer(browser, { serviceWorkers: 'block' });
  const name = `Envío ${Date.now()}`;
  await storeCart(visitor, [{ id: 16, cantidad: 2 }]);
  const opened = await captureWhatsApp(visitor);
  await visitor.goto('/orders');
  await startUsingCheckout(visitor);
  await visitor.getByLabel('Nombre (opcional)').fill(name);
  await visitor.getByText('A domicilio', { exact: true }).click();
  await visitor.getByLabel('Dirección').fill('Del parque central 200 m norte');
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡1${nbsp}600`);

  await signInOwner(page);
  const settings = { minimoDomicilio: 0, sinpe: '88888888', pagos: ['efectivo', 'tarjeta', 'sinpe'] };
  expect((await page.request.put('/api/desk/settings', { data: { ...settings, envio: 1000 } })).status()).toBe(200);
  try {
    // No reload: the open page follows "Ajustes" by itself.
    await expect(visitor.getByTestId('order-total')).toHaveText(`₡2${nbsp}600`, { timeout: 5000 });
    await expect(visitor.getByText(`El envío cuesta ₡1${nbsp}000.`)).toBeVisible();

    await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain(`Envío: ₡1${nbsp}000\nTotal: ₡2${nbsp}600`);
    const [order] = await boardOrders(page.request, name);
    expect(order).toMatchObject({ deliveryFee: 1000, total: 2600 });
    expect(order?.messageTotal).toBeUndefined();

    const follow = /Sigue tu pedido: (\S+)/.exec(opened[0]!)?.[1];
    expect(follow).toBeTruthy();
    await visitor.goto(follow!);
    await expect(visitor.getByText(`₡2${nbsp}600`).first()).toBeVisible();

    await page.goto('/home-admin/pedidos');
    const card = page.getByTestId('pedido').filter({ hasText: name });
    await expect(card).toContainText(`Envío₡1${nbsp}000`);
    await expect(card).toContainText(`Total₡2${nbsp}600`);
    await page.goto(`/home-admin/pedidos/${order!.id}/ticket`);
    await expect(page.getByTestId('ticket')).toContainText(`Envío₡1${nbsp}000`);
    await expect(page.getByTestId('ticket')).toContainText(`Total₡2${nbsp}600`);

    const csv = await (await page.request.get('/api/desk/orders/csv')).text();
    const header = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    const row = csv
      .split('\r\n')
      .find((line) => line.includes(`"${'Té'}"`) && line.includes(`"${'Del parque central 200 m norte'}"`) && line.includes(',1000,2600,'));
    expect(row).toBeTruthy();
    expect(header.slice(header.indexOf('Envío'), header.indexOf('Envío') + 2)).toEqual(['Envío', 'Total pedido']);

    // "Historial" has the change with "Deshacer", which puts the fee back; a product switched off and
    // on is there too, as lines of their own.
    expect((await page.request.put('/api/desk/availability/13', { data: { disponible: false } })).status()).toBe(200);
    expect((await page.request.put('/api/desk/availability/13', { data: { disponible: true } })).status()).toBe(200);
    await page.goto('/home-admin/menu');
    const history = page.getByRole('region', { name: 'Historial' }).getByRole('listitem');
    await expect(history.nth(0)).toHaveText(/^Churchill: Disponible/);
    await expect(history.nth(1)).toHaveText(/^Churchill: No Disponible/);
    await expect(history.nth(0).getByRole('button')).toHaveCount(0);
    const fee = history.filter({ hasText: `Ajustes: envío ₡1${nbsp}000` });
    expect(await (await saved(page, '/api/desk/menu/history/', () => fee.getByRole('button', { name: /^Deshacer/ }).click())).status()).toBe(200);
    await expect(history.nth(0)).toContainText(`Deshecho: Ajustes: envío ₡1${nbsp}000`);
    expect(((await (await page.request.get('/api/menu')).json()) as { data: { ajustes: { envio: number } } }).data.ajustes.envio).toBe(0);
  } finally {
    expect((await page.request.put('/api/desk/settings', { data: { ...settings, envio: 0 } })).status()).toBe(200);
    await visitor.context().close();
  }
});

test("an order sent offline from a menu the owner has since changed back: recorded at today's prices, and the board and the ticket say what the message said", async ({
  page,
  browser,
}) => {
  await signInOwner(page);
  const version = (await productVersions(page.request))(5);
  const raised = await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, precio: 2100, version } });
  expect(raised.status()).toBe(200);
  const visitor = await customer(browser, { serviceWorkers: 'block' });
  const name = `Sin señal ${Date.now()}`;
  await storeCart(visitor, [{ id: 5, nombre: 'Capiberry', precio: 2100, cantidad: 1, opciones: berry }]);
  const opened = await captureWhatsApp(visitor);
  await visitor.goto('/orders');
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡2${nbsp}100`);
  await startUsingCheckout(visitor);
  await visitor.getByLabel('Nombre (opcional)').fill(name);
  await visitor.getByText('Para llevar', { exact: true }).click();
  // No signal: nothing of the site answers this page.
  await visitor.route('**/api/**', (route) => route.abort('internetdisconnected'));
  // Meanwhile the owner undoes the change: Capiberry is ₡1 900 again.
  const now = ((await raised.json()) as { data: { version: number } }).data.version;
  expect((await page.request.put('/api/desk/menu/5', { data: { ...CAPIBERRY, version: now } })).status()).toBe(200);
  try {
    await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain(`Total: ₡2${nbsp}100`);
    // The signal comes back: the post kept by the browser is recorded, with what the message said.
    await visitor.unroute('**/api/**');
    await expect
      .poll(async () => (await boardOrders(page.request, name)).map(({ total, messageTotal }) => ({ total, messageTotal })), { timeout: 20_000 })
      .toEqual([{ total: 1900, messageTotal: 2100 }]);
    const [order] = await boardOrders(page.request, name);
    const said = [`Capiberry: el mensaje decía ₡2${nbsp}100; hoy cuesta ₡1${nbsp}900.`, `Total: el mensaje decía ₡2${nbsp}100; se registró ₡1${nbsp}900.`];
    await page.goto('/home-admin/pedidos');
    const card = page.getByTestId('pedido').filter({ hasText: name });
    for (const line of said) await expect(card.getByTestId('precios-del-mensaje')).toContainText(line);
    await page.goto(`/home-admin/pedidos/${order!.id}/ticket`);
    for (const line of said) await expect(page.getByTestId('precios-del-mensaje')).toContainText(line);
  } finally {
    await visitor.context().close();
  }
});

test('"Para quitar una, oculta sus productos": with both Granizados hidden, /menu has no Granizados filter; shown again, it is back', async ({
  page,
  browser,
}) => {
  await signInOwner(page);
  const hide = async (oculto: boolean) => {
    const version = await productVersions(page.request);
    for (const id of [25, 26]) {
      expect((await page.request.put(`/api/desk/menu/${id}/hidden`, { data: { oculto, version: version(id) } })).status()).toBe(200);
    }
  };
  const visitor = await customer(browser);
  const filters = visitor.getByRole('group', { name: 'Categorías' }).getByRole('button');
  await hide(true);
  try {
    await within5s(visitor, '/menu', async () => {
      await expect(filters.filter({ hasText: 'Granizados' })).toHaveCount(0, { timeout: 500 });
    });
    await expect(filters.filter({ hasText: 'Helados' })).toHaveCount(1);
    // Its old address shows the whole menu.
    await visitor.goto('/menu?categoria=Granizados');
    await expect(filters.filter({ hasText: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor).toHaveTitle(/^Menú · CrepiVara/);
  } finally {
    await hide(false);
  }
  await within5s(visitor, '/menu', async () => {
    await expect(filters.filter({ hasText: 'Granizados' })).toHaveCount(1, { timeout: 500 });
  });
  await visitor.context().close();
});

test('"Agregar producto": the rules beside each field, then "Crepa de temporada" in Crepas that a customer orders; hidden again, it leaves the menu and the cart', async ({
  page,
  browser,
}) => {
  await ownerDesk(page);
  // A retry (or a second local run on the same database) finds an earlier attempt's product: renamed out of the way.
  const earlier = page.locator('[data-nombre="Crepa de temporada"]');
  for (const row of await earlier.all()) {
    const [id, version] = await Promise.all([row.getAttribute('data-producto'), row.getAttribute('data-version')]);
    const renamed = {
      nombre: `Crepa vieja ${Date.now()}`,
      precio: 3500,
      categoria: 1,
      descripcion: '',
      ingredientes: [],
      conExtras: false,
      version: Number(version),
    };
    const answer = await page.request.put(`/api/desk/menu/${id}`, { data: renamed });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { version: number } };
    expect((await page.request.put(`/api/desk/menu/${id}/hidden`, { data: { oculto: true, version: data.version } })).status()).toBe(200);
  }
  if ((await earlier.count()) > 0) await page.reload();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar producto' });
  // Nothing filled in, a price too low, a taken name: each field says why.
  await dialog.getByRole('button', { name: 'Agregar al menú' }).click();
  await expect(dialog.getByText('El nombre debe tener entre 2 y 60 caracteres.')).toBeVisible();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toBeFocused();
  await expect(dialog.getByText('Elige una categoría.')).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: true }).fill('capiberry');
  await dialog.getByLabel('Precio (₡)').fill('50');
  // Leaving a field checks it, before any save.
  await dialog.getByLabel('Precio (₡)').blur();
  await expect(dialog.getByText(`El precio es un número entero de ₡100 a ₡100${nbsp}000, sin decimales.`)).toBeVisible();
  await dialog.getByLabel('Categoría').selectOption('Crepas');
  await dialog.getByRole('button', { name: 'Agregar al menú' }).click();
  await expect(dialog.getByText(`El precio es un número entero de ₡100 a ₡100${nbsp}000, sin decimales.`)).toBeVisible();
  // Written the way prices are written here: the thousands point and the colón sign.
  await dialog.getByLabel('Precio (₡)').fill('₡3.500');
  expect(await (await saved(page, '/api/desk/menu', () => dialog.getByRole('button', { name: 'Agregar al menú' }).click())).status()).toBe(409);
  await expect(dialog.getByText('Ya hay un producto con ese nombre: elige otro.')).toBeVisible();

  await dialog.getByLabel('Nombre', { exact: true }).fill('Crepa de temporada');
  await dialog.getByLabel('Descripción').fill('Con mango maduro, maracuyá y crema chantilly, solo esta temporada.');
  await dialog.getByLabel('Ingredientes y elecciones (uno por línea)').fill('Mango\nMaracuyá\nHelado');
  await expect(dialog.getByTestId('elecciones')).toHaveText('El cliente elige: 1 helado.');
  await dialog.getByLabel('Ingredientes y elecciones (uno por línea)').fill('Mango\nMaracuyá\nCrema chantilly');
  await expect(dialog.getByTestId('elecciones')).toHaveText('Sin elecciones: todo lo de la lista va incluido.');
  const created = await saved(page, '/api/desk/menu', () => dialog.getByRole('button', { name: 'Agregar al menú' }).click());
  expect((await created).status()).toBe(201);
  const id = ((await (await created).json()) as { data: { id: number } }).data.id;
  await expect(page.getByRole('region', { name: 'Crepas' }).getByText('Crepa de temporada', { exact: true })).toBeVisible();

  for (const [label, device] of DEVICES) {
    const visitor = await customer(browser, device);
    const opened = await captureWhatsApp(visitor);
    await visitor.goto('/menu?categoria=Crepas');
    await expect(visitor.getByRole('status').filter({ hasText: 'Mostrando:' }), label).toHaveText('Mostrando: Crepas (7 productos)');
    const card = productCard(visitor, 'Crepa de temporada');
    await expect(card, label).toContainText(`₡3${nbsp}500`);
    // Without a photo yet it shows the shop's fallback drawing, served as the file itself.
    const picture = card.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && new URL(element.currentSrc).pathname), {
        message: label,
      })
      .toBe('/images/menu/fallback.svg');
    await addToCart(visitor, 'Crepa de temporada', 1, card);
    await visitor.goto('/orders');
    await startUsingCheckout(visitor);
    await visitor.getByText('Para llevar', { exact: true }).click();
    await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0], label).toContain(`• 1 x Crepa de temporada - ₡3${nbsp}500 c/u = ₡3${nbsp}500`);
    await visitor.context().close();
  }

  // A cart holding it when the owner hides it.
  const holder = await customer(browser);
  await storeCart(holder, [
    { id, nombre: 'Crepa de temporada', precio: 3500, cantidad: 2 },
    { id: 16, cantidad: 1 },
  ]);
  await holder.goto('/menu');
  await expect(holder.getByRole('link', { name: /^Ver pedido/ })).toHaveAccessibleName(`Ver pedido (3) · ₡7${nbsp}800`);

  await page.reload();
  const row = page.locator(`[data-producto="${id}"]`);
  expect(await (await saved(page, '/hidden', () => row.getByRole('button', { name: 'Ocultar del menú: Crepa de temporada' }).click())).status()).toBe(200);
  await expect(row.getByText('Oculto', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mostrar Crepa de temporada en el menú' })).toBeVisible();

  await within5s(holder, '/menu', async () => {
    await expect(productCard(holder, 'Crepa de temporada')).toHaveCount(0, { timeout: 500 });
  });
  await expect(holder.getByRole('link', { name: /^Ver pedido/ })).toHaveAccessibleName('Ver pedido (1) · ₡800');
  await holder.goto('/orders');
  await expect(holder.getByTestId('avisos-carrito')).toContainText('Crepa de temporada ya no está en el menú: lo quitamos de tu pedido.');
  await expect(holder.getByTestId('order-total')).toHaveText('₡800');
  await holder.getByRole('button', { name: 'Entendido' }).click();
  await expect(holder.getByTestId('avisos-carrito')).toHaveCount(0);
  // The server refuses it too (an order post or a direct add names an unknown product).
  const menu = (await (await holder.request.get('/api/menu')).json()) as { data: { productos: { id: number }[] } };
  expect(menu.data.productos.some((product) => product.id === id)).toBe(false);
  const hidden = await postOrder(holder.request, { items: [{ id, cantidad: 1 }] });
  expect([hidden.status(), (await hidden.json()).message]).toEqual([
    404,
    'Un producto de tu pedido ya no está en el menú. Quítalo del carrito e inténtalo de nuevo.',
  ]);
  await holder.context().close();
});

test('a tap on "Agregar producto" before the desk\'s scripts arrive is not lost: the panel\'s controls wait for them', async ({ page }) => {
  await signInOwner(page);
  // The scripts arrive 4 s after the HTML, as on a slow phone; the button is there from the start.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.fallback();
  });
  // Not waiting for "load": that waits for the scripts too.
  await page.goto('/home-admin/menu', { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('button', { name: 'Agregar producto' });
  await expect(add).toBeDisabled();
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Agregar producto' })).toBeVisible();
});

test("a refused price on a short phone screen: the field comes into view below the dialog's title, not under it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await ownerDesk(page);
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar producto' });
  await dialog.getByLabel('Nombre', { exact: true }).fill('Crepa de prueba');
  await dialog.getByLabel('Precio (₡)').fill('2.10');
  await dialog.getByLabel('Categoría').selectOption('Crepas');
  const save = dialog.getByRole('button', { name: 'Agregar al menú' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const price = dialog.getByLabel('Precio (₡)');
  await expect(price).toBeFocused();
  await expect(dialog.getByText(`El precio es un número entero de ₡100 a ₡100${nbsp}000, sin decimales.`)).toBeVisible();
  // The title's bar (the heading and "Cerrar") against the field the error sent the focus to.
  const titleBottom = await dialog
    .getByRole('heading', { name: 'Agregar producto' })
    .evaluate((heading) => heading.parentElement!.getBoundingClientRect().bottom);
  expect((await price.boundingBox())!.y).toBeGreaterThanOrEqual(titleBottom);
  // Each field sits under its label, the short ones too (the price's was drawn beside it).
  const label = (await dialog.locator('label', { hasText: 'Precio (₡)' }).boundingBox())!;
  expect((await price.boundingBox())!.y).toBeGreaterThanOrEqual(label.y + label.height);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('"Cambiar foto": a phone JPEG with GPS, held sideways (EXIF 6), is served upright and without metadata, and the card shows it; 13 MB and a renamed text file are refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-upload-'));
  const photo = path.join(work, 'IMG_0042.jpg');
  fs.writeFileSync(photo, await testPhoto({ orientation: 6, exif: true }));
  const huge = path.join(work, 'grande.jpg');
  fs.writeFileSync(huge, Buffer.alloc(13 * 1024 * 1024, 0xff));
  const text = path.join(work, 'foto.jpg');
  fs.writeFileSync(text, 'Esto no es una foto, es una lista de compras: fresas, kiwi, leche condensada.\n'.repeat(200));

  await ownerDesk(page);
  await page.getByRole('button', { name: 'Cambiar foto de Capiberry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto de Capiberry' });
  const input = dialog.getByLabel('Foto nueva');

  await input.setInputFiles(huge);
  await expect(dialog.getByRole('alert')).toHaveText('La foto pesa más de 12 MB. Elige una más liviana.');
  await expect(dialog.getByRole('button', { name: 'Subir foto' })).toBeDisabled();

  await input.setInputFiles(text);
  const refused = await saved(page, '/photo', () => dialog.getByRole('button', { name: 'Subir foto' }).click());
  expect((await refused).status()).toBe(415);
  await expect(dialog.getByRole('alert')).toHaveText('El archivo no es una foto. Sube una imagen JPEG, PNG, WebP o HEIC.');

  await input.setInputFiles(photo);
  // The focal point: a tap near the top of the upright photo (where the red corner is).
  const picker = dialog.getByRole('button', { name: /^Punto de enfoque/ });
  await expect(picker).toBeVisible();
  const box = (await picker.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.15);
  await expect(picker).toHaveAccessibleName(/a 50 % desde la izquierda y 1\d % desde arriba/);
  await expectNoSeriousA11yViolations(page);
  const upload = saved(page, '/photo', () => dialog.getByRole('button', { name: 'Subir foto' }).click());
  await expect(dialog.getByRole('status')).toHaveText('Procesando la foto… puede tardar unos segundos.');
  expect((await upload).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Productos' }).getByRole('status')).toHaveText('Capiberry: foto nueva.');

  // The shop: the card draws the stored photo (AVIF or WebP at the card's sizes), on a phone too.
  for (const [label, device] of DEVICES) {
    const visitor = await customer(browser, device);
    await within5s(visitor, '/menu', async () => {
      await expect(productCard(visitor, 'Capiberry').locator('picture source[type="image/avif"]'), label).toHaveAttribute(
        'srcset',
        /\/fotos\/[0-9a-f]{16}-160\.avif 160w/,
        { timeout: 500 },
      );
    });
    const image = productCard(visitor, 'Capiberry').locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && element.currentSrc), { message: label })
      .toMatch(/\/fotos\/[0-9a-f]{16}-\d+\.avif$/);
    await visitor.context().close();
  }

  // What is served: no EXIF, no orientation, no GPS; upright (the red corner went to the top right).
  const menu = (await (await page.request.get('/api/menu')).json()) as { data: { productos: { id: number; foto: { id: string; widths: number[] } | null }[] } };
  const stored = menu.data.productos.find((product) => product.id === 5)!.foto!;
  expect(stored.widths).toEqual([160, 320, 480, 640, 960, 1200]);
  for (const format of ['avif', 'webp'] as const) {
    const response = await page.request.get(`/fotos/${stored.id}-1200.${format}`);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = await response.body();
    const metadata = await sharp(body).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([1200, 900, undefined, undefined]);
    expect(body.toString('latin1')).not.toMatch(/Exif|GPS|iPhone|Apple/);
    expect(isNear(await colourAt(body, 1190, 10), RED), format).toBe(true);
    expect(isNear(await colourAt(body, 10, 890), GREEN), format).toBe(true);
  }

  // The server's word on the same two files, past the form's own check.
  const form = (file: string, type: string) => ({
    multipart: { foto: { name: path.basename(file), mimeType: type, buffer: fs.readFileSync(file) }, version: '99', x: '0.5', y: '0.5' },
  });
  const tooBig = await page.request.post('/api/desk/menu/5/photo', form(huge, 'image/jpeg'));
  expect([tooBig.status(), (await tooBig.json()).message]).toEqual([413, 'La foto pesa más de 12 MB. Elige una más liviana.']);
  const notPhoto = await page.request.post('/api/desk/menu/5/photo', form(text, 'image/jpeg'));
  expect([notPhoto.status(), (await notPhoto.json()).message]).toEqual([415, 'El archivo no es una foto. Sube una imagen JPEG, PNG, WebP o HEIC.']);
  fs.rmSync(work, { recursive: true, force: true });
});

test('on a phone the owner finds a product by its name and moves it down its category; the shop follows within 5 s', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: shop });
  const page = await context.newPage();
  await ownerDesk(page);
  // The desk fits the phone's width: nothing to scroll sideways, every action within reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const drinks = page.getByRole('region', { name: 'Bebidas Calientes' });
  for (const button of await drinks.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  await page.getByLabel('Buscar producto').fill('cafe');
  await expect(drinks.getByRole('listitem')).toHaveText([/Café negro/, /Café con leche/]);
  await expect(page.getByRole('region', { name: 'Crepas' })).toHaveCount(0);
  // Moving needs the whole category in view.
  await expect(drinks.getByRole('button', { name: /^(Subir|Bajar) / })).toHaveCount(0);
  await page.getByLabel('Buscar producto').fill('');

  await expect(drinks.getByRole('button', { name: 'Subir Té' })).toBeDisabled();
  expect(await (await saved(page, '/api/desk/menu/order', () => drinks.getByRole('button', { name: 'Bajar Té' }).click())).status()).toBe(200);
  await expect(drinks.getByRole('listitem')).toHaveText([/Café negro/, /Té/, /Café con leche/, /Chocolate/]);
  await expect(page.getByRole('region', { name: 'Productos' }).getByRole('status')).toHaveText('Bebidas Calientes: orden guardado.');

  const visitor = await customer(browser, devices['Pixel 7']);
  await within5s(visitor, '/menu?categoria=Bebidas%20Calientes', async () => {
    await expect(cardHeadings(visitor)).toHaveText(['Café negro', 'Té', 'Café con leche', 'Chocolate'], { timeout: 500 });
  });
  expect(await (await saved(page, '/api/desk/menu/order', () => drinks.getByRole('button', { name: 'Subir Té' }).click())).status()).toBe(200);
  await expect(drinks.getByRole('listitem')).toHaveText([/Té/, /Café negro/, /Café con leche/, /Chocolate/]);
  await visitor.context().close();
  await context.close();
});

test('two owners edit Churchill at once: the second save gets "Alguien cambió este producto", never a silent overwrite', async ({ page, browser }) => {
  const second = await (await browser.newContext({ baseURL: shop })).newPage();
  await ownerDesk(page);
  await ownerDesk(second);
  await page.getByRole('button', { name: 'Editar Churchill', exact: true }).click();
  await second.getByRole('button', { name: 'Editar Churchill', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Editar Churchill' });
  const other = second.getByRole('dialog', { name: 'Editar Churchill' });
  await first.getByLabel('Precio (₡)').fill('3600');
  expect(await (await saved(page, '/api/desk/menu/13', () => first.getByRole('button', { name: 'Guardar' }).click())).status()).toBe(200);

  await other.getByLabel('Descripción').fill('Otra descripción que no debe pisar el precio nuevo.');
  expect(await (await saved(second, '/api/desk/menu/13', () => other.getByRole('button', { name: 'Guardar' }).click())).status()).toBe(409);
  await expect(other.getByRole('alert')).toHaveText('Alguien cambió este producto: recarga la página para ver su versión.');
  await expect(other).toBeVisible();
  const menu = (await (await page.request.get('/api/menu')).json()) as { data: { productos: { id: number; precio: number }[] } };
  expect(menu.data.productos.find((product) => product.id === 13)!.precio).toBe(3600);
  await second.context().close();
});

test('"Horario": Tuesday closed makes a Tuesday (fixed clock) show "Cerrado" on every shop page, within seconds', async ({ page, browser }) => {
  // Tuesday 8 December 2026, 3 p.m. in Costa Rica, inside the seed's 11:00-20:00.
  const tuesday = new Date('2026-12-08T15:00:00-06:00');
  const visitor = await customer(browser, {}, tuesday);
  const status = visitor.locator('[data-abierto]').first();
  await visitor.goto('/aboutus');
  await expect(status).toHaveText('Abierto ahora · cierra a las 8:00 p. m.'.replaceAll(' p. m.', `${nbsp}p.${nbsp}m.`));

  await ownerDesk(page, '/home-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de la tienda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AdminHome' })).toHaveCount(0);
  const hours = page.getByRole('region', { name: 'Horario' });
  await hours.getByText('Cambiar el horario semanal').click();
  await hours.getByLabel('Abierto el martes').uncheck();
  expect(await (await saved(page, '/api/desk/hours/week', () => hours.getByRole('button', { name: 'Guardar horario' }).click())).status()).toBe(200);
  await expect(hours.getByRole('row', { name: 'Martes Cerrado' })).toBeVisible();

  for (const pathname of ['/menu', '/aboutus', '/']) {
    await within5s(visitor, pathname, async () => {
      await expect(status, pathname).toHaveText('Cerrado · abre mañana a las 11:00 a. m.'.replaceAll(' a. m.', `${nbsp}a.${nbsp}m.`), { timeout: 500 });
    });
  }
  // Tuesday's order asks for the second tap.
  await storeCart(visitor, [{ id: 16, cantidad: 1 }]);
  await visitor.goto('/orders');
  await startUsingCheckout(visitor);
  await expect(visitor.getByTestId('cerrado')).toContainText('Cerrado · abre mañana');

  // Back to the seed's week, and Tuesday is open again.
  await hours.getByLabel('Abierto el martes').check();
  expect(await (await saved(page, '/api/desk/hours/week', () => hours.getByRole('button', { name: 'Guardar horario' }).click())).status()).toBe(200);
  await within5s(visitor, '/menu', async () => {
    await expect(status).toHaveText(/^Abierto ahora/, { timeout: 500 });
  });
  await visitor.context().close();

  // "Historial" says what each save changed, not the whole week.
  await page.goto('/home-admin/menu');
  const history = page.getByRole('region', { name: 'Historial' }).getByRole('listitem');
  await expect(history.nth(0)).toContainText(`Horario: Martes: 11:00${nbsp}a.${nbsp}m. - 8:00${nbsp}p.${nbsp}m.`);
  await expect(history.nth(1)).toContainText('Horario: Martes: cerrado');
  // "Deshacer" on the week's latest change closes Tuesday again; on the undo itself ("Rehecho"), opens it again.
  const tuesdayHours = async () => ((await (await page.request.get('/api/menu')).json()) as { data: { horario: unknown[][] } }).data.horario[2];
  for (const [line, open] of [
    ['Deshecho: Horario: Martes: 11:00', false],
    ['Rehecho: Horario: Martes: 11:00', true],
  ] as const) {
    expect(
      await (
        await saved(page, '/api/desk/menu/history/', () =>
          history
            .nth(0)
            .getByRole('button', { name: /^Deshacer/ })
            .click(),
        )
      ).status(),
    ).toBe(200);
    await expect(history.nth(0)).toContainText(line);
    await expect(history.nth(1).getByRole('button', { name: /^Deshacer/ })).toHaveCount(0);
    expect(((await tuesdayHours())?.length ?? 0) > 0).toBe(open);
  }
});

test('"Kiwi" sold out today: the fruit choices show it disabled ("Agotado") and a cart holding it asks to choose again', async ({ page, browser }) => {
  await ownerDesk(page);
  const fruits = page.getByRole('region', { name: 'Frutas' });
  expect(await (await saved(page, '/sold-out', () => fruits.getByLabel('Agotado hoy: Kiwi').check())).status()).toBe(200);
  await expect(fruits.getByRole('listitem').filter({ hasText: 'Kiwi' })).toContainText('agotado hoy');

  for (const [label, device] of DEVICES) {
    const visitor = await customer(browser, device);
    await storeCart(visitor, [{ id: 5, cantidad: 1, opciones: berry }]);
    await within5s(visitor, '/menu', async () => {
      await visitor.getByRole('button', { name: 'Agregar Capiberry al carrito' }).click({ timeout: 1000 });
      const dialog = visitor.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
      await expect(dialog.getByRole('checkbox', { name: /^Kiwi/ }), label).toBeDisabled({ timeout: 1000 });
    });
    const dialog = visitor.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
    await expect(dialog.locator('label').filter({ hasText: 'Kiwi' })).toContainText('Agotado');
    await expect(dialog.getByRole('checkbox', { name: /^Fresa/ })).toBeEnabled();
    await visitor.keyboard.press('Escape');
    await visitor.goto('/orders');
    await expect(visitor.getByText('No hay Kiwi hoy: elige de nuevo («Editar»); no se incluye en el pedido'), label).toBeVisible();
    await expect(visitor.getByTestId('order-total')).toHaveText('₡0');
    await visitor.context().close();
  }
  // The server will not take it either; the other fruits go.
  const kiwi = await postOrder(page.request, { items: [{ id: 5, cantidad: 1, opciones: berry }] });
  expect([kiwi.status(), (await kiwi.json()).message]).toEqual([409, 'Agotado hoy: Kiwi (Capiberry).']);
  expect((await postOrder(page.request, { items: [{ id: 5, cantidad: 1, opciones: { ...berry, frutas: ['Fresa', 'Mango'] } }] })).status()).toBe(201);
  expect(await (await saved(page, '/sold-out', () => fruits.getByLabel('Agotado hoy: Kiwi').uncheck())).status()).toBe(200);
});

test('"Ajustes": a ₡500 delivery fee shows in /orders\' total and in the message; a minimum for delivery is told', async ({ page, browser }) => {
  await ownerDesk(page, '/home-admin');
  const settings = page.getByRole('region', { name: 'Ajustes' });
  await settings.getByLabel('Envío a domicilio (₡)').fill('500');
  await settings.getByLabel('Pedido mínimo a domicilio (₡)').fill('1.000');
  expect(await (await saved(page, '/api/desk/settings', () => settings.getByRole('button', { name: 'Guardar ajustes' }).click())).status()).toBe(200);
  await expect(settings.getByRole('status')).toHaveText('Ajustes guardados.');

  const visitor = await customer(browser, devices['Pixel 7']);
  const opened = await captureWhatsApp(visitor);
  await storeCart(visitor, [{ id: 16, cantidad: 1 }]);
  await within5s(visitor, '/orders', async () => {
    await expect(visitor.getByText(`El envío a domicilio cuesta ₡500.`)).toBeVisible({ timeout: 1000 });
  });
  await startUsingCheckout(visitor);
  await visitor.getByText('A domicilio', { exact: true }).click();
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡1${nbsp}300`);
  await visitor.getByLabel('Dirección').fill('Del parque central 200 m norte');
  await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect(visitor.getByText(`El pedido mínimo a domicilio es de ₡1${nbsp}000: te faltan ₡200.`)).toBeVisible();
  expect(opened).toHaveLength(0);

  await visitor.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 16, cantidad: 2 }])));
  await visitor.reload();
  await startUsingCheckout(visitor);
  await visitor.getByText('A domicilio', { exact: true }).click();
  await expect(visitor.getByTestId('order-total')).toHaveText(`₡2${nbsp}100`);
  await visitor.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toContain(`Envío: ₡500\nTotal: ₡2${nbsp}100`);
  await visitor.context().close();

  // The order post follows the same settings: under the minimum refused, above it recorded with the fee.
  const delivery = { tipo: 'domicilio', direccion: 'Del parque central 200 m norte' };
  const short = await postOrder(page.request, { entrega: delivery, items: [{ id: 16, cantidad: 1 }] });
  expect([short.status(), (await short.json()).message]).toEqual([422, `El pedido mínimo a domicilio es de ₡1${nbsp}000: te faltan ₡200.`]);
  const recorded = await postOrder(page.request, { entrega: delivery, items: [{ id: 16, cantidad: 2 }] });
  expect(recorded.status()).toBe(201);
  const { token } = ((await recorded.json()) as { data: { token: string } }).data;
  const followed = (await (await page.request.get(`/api/orders/${token}`)).json()) as { data: { totals: { label: string; amount: string }[] } };
  expect(followed.data.totals).toEqual(expect.arrayContaining([{ label: 'Envío', amount: '₡500' }, expect.objectContaining({ amount: `₡2${nbsp}100` })]));

  await settings.getByLabel('Envío a domicilio (₡)').fill('0');
  await settings.getByLabel('Pedido mínimo a domicilio (₡)').fill('0');
  expect(await (await saved(page, '/api/desk/settings', () => settings.getByRole('button', { name: 'Guardar ajustes' }).click())).status()).toBe(200);
});

test("the menu desk is the owner's: a customer gets 404 on the page and 403 from its API, nobody 401; bodies are checked", async ({ page, playwright }) => {
  await signInCustomer(page);
  expect((await page.goto('/home-admin/menu'))?.status()).toBe(404);
  const product = { nombre: 'Prueba', precio: 1000, categoria: 1, descripcion: '', ingredientes: [], conExtras: false };
  expect((await page.request.post('/api/desk/menu', { data: product })).status()).toBe(403);
  expect((await page.request.put('/api/desk/menu/5', { data: { ...product, version: 1 } })).status()).toBe(403);
  expect((await page.request.delete('/api/desk/menu/5/photo', { data: { version: 1 } })).status()).toBe(403);
  const anonymous = await playwright.request.newContext({ baseURL: shop });
  for (const [method, url] of [
    ['post', '/api/desk/menu'],
    ['put', '/api/desk/menu/5'],
    ['put', '/api/desk/settings'],
    ['put', '/api/desk/hours/week'],
    ['post', '/api/desk/menu/history/1'],
  ] as const) {
    expect((await anonymous[method](url, { data: {} })).status(), url).toBe(401);
  }

  const owner = await playwright.request.newContext({ baseURL: shop });
  await signInOwner(owner);
  expect((await owner.put('/api/desk/menu/9999', { data: { ...product, version: 1 } })).status()).toBe(404);
  expect((await owner.post('/api/desk/menu', { data: 'nombre=x', headers: { 'content-type': 'text/plain' } })).status()).toBe(415);
  expect((await owner.post('/api/desk/menu', { data: { ...product, descripcion: 'x'.repeat(20_000) } })).status()).toBe(413);
  expect((await owner.post('/api/desk/menu', { data: product, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  const invalid = await owner.post('/api/desk/menu', { data: { ...product, precio: 100.5, nombre: 'x' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toMatchObject({
    nombre: 'El nombre debe tener entre 2 y 60 caracteres.',
    precio: expect.stringMatching(/^El precio es un número entero/),
  });

  // The public menu: cacheable for two seconds, with an ETag that answers 304 while nothing changed.
  const first = await anonymous.get('/api/menu');
  expect(first.headers()['cache-control']).toBe('public, max-age=2');
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"menu-\d+-\d{4}-\d{2}-\d{2}"$/);
  expect((await anonymous.get('/api/menu', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  await anonymous.dispose();
  await owner.dispose();
});

test('"Disponibilidad" groups by the owner\'s categories: renamed "Granizados" shows its products under the new name', async ({ page }) => {
  await ownerDesk(page);
  const categories = page.getByRole('region', { name: 'Categorías' });
  async function rename(from: string, to: string) {
    const fields = categories.getByRole('textbox');
    for (const field of await fields.all()) {
      if ((await field.inputValue()) === from) await field.fill(to);
    }
    expect(await (await saved(page, '/api/desk/menu/categories', () => categories.getByRole('button', { name: 'Guardar categorías' }).click())).status()).toBe(
      200,
    );
  }
  await rename('Granizados', 'Granizados de la casa');
  try {
    await page.goto('/home-admin');
    const renamed = page.getByRole('region', { name: 'Disponibilidad' }).getByRole('region', { name: 'Granizados de la casa' });
    await expect(renamed).toContainText('Granizado sencillo');
    await expect(renamed).toContainText('Granizado especial');
  } finally {
    await page.goto('/home-admin/menu');
    await rename('Granizados de la casa', 'Granizados');
  }
});

test('"Agregar producto" takes its photo too: the new product is on the menu with it; then hidden again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-upload-'));
  const photo = path.join(work, 'crepa.jpg');
  fs.writeFileSync(photo, await testPhoto());
  const name = `Crepa con foto ${crypto.randomUUID().slice(0, 4)}`;

  await ownerDesk(page);
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar producto' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Precio (₡)').fill('2.500');
  await dialog.getByLabel('Categoría').selectOption('Crepas');
  await dialog.getByLabel('Foto (opcional)').setInputFiles(photo);
  const uploaded = saved(page, '/photo', () => dialog.getByRole('button', { name: 'Agregar al menú' }).click());
  expect((await uploaded).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Productos' }).getByRole('status')).toHaveText(`${name} está en el menú, con su foto.`);

  const menu = (await (await page.request.get('/api/menu')).json()) as {
    data: { productos: { id: number; nombre: string; precio: number; foto: { id: string } | null; version?: number }[] };
  };
  const added = menu.data.productos.find((product) => product.nombre === name)!;
  expect([added.precio, added.foto?.id]).toEqual([2500, expect.stringMatching(/^[0-9a-f]{16}$/)]);
  const visitor = await customer(browser);
  await within5s(visitor, '/menu?categoria=Crepas', async () => {
    await expect(productCard(visitor, name).locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/fotos/${added.foto!.id}-160\\.avif 160w`),
      { timeout: 500 },
    );
  });
  await visitor.context().close();

  // Out of the other tests' way.
  await page.reload();
  const row = page.locator(`[data-nombre="${name}"]`);
  const version = Number(await row.getAttribute('data-version'));
  expect((await page.request.put(`/api/desk/menu/${added.id}/hidden`, { data: { oculto: true, version } })).status()).toBe(200);
});
