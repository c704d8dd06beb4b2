import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { costaRicaDate } from '../lib/costa-rica-time';
import { REFERENCE_ALPHABET } from '../lib/order/message';
import { signInOwner } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fixClock } from './helpers/clock';
import { addToCart, startUsingCheckout } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// SINPE Móvil with proof (issue 41): the customer copies the shop's number and the exact amount,
// says "Ya pagué" with the transfer's last digits, the board shows it until the owner marks it paid,
// and the customer's page, the ticket and the CSV follow. On the desk's server (its own database).

const desk = process.env.E2E_DESK_URL!;
test.use({ baseURL: desk });

const nbsp = '\u00a0';
const card = (page: Page, reference: string) => page.getByRole('article', { name: `Pedido #${reference}` });

async function ownerBoard(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: desk, locale: 'es-CR', timezoneId: 'America/Costa_Rica' })).newPage();
  await signInOwner(page);
  await page.goto('/home-admin/pedidos');
  await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
  return page;
}

/** A SINPE order through the API, as the checkout posts it: its reference and status token. */
async function postSinpeOrder(page: Page, metodo: 'sinpe' | 'tarjeta' = 'sinpe') {
  const pedido = Array.from({ length: 5 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]).join('');
  const answer = await page.request.post('/api/orders', {
    data: { clave: crypto.randomBytes(16).toString('base64url'), pedido, entrega: { tipo: 'llevar' }, pago: { metodo }, items: [{ id: 17, cantidad: 2 }] },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
  });
  expect(answer.status()).toBe(201);
  return { reference: pedido, token: ((await answer.json()) as { data: { token: string } }).data.token };
}

test('the success panel shows the SINPE number and the exact amount with "Copiar"; "Ya pagué" reaches the board; "Marcar pagado" reaches the customer, the ticket and the CSV', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: desk,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await fixClock(page);
  const opened = await captureWhatsApp(page);
  await page.goto('/menu');
  await addToCart(page, 'Café negro', 2);
  await page.goto('/orders');
  await startUsingCheckout(page);
  await page.getByText('Para llevar', { exact: true }).click();
  await page.getByText('SINPE Móvil', { exact: true }).click();
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(opened[0]!)![1]!;

  // Once the server has the order, the panel says where and how much, each with "Copiar".
  const sinpe = page.getByRole('region', { name: 'Pago por SINPE Móvil' });
  await expect(sinpe).toContainText('8888-8888');
  await expect(sinpe).toContainText(`₡1${nbsp}600`);
  await sinpe.getByRole('button', { name: 'Copiar número' }).click();
  await expect(sinpe.getByRole('status')).toHaveText('Número copiado: 88888888');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('88888888');
  await sinpe.getByRole('button', { name: 'Copiar monto' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1600');

  // A reference that is not one is said beside the field, without a request.
  await sinpe.getByLabel('Referencia de la transferencia').fill('45');
  await sinpe.getByRole('button', { name: 'Ya pagué' }).click();
  await expect(sinpe.getByText('Escribe los últimos 4 dígitos (o más) de la referencia de tu SINPE Móvil.')).toBeVisible();
  await expect(sinpe.getByLabel('Referencia de la transferencia')).toHaveAttribute('aria-invalid', 'true');
  await sinpe.getByLabel('Referencia de la transferencia').fill('2026 1128 4521');
  await sinpe.getByRole('button', { name: 'Ya pagué' }).click();
  await expect(sinpe.getByRole('status').filter({ hasText: 'Recibimos tu referencia …4521.' })).toBeVisible();

  const board = await ownerBoard(browser);
  const order = card(board, reference);
  await expect(order.getByTestId('pago')).toHaveText('SINPE: por confirmar (ref …4521)');
  await order.getByRole('button', { name: 'Marcar pagado' }).click();
  await expect(order.getByTestId('pago')).toHaveText('SINPE: pagado (ref …4521)');
  await expect(order.getByRole('button', { name: 'Marcar por confirmar' })).toBeVisible();

  // The customer's panel follows live, within the 5 s the status page takes for any change.
  await expect(sinpe.getByText('¡Pago recibido! CrepiVara confirmó tu SINPE Móvil.')).toBeVisible({ timeout: 5000 });

  const csv = await board.request.get(`/api/desk/orders/csv?desde=${costaRicaDate(Date.now())}`);
  expect(csv.status()).toBe(200);
  const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(`"${reference}"`));
  expect(row).toContain('"SINPE Móvil","pagado","202611284521"');
  await board.context().close();
  await context.close();
});

test('the status page: number, amount and "Ya pagué" live, light and dark, with no serious accessibility problems; a card payment has none of it', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: desk, locale: 'es-CR', timezoneId: 'America/Costa_Rica' })).newPage();
  const { reference, token } = await postSinpeOrder(page);
  await page.goto(`/pedido/${token}`);
  const sinpe = page.getByRole('region', { name: 'Pago por SINPE Móvil' });
  await expect(sinpe).toContainText('8888-8888');
  await expect(sinpe).toContainText(`₡1${nbsp}600`);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);

  const board = await ownerBoard(browser);
  await expect(card(board, reference).getByTestId('pago')).toHaveText('SINPE: por confirmar');
  await sinpe.getByLabel('Referencia de la transferencia').fill('77881234');
  await sinpe.getByRole('button', { name: 'Ya pagué' }).click();
  await expect(card(board, reference).getByTestId('pago')).toHaveText('SINPE: por confirmar (ref …1234)');
  // After a reload the page still knows the reference it sent.
  await page.reload();
  await expect(sinpe).toContainText('Referencia enviada: …1234.');

  const card2 = await postSinpeOrder(page, 'tarjeta');
  await page.goto(`/pedido/${card2.token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido #${card2.reference}`);
  await expect(page.getByRole('region', { name: 'Pago por SINPE Móvil' })).toHaveCount(0);
  await expect(card(board, card2.reference).getByRole('button', { name: 'Marcar pagado' })).toHaveCount(0);
  await board.context().close();
  await page.context().close();
});

test("the API refuses what is not a payment report: a bad reference 400, an unknown link 404, a card order 409, a customer at the owner's route 401", async ({
  request,
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: desk })).newPage();
  const { token } = await postSinpeOrder(page);
  const bad = await request.post(`/api/orders/${token}/payment`, { data: { referencia: 'abc' } });
  expect([bad.status(), (await bad.json()).message]).toEqual([400, 'Escribe los últimos 4 dígitos (o más) de la referencia de tu SINPE Móvil.']);
  const none = await request.post(`/api/orders/${token}/payment`, { data: 'no es JSON', headers: { 'content-type': 'application/json' } });
  expect(none.status()).toBe(400);
  expect((await request.post('/api/orders/AAAAAAAAAAAAAAAAAAAAAA/payment', { data: { referencia: '4521' } })).status()).toBe(404);
  const cardOrder = await postSinpeOrder(page, 'tarjeta');
  const notSinpe = await request.post(`/api/orders/${cardOrder.token}/payment`, { data: { referencia: '4521' } });
  expect([notSinpe.status(), (await notSinpe.json()).message]).toEqual([409, 'Este pedido no se paga por SINPE Móvil.']);
  expect((await request.put('/api/desk/orders/1/payment', { data: { pagado: true } })).status()).toBe(401);
  await page.context().close();
});
