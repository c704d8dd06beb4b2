import crypto from 'node:crypto';
import { devices, expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addDays, costaRicaDate, formatTime, wallClock } from '../lib/costa-rica-time';
import { OWNER, PASSWORD, signIn, signInCustomer } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { wholeBrowser } from './helpers/browsers';
import { fixClock } from './helpers/clock';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';
import { chooseBerryOptions, startUsingCheckout } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// Orders the shop can see and the customer can follow, on the production build: a server of its
// own (E2E_PORT + 30, its own database, a new one per attempt) so the board and the summary hold
// exactly this spec's orders, and so it can be killed and started again. One test after another:
// the summary at the end counts every order placed before it.

const port = Number(process.env.E2E_PORT ?? 3100) + 30;
const database = `orders-${Date.now()}.db`;
const nbsp = '\u00a0';
const colones = (amount: number) => `₡${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, nbsp)}`;
const settings = { OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' };

let server: StartedServer;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({ playwright }) => {
  server = await startServer(port, settings, { command: 'standalone', database });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const token = invite(server.database, OWNER.correo);
  expect((await activate(api, token, { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status()).toBe(200);
  await api.dispose();
});
test.afterAll(async () => server?.stop());

/** Each post from its own address, as customers behind the shop's proxy would be. */
const fromSomewhere = () => ({ 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 250)}` });
const newKey = () => crypto.randomBytes(16).toString('base64url');

async function postOrder(api: APIRequestContext, body: Record<string, unknown>) {
  return api.post('/api/orders', { data: { pedido: 'APPDX', pago: { metodo: 'tarjeta' }, ...body }, headers: fromSomewhere() });
}

async function ownerBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  const page = await context.newPage();
  await signIn(page, OWNER.correo);
  await page.goto('/home-admin/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
  return page;
}

const card = (page: Page, reference: string) => page.getByRole('article', { name: `Pedido #${reference}` });

async function customer(browser: Browser, device: Record<string, unknown> = {}): Promise<{ context: BrowserContext; page: Page; whatsapp: string[] }> {
  const context = await browser.newContext({ ...device, baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  const page = await context.newPage();
  await fixClock(page);
  return { context, page, whatsapp: await captureWhatsApp(page) };
}

test("a phone customer sends a delivery order with choices: the board shows it live, the owner moves it, the customer's page follows", async ({ browser }) => {
  const board = await ownerBoard(browser);
  await expect(board).toHaveTitle('Pedidos · CrepiVara');
  const { page, whatsapp, context } = await customer(browser, devices['Pixel 7']);

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Agregar Capiberry al carrito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
  await chooseBerryOptions(dialog);
  await page.getByRole('link', { name: /^Ver pedido \(1\)/ }).click();
  await startUsingCheckout(page);
  await page.getByLabel(/^Nombre/).fill('Ana');
  await page.getByText('A domicilio', { exact: true }).click();
  await page.getByLabel('Dirección').fill('Del parque 200 m norte, casa azul');
  await page.getByLabel('Teléfono (opcional)').fill('8888-7777');
  await page.getByLabel(/^¿Con cuánto pagas\?/).fill('5000');
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();

  // WhatsApp opens with the message, which ends with the link to follow the order.
  await expect.poll(() => whatsapp.length).toBe(1);
  const text = whatsapp[0]!;
  const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(text)![1]!;
  const link = /^Sigue tu pedido: (http:\/\/127\.0\.0\.1:\d+\/pedido\/([A-Za-z0-9_-]{22}))$/m.exec(text);
  expect(link, text).not.toBeNull();
  expect(text.split('\n').at(-1)).toBe(`Sigue tu pedido: ${link![1]}`);
  expect(text).toContain('Teléfono: 8888-7777');

  // The board: within 2 s, without a reload, with the same lines and total; the tab counts it.
  const order = card(board, reference);
  await expect(order).toBeVisible({ timeout: 2000 });
  await expect(order).toContainText('A domicilio');
  await expect(order).toContainText('Del parque 200 m norte, casa azul');
  await expect(order.getByRole('link', { name: '8888-7777' })).toHaveAttribute('href', 'tel:+50688887777');
  await expect(order).toContainText('1 xCapiberry');
  await expect(order).toContainText('Frutas: Fresa, Kiwi');
  await expect(order).toContainText('Jarabe: Chocolate');
  await expect(order).toContainText(`Total${colones(1900)}`);
  await expect(order).toContainText(`Efectivo · Paga con ${colones(5000)} · Vuelto ${colones(3100)}`);
  await expect(order).toContainText('A nombre de Ana');
  await expect(board).toHaveTitle('(1) Pedidos · CrepiVara');

  // The success panel says when it should be ready, the board's estimate, and moves with it.
  const estimate = page.getByTestId('listo-aprox');
  const onCard = order.getByTestId('listo-aprox');
  const cardTime = async () => (await onCard.textContent())!.replace('Listo aprox. ', '');
  const first = await cardTime();
  await expect(estimate).toHaveText(`Listo aprox. a las ${first}`);
  await order.getByRole('button', { name: '+5 min' }).click();
  await expect(onCard).not.toHaveText(`Listo aprox. ${first}`);
  await expect(estimate).toHaveText(`Listo aprox. a las ${await cardTime()}`, { timeout: 2000 });

  // The success panel links to the status page, also after a reload.
  const follow = page.getByRole('link', { name: 'Sigue tu pedido' });
  await expect(follow).toHaveAttribute('href', `/pedido/${link![2]}`);
  await page.reload();
  await expect(follow).toHaveAttribute('href', `/pedido/${link![2]}`);
  await follow.click();
  await expect(page).toHaveURL(link![1]!);
  const status = page.getByTestId('estado');
  await expect(status).toHaveText('Recibido');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido #${reference}`);
  // Nothing about the customer.
  await expect(page.getByRole('main')).not.toContainText('Ana');
  await expect(page.getByRole('main')).not.toContainText('parque');
  await expect(page.getByRole('main')).not.toContainText('7777');

  await order.getByRole('button', { name: 'Preparando', exact: true }).click();
  await expect(order.getByTestId('estado-pedido')).toHaveText('Preparando');
  await expect(status).toHaveText('En preparación', { timeout: 2000 });
  await expect(board).toHaveTitle('Pedidos · CrepiVara');
  await order.getByRole('button', { name: 'Listo', exact: true }).click();
  await expect(status).toHaveText('¡Listo!', { timeout: 2000 });
  await expect(order).toContainText('Listo · Vara,');
  await expectNoSeriousA11yViolations(page);
  await expectNoSeriousA11yViolations(board);
  await context.close();
  await board.context().close();
});

test('"Imprimir": the kitchen ticket prints on one 80 mm page', async ({ browser }) => {
  const board = await ownerBoard(browser);
  // The print dialog stands in the way of a headless browser: each frame notes what it would print.
  await board.context().addInitScript(() => {
    window.print = () => window.top?.postMessage({ printed: window.location.pathname }, '*');
  });
  await board.reload();
  const printed = board.evaluate(
    () => new Promise<string>((resolve) => window.addEventListener('message', (event) => resolve((event.data as { printed: string }).printed))),
  );
  await board.getByTestId('pedido').first().getByRole('button', { name: 'Imprimir' }).click();
  const ticketPath = await printed;
  expect(ticketPath).toMatch(/^\/home-admin\/pedidos\/\d+\/ticket$/);

  // Only the ticket may be framed, and only by the site itself.
  const headers = (await board.request.get(ticketPath)).headers();
  expect([headers['x-frame-options'], headers['content-security-policy']]).toEqual(['SAMEORIGIN', expect.stringContaining("frame-ancestors 'self'")]);
  const boardHeaders = (await board.request.get('/home-admin/pedidos')).headers();
  expect([boardHeaders['x-frame-options'], boardHeaders['content-security-policy']]).toEqual(['DENY', expect.stringContaining("frame-src 'self' ")]);

  const page = await board.context().newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(ticketPath);
  await expect(page.getByTestId('ticket')).toContainText('Capiberry');
  await expect(page.getByTestId('ticket')).toContainText('Tel.: 8888-7777');
  // The script that sizes the paper leaves React's page alone: in dark mode the panel stays dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(errors).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const [width, height] = (pdf.match(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/) ?? []).slice(1).map(Number);
  // 80 mm is 226.77 points; the page is as long as the ticket.
  expect(width).toBeCloseTo((80 / 25.4) * 72, 0);
  expect(height).toBeGreaterThan(200);
  expect(height).toBeLessThan(800);
  await board.context().close();
});

test("the API: a tampered price is ignored, the same key twice is one order, and a customer gets 403 from the board's APIs", async ({
  playwright,
  request,
}) => {
  const tampered = newKey();
  const cheap = { clave: tampered, pedido: 'TMPRD', total: 1, entrega: { tipo: 'llevar' }, items: [{ id: 13, cantidad: 2, precio: 1, nombre: 'Gratis' }] };
  // A total the menu does not give is refused while a message could still show the right one...
  const refused = await postOrder(request, cheap);
  expect([refused.status(), (await refused.json()).message]).toEqual([
    409,
    `Los precios cambiaron hace un momento: tu pedido ahora suma ${colones(6900)}. Revísalo y vuelve a enviarlo.`,
  ]);
  // ...and once the message went out it is recorded at the menu's prices all the same.
  const answer = await postOrder(request, { ...cheap, enviado: true });
  expect(answer.status()).toBe(201);
  const { token } = (await answer.json()).data as { token: string };
  expect((await (await request.get(`/api/orders/${token}`)).json()).data).toMatchObject({
    totals: [{ label: 'Total', amount: colones(6900) }],
    lines: [{ name: 'Churchill', amount: colones(6900) }],
  });

  const twice = { clave: newKey(), pedido: 'DX522', entrega: { tipo: 'mesa', mesa: 3 }, pago: { metodo: 'efectivo' }, items: [{ id: 16, cantidad: 1 }] };
  const [first, second] = [await postOrder(request, twice), await postOrder(request, twice)];
  expect([first.status(), second.status()]).toEqual([201, 200]);
  expect((await second.json()).data).toEqual((await first.json()).data);

  const owner = await playwright.request.newContext({ baseURL: server.url });
  await signIn(owner, OWNER.correo);
  const pedidos = ((await (await owner.get('/api/desk/orders')).json()).data.pedidos as Array<{ reference: string }>).map((entry) => entry.reference);
  expect(pedidos.filter((reference) => reference === 'DX522')).toHaveLength(1);

  const shopper = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: fromSomewhere() });
  await signInCustomer(shopper);
  const refusals = await Promise.all([
    shopper.get('/api/desk/orders'),
    shopper.get('/api/desk/orders/stream'),
    shopper.put('/api/desk/orders/1', { data: { estado: 'listo' } }),
    shopper.get('/api/desk/orders/csv'),
  ]);
  expect(refusals.map((response) => response.status())).toEqual([403, 403, 403, 403]);
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  expect((await anonymous.get('/api/desk/orders')).status()).toBe(401);
  // The board's pages are the owner's: a customer gets the not-found page.
  for (const path of ['/home-admin/pedidos', '/home-admin/pedidos/resumen', '/home-admin/pedidos/1/ticket']) {
    const page = await shopper.get(path);
    expect(page.status(), path).toBe(404);
  }
  await Promise.all([owner.dispose(), shopper.dispose(), anonymous.dispose()]);
});

test('an order sent with the server down still opens WhatsApp (without the link); the post goes on and the link follows', async ({ browser }) => {
  const board = await ownerBoard(browser);
  const { page, whatsapp, context } = await customer(browser);
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 16, cantidad: 2 }])));
  await page.route('**/api/orders', (route) => route.abort('connectionrefused'));
  await page.goto('/orders');
  await startUsingCheckout(page);
  await page.getByText('Comer aquí', { exact: true }).click();
  await page.getByLabel(/^Número de mesa/).fill('5');
  const started = Date.now();
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => whatsapp.length).toBe(1);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(whatsapp[0]).not.toContain('Sigue tu pedido');
  const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(whatsapp[0]!)![1]!;
  await expect(page.getByText('Estamos registrando tu pedido')).toBeVisible();

  // The server is back: the browser's next try (same key) records it once, and the panel links to it.
  await page.unroute('**/api/orders');
  await expect(page.getByRole('link', { name: 'Sigue tu pedido' })).toBeVisible({ timeout: 20_000 });
  await expect(card(board, reference)).toBeVisible();
  await expect(card(board, reference)).toContainText('Mesa 5');
  await expect(board.getByRole('article', { name: `Pedido #${reference}` })).toHaveCount(1);
  await context.close();
  await board.context().close();
});

test('a cancelled order says why on the status page', async ({ browser, request }) => {
  const board = await ownerBoard(browser);
  const answer = await postOrder(request, {
    clave: newKey(),
    pedido: 'CNCXD',
    entrega: { tipo: 'mesa', mesa: 8 },
    pago: { metodo: 'efectivo' },
    items: [{ id: 16, cantidad: 1 }],
  });
  const { token } = (await answer.json()).data as { token: string };
  const { page, context } = await customer(browser);
  await page.goto(`/pedido/${token}`);
  await expect(page.getByTestId('estado')).toHaveText('Recibido');
  const order = card(board, 'CNCXD');
  await order.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await order.getByLabel('Motivo de la cancelación').fill('Se acabó el té');
  await order.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByTestId('estado')).toHaveText('Cancelado: Se acabó el té', { timeout: 2000 });
  await expect(order.getByRole('button', { name: 'Entregado' })).toHaveCount(0);
  // An unknown token is a plain 404.
  expect((await request.get('/pedido/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await request.get('/pedido/no-es-un-token')).status()).toBe(404);
  await context.close();
  await board.context().close();
});

test('an order that got its 201 is there after a kill -9; the board reconnects by itself after the restart', async ({ browser, request }) => {
  const board = await ownerBoard(browser);
  const answer = await postOrder(request, {
    clave: newKey(),
    pedido: 'KXNU9',
    entrega: { tipo: 'llevar' },
    pago: { metodo: 'sinpe' },
    items: [{ id: 16, cantidad: 3 }],
  });
  expect(answer.status()).toBe(201);
  const { token } = (await answer.json()).data as { token: string };

  server.server.kill('SIGKILL');
  await expect.poll(() => server.server.exitCode ?? server.server.signalCode).toBe('SIGKILL');
  await expect(board.getByRole('status').filter({ hasText: 'Reconectando' })).toBeVisible();
  server = await startServer(port, settings, { command: 'standalone', database });

  expect((await (await request.get(`/api/orders/${token}`)).json()).data).toMatchObject({ reference: 'Pedido #KXNU9', totals: [{ amount: colones(2400) }] });
  await expect(board.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible({ timeout: 20_000 });
  await postOrder(request, { clave: newKey(), pedido: 'AFTER', entrega: { tipo: 'mesa', mesa: 2 }, items: [{ id: 13, cantidad: 1 }] });
  await expect(card(board, 'AFTER')).toBeVisible({ timeout: 5000 });
  await board.context().close();
});

test('"Resumen": the numbers are those of the orders placed above, and the CSV has one row per order line', async ({ browser }) => {
  const board = await ownerBoard(browser);
  const today = costaRicaDate(Date.now());
  // Yesterday too: every order of this spec, whatever the hour it runs at.
  await board.goto(`/home-admin/pedidos/resumen?desde=${addDays(today, -1)}&hasta=${today}`);
  // Placed above: Capiberry 1 900 (delivery, cash), Churchill x2 6 900 (take away, card), Té 800
  // (table, cash), Té x2 1 600 (table, cash), Té x3 2 400 (take away, SINPE), Churchill 3 450
  // (table, card); Té 800 cancelled.
  const figures = board.getByTestId('cifras');
  await expect(figures).toContainText('Pedidos6');
  await expect(figures).toContainText(`Total vendido${colones(17050)}`);
  await expect(figures).toContainText(`Ticket promedio${colones(2842)}`);
  await expect(figures).toContainText('Cancelados1');
  const best = board.getByRole('region', { name: 'Lo más vendido' }).getByRole('listitem');
  await expect(best).toHaveText([`1.Té6 u.${colones(4800)}`, `2.Churchill3 u.${colones(10350)}`, `3.Capiberry1 u.${colones(1900)}`]);
  await expect(board.getByRole('table', { name: 'Por tipo de pedido' })).toContainText(`Comer aquí3${colones(5850)}`);
  await expect(board.getByRole('table', { name: 'Por tipo de pedido' })).toContainText(`Para llevar2${colones(9300)}`);
  await expect(board.getByRole('table', { name: 'Por tipo de pedido' })).toContainText(`A domicilio1${colones(1900)}`);
  await expect(board.getByRole('table', { name: 'Por método de pago' })).toContainText(`Efectivo3${colones(4300)}`);
  await expect(board.getByRole('table', { name: 'Por método de pago' })).toContainText(`Tarjeta2${colones(10350)}`);
  await expect(board.getByRole('table', { name: 'Por método de pago' })).toContainText(`SINPE Móvil1${colones(2400)}`);
  await expect(board.getByRole('table', { name: 'Por canal' })).toContainText(`Web6${colones(17050)}`);
  await expect(board.getByRole('table', { name: 'Pedidos por hora' })).toBeAttached();
  await expectNoSeriousA11yViolations(board);

  const download = board.waitForEvent('download');
  await board.getByRole('link', { name: 'Descargar CSV' }).click();
  const file = await (await download).path();
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Pedido,Fecha,Hora,Tipo,Canal,Mesa o dirección,Pago,Estado del pago,Referencia SINPE,Producto,Opciones,Extras,Nota,Cantidad,Precio unitario,Total línea,Envío,Total pedido,Estado,Programado para',
  );
  // Seven orders of one line each.
  expect(rows).toHaveLength(1 + 7);
  expect(rows.filter((row) => row.includes(',"Churchill",'))).toHaveLength(2);
  await board.context().close();
});

test('a mis-tap is mended: Listo goes back to Preparando, and "Deshacer" right after Entregado; both in the order\'s history with the owner\'s name', async ({
  browser,
  request,
}) => {
  const board = await ownerBoard(browser);
  const answer = await postOrder(request, { clave: newKey(), pedido: 'MSTAP', entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 1 }] });
  expect(answer.status()).toBe(201);
  const order = card(board, 'MSTAP');
  await order.getByRole('button', { name: 'Listo', exact: true }).click();
  await expect(order.getByTestId('estado-pedido')).toHaveText('Listo');
  await order.getByRole('button', { name: 'Volver a Preparando' }).click();
  await expect(order.getByTestId('estado-pedido')).toHaveText('Preparando');

  // Entregado leaves "Por atender"; the board offers to take it back.
  await order.getByRole('button', { name: 'Entregado', exact: true }).click();
  await expect(order).toHaveCount(0);
  await expect(board.getByText('Pedido #MSTAP: Entregado.')).toBeVisible();
  await board.getByRole('button', { name: 'Deshacer' }).click();
  await expect(order.getByTestId('estado-pedido')).toHaveText('Preparando');
  await expect(board.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);

  const pedidos = (await (await board.request.get('/api/desk/orders')).json()).data.pedidos as Array<{
    reference: string;
    changes: Array<{ from: string; to: string; by: { nombre: string } }>;
  }>;
  const history = pedidos.find((entry) => entry.reference === 'MSTAP')!.changes.map(({ from, to, by }) => `${from}>${to} ${by.nombre}`);
  expect(history).toEqual(['nuevo>listo Vara', 'listo>preparando Vara', 'preparando>entregado Vara', 'entregado>preparando Vara']);
  await board.context().close();
});

test('"Pausar pedidos" 15 min: /orders and the cart bar say until when, a post gets 409 and WhatsApp does not open; "Reanudar" ends it', async ({
  browser,
  request,
}) => {
  const board = await ownerBoard(browser);
  const pause = board.getByRole('region', { name: 'Pausar pedidos' });
  await pause.getByRole('button', { name: '15 min' }).click();
  const sentence = pause.getByRole('status');
  await expect(sentence).toContainText(/^No estamos recibiendo pedidos en línea hasta las \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\./);
  await expect(sentence).toContainText(/Quedan 1[56] min\./);
  const told = (await sentence.locator('span').first().textContent())!;

  // The real clock: the pause is the server's time from now.
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  const page = await context.newPage();
  const whatsapp = await captureWhatsApp(page);
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 16, cantidad: 1 }])));
  await page.goto('/menu');
  await expect(page.getByTestId('pausa-barra')).toHaveText(told);
  await page.goto('/orders');
  await expect(page.getByTestId('pausa')).toHaveText(told);
  await startUsingCheckout(page);
  await page.getByText('Para llevar', { exact: true }).click();
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect(page.getByRole('alert').filter({ hasText: told })).toBeVisible();
  expect(whatsapp).toEqual([]);
  const refused = await postOrder(request, { clave: newKey(), pedido: 'PAUSA', entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 1 }] });
  expect([refused.status(), (await refused.json()).message]).toEqual([409, told]);

  await pause.getByRole('button', { name: 'Reanudar' }).click();
  await expect(pause.getByRole('button', { name: '15 min' })).toBeVisible();
  // The open /orders follows within 5 s (it asks for the menu every 5 s).
  await expect(page.getByTestId('pausa')).toHaveCount(0, { timeout: 7000 });
  const taken = await postOrder(request, { clave: newKey(), pedido: 'PAUSA', entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 1 }] });
  expect(taken.status()).toBe(201);
  await context.close();
  await board.context().close();
});

test('"Listo aprox.": a new order is due in the preparation time (20 min); "+15" on its card moves the status page\'s estimate within 2 s', async ({
  browser,
  request,
}) => {
  const board = await ownerBoard(browser);
  const answer = await postOrder(request, { clave: newKey(), pedido: 'MPXDA', entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 1 }] });
  expect(answer.status(), await answer.text()).toBe(201);
  const { token } = (await answer.json()).data as { token: string };
  const readyAt = async () => {
    const pedidos = (await (await board.request.get('/api/desk/orders')).json()).data.pedidos as Array<{
      reference: string;
      createdAt: number;
      readyAt: number;
    }>;
    return pedidos.find((entry) => entry.reference === 'MPXDA')!;
  };
  const at = (instant: number) => {
    const { hour, minute } = wallClock(instant);
    return formatTime(hour, minute);
  };
  const before = await readyAt();
  expect(before.readyAt - before.createdAt).toBe(20 * 60_000);
  const order = card(board, 'MPXDA');
  await expect(order.getByTestId('listo-aprox')).toHaveText(`Listo aprox. ${at(before.readyAt)}`);

  const { page, context } = await customer(browser);
  await page.goto(`/pedido/${token}`);
  await expect(page.getByTestId('listo-aprox')).toHaveText(`Listo aprox. a las ${at(before.readyAt)}`);
  await order.getByRole('button', { name: '+15 min' }).click();
  await expect(order.getByTestId('listo-aprox')).toHaveText(`Listo aprox. ${at(before.readyAt + 15 * 60_000)}`);
  await expect(page.getByTestId('listo-aprox')).toHaveText(`Listo aprox. a las ${at(before.readyAt + 15 * 60_000)}`, { timeout: 2000 });
  expect((await readyAt()).readyAt).toBe(before.readyAt + 15 * 60_000);

  // Once ready, the estimate has done its job.
  await order.getByRole('button', { name: 'Listo', exact: true }).click();
  await expect(page.getByTestId('estado')).toHaveText('¡Listo!');
  await expect(page.getByTestId('listo-aprox')).toHaveCount(0);
  await context.close();
  await board.context().close();
});

test('with alerts allowed, a new order while the board is out of sight rings a system notification from the service worker', async ({
  playwright,
  request,
}) => {
  // System notifications are the whole browser's (e2e/helpers/browsers.ts).
  const browser = await playwright.chromium.launch(wholeBrowser.launchOptions);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    serviceWorkers: 'allow',
    permissions: ['notifications'],
  });
  const board = await context.newPage();
  await signIn(board, OWNER.correo);
  await board.goto('/home-admin/pedidos');
  await expect(board.getByText('Avisos activados')).toBeVisible();
  await expect(board.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
  await board.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const shown = () =>
    board.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => `${notification.title} | ${notification.body}`),
    );

  // In sight, the board itself shows it: no notification.
  expect((await postOrder(request, { clave: newKey(), pedido: 'DXPMA', entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 1 }] })).status()).toBe(201);
  await expect(card(board, 'DXPMA')).toBeVisible();
  expect(await shown()).toEqual([]);

  // Another tab in front (or the phone locked): the page is hidden.
  await board.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await postOrder(request, { clave: newKey(), pedido: 'DXPAM', entrega: { tipo: 'mesa', mesa: 4 }, items: [{ id: 16, cantidad: 2 }] })).status()).toBe(
    201,
  );
  await expect.poll(shown).toEqual([expect.stringMatching(/^Pedido nuevo #DXPAM \| Mesa 4 · ₡/)]);
  await browser.close();
});

test("the sound choice is this device's: kept over a reload, and any tap on the board turns it back on", async ({ browser }) => {
  const board = await ownerBoard(browser);
  // Wanted until turned off ("Toca para activar el sonido" while the browser waits for a tap).
  await board.getByRole('button', { name: /sonido$/ }).click();
  await expect(board.getByRole('button', { name: 'Sonido activado' })).toHaveAttribute('aria-pressed', 'true');
  await board.reload();
  // The browser plays nothing before a tap on the page: the choice waits for one, anywhere.
  await expect(board.getByRole('button', { name: 'Toca para activar el sonido' })).toBeVisible();
  await board.getByRole('heading', { level: 1, name: 'Pedidos' }).click();
  await expect(board.getByRole('button', { name: 'Sonido activado' })).toHaveAttribute('aria-pressed', 'true');
  // Turned off, it stays off.
  await board.getByRole('button', { name: 'Sonido activado' }).click();
  await board.reload();
  await expect(board.getByRole('button', { name: 'Activar sonido' })).toHaveAttribute('aria-pressed', 'false');
  await board.context().close();
});

test('"Nuevo pedido" taken at the counter: a product with choices, priced from the menu, on the board, the ticket, the summary and the CSV with its channel', async ({
  browser,
}) => {
  const board = await ownerBoard(browser);
  await board.getByRole('button', { name: 'Nuevo pedido' }).click();
  const dialog = board.getByRole('dialog', { name: 'Nuevo pedido' });
  // Nothing to record yet: said, not sent.
  await dialog.getByRole('button', { name: 'Registrar pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Agrega al menos un producto.');

  // The shop's own options dialog, on top of this one.
  await dialog.getByRole('searchbox', { name: 'Buscar producto' }).fill('capi');
  const menu = dialog.getByRole('list', { name: 'Menú' });
  await menu.getByRole('button', { name: /^Capiberry/ }).click();
  const options = board.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
  await chooseBerryOptions(options);
  await expect(options).toBeHidden();
  await dialog.getByRole('searchbox', { name: 'Buscar producto' }).fill('');
  await menu.getByRole('button', { name: /^Té/ }).click();
  await dialog.getByRole('button', { name: 'Agregar uno de Té' }).click();
  const lines = dialog.getByRole('list', { name: 'Pedido' });
  await expect(lines).toContainText('Frutas: Fresa, Kiwi');
  await expect(dialog.getByTestId('nuevo-total')).toHaveText(colones(1900 + 2 * 800));
  await expectNoSeriousA11yViolations(board);

  await expect(dialog.getByRole('radio', { name: 'Mostrador' })).toBeChecked();
  await dialog.getByLabel('Nombre o teléfono (opcional)').fill('Don Luis');
  await dialog.getByRole('button', { name: 'Registrar pedido' }).click();
  await expect(dialog).toBeHidden();
  const said = await board
    .getByRole('status')
    .filter({ hasText: /registrado\.$/ })
    .textContent();
  const reference = /^Pedido #([A-Z2-9]{5}) registrado\.$/.exec(said ?? '')?.[1];
  expect(reference, said ?? '').toBeDefined();

  // On the board like a web order, with its channel, the lines and the menu's prices.
  const order = card(board, reference!);
  await expect(order.getByTestId('canal')).toHaveText('Canal: Mostrador');
  await expect(order).toContainText('Para llevar');
  await expect(order).toContainText('A nombre de Don Luis');
  await expect(order).toContainText('Jarabe: Chocolate');
  await expect(order).toContainText(`Total${colones(3500)}`);

  const { pedidos } = (await (await board.request.get('/api/desk/orders')).json()).data as { pedidos: Array<{ id: number; reference: string }> };
  const { id } = pedidos.find((entry) => entry.reference === reference)!;
  await board.goto(`/home-admin/pedidos/${id}/ticket`);
  await expect(board.getByTestId('ticket')).toContainText('Canal: Mostrador');
  await expect(board.getByTestId('ticket')).toContainText('Capiberry');

  await board.goto('/home-admin/pedidos/resumen');
  await expect(board.getByRole('table', { name: 'Por canal' })).toContainText(`Mostrador1${colones(3500)}`);
  const csv = await (await board.request.get('/api/desk/orders/csv')).text();
  const rows = csv.split('\r\n').filter((row) => row.startsWith(`"${reference}",`));
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row).toContain('"Para llevar","Mostrador"');
  await board.context().close();
});
