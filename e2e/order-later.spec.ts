import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, costaRicaDate } from '@/lib/costa-rica-time';
import { scheduleLabel, scheduleMessages, SCHEDULE_LEAD_MS } from '@/lib/order/schedule';
import { OWNER, PASSWORD, signIn } from './helpers/accounts';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';
import { startUsingCheckout } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// Orders for later ("¿Para cuándo?", lib/order/schedule.ts) on a server of its own (E2E_PORT + 53):
// its hours (open every day 00:00 to 23:59, so a slot two hours ahead exists at any hour), its
// "Pedidos por franja" and its closure change what every visitor sees.

const port = Number(process.env.E2E_PORT ?? 3100) + 53;
const HOUR = 60 * 60_000;

let server: StartedServer;
let owner: APIRequestContext;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({ playwright }) => {
  server = await startServer(port, { OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' }, { database: `later-${Date.now()}.db` });
  owner = await playwright.request.newContext({ baseURL: server.url });
  expect(
    (await activate(owner, invite(server.database, OWNER.correo), { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status(),
  ).toBe(200);
  await signIn(owner, OWNER.correo);
  const allDay = Array.from({ length: 7 }, () => [{ abre: '00:00', cierra: '23:59' }]);
  expect((await owner.put('/api/desk/hours/week', { data: { dias: allDay } })).status()).toBe(200);
});
test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
});

async function customer(browser: Browser): Promise<{ page: Page; opened: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('carrito')) localStorage.setItem('carrito', JSON.stringify([{ id: 16, cantidad: 2 }]));
  });
  const page = await context.newPage();
  const opened = await captureWhatsApp(page);
  await page.goto('/orders');
  await startUsingCheckout(page);
  await page.getByText('Para llevar', { exact: true }).click();
  return { page, opened };
}

const send = (page: Page) => page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
const hour = (page: Page) => page.getByLabel('Hora', { exact: true });
/** The times the list offers, in order (ms). */
const offered = async (page: Page) =>
  (
    await hour(page)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).map(Number);

/** "Más tarde", then the first time at least `ahead` from now. */
async function chooseLater(page: Page, ahead: number): Promise<number> {
  await page.getByText('Más tarde', { exact: true }).click();
  await expect(hour(page)).toBeVisible();
  const slot = (await offered(page)).find((at) => at >= Date.now() + ahead)!;
  await hour(page).selectOption(String(slot));
  return slot;
}

const followLink = (message: string) => /Sigue tu pedido: (\S+)/.exec(message)![1]!;
/** "2026-12-05 16:30", as the CSV writes a time (Costa Rica). */
const csvTime = (at: number) => new Date(at - 6 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

async function postFor(para: number) {
  return owner.post('/api/orders', {
    data: {
      clave: crypto.randomBytes(16).toString('base64url'),
      pedido: 'PQRST',
      pago: { metodo: 'tarjeta' },
      entrega: { tipo: 'llevar' },
      items: [{ id: 16, cantidad: 1 }],
      para,
    },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
  });
}

test('an order for two hours ahead: the message, the status page, the ticket and the CSV say when; the board keeps it under Programados until 30 minutes before', async ({
  browser,
}) => {
  const { page, opened } = await customer(browser);
  // "Lo antes posible" is the default; the list comes when "Más tarde" is chosen.
  await expect(page.getByRole('radio', { name: 'Lo antes posible' })).toBeChecked();
  await expect(hour(page)).toHaveCount(0);
  const slot = await chooseLater(page, 2 * HOUR);
  // Quarter hours only, none sooner than 30 minutes from now.
  const times = await offered(page);
  expect(times.every((at) => at % (15 * 60_000) === 0 && at >= Date.now() + SCHEDULE_LEAD_MS - 60_000)).toBe(true);
  await send(page);
  await expect.poll(() => opened.length).toBe(1);
  const label = scheduleLabel(slot, Date.now());
  expect(opened[0]).toContain(`Para llevar\n${label}\n`);
  expect(opened[0]).not.toContain('fuera de horario');

  // The status page says it where the estimate would be.
  await page.goto(followLink(opened[0]!));
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await page.context().close();

  const board = await (await browser.newContext({ baseURL: server.url, locale: 'es-CR', timezoneId: 'America/Costa_Rica' })).newPage();
  await signIn(board, OWNER.correo);
  await board.clock.install();
  await board.goto('/home-admin/pedidos');
  const scheduled = board.getByRole('region', { name: /^Programados/ });
  const card = scheduled.getByTestId('pedido');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('para')).toHaveText(label);
  await expect(board.getByRole('heading', { name: 'Programados (1)' })).toBeVisible();
  // Not waiting to be started yet: the tab's count leaves it out.
  await expect(board).toHaveTitle('Pedidos · CrepiVara');

  const { data } = (await (await board.request.get('/api/desk/orders')).json()) as { data: { pedidos: Array<{ id: number; scheduledFor?: number }> } };
  const stored = data.pedidos.find((order) => order.scheduledFor === slot)!;
  expect(stored).toBeTruthy();
  const ticket = await (await browser.newContext({ baseURL: server.url, storageState: await board.context().storageState() })).newPage();
  await ticket.goto(`/home-admin/pedidos/${stored.id}/ticket`);
  await expect(ticket.getByTestId('ticket')).toContainText(label);
  await ticket.context().close();
  const today = costaRicaDate(Date.now());
  const csv = await (await board.request.get(`/api/desk/orders/csv?desde=${today}&hasta=${today}`)).text();
  expect(csv).toContain(`"${csvTime(slot)}"`);

  // 30 minutes before its time it is new like any other: out of "Programados", counted in the tab.
  const later = slot - SCHEDULE_LEAD_MS + 5_000;
  await board.clock.fastForward(later - Date.now());
  await expect(scheduled).toHaveCount(0);
  // Said from the board's moment now: past midnight, an order "para mañana" has become today's.
  await expect(board.getByTestId('pedido').getByTestId('para')).toHaveText(scheduleLabel(slot, later));
  await expect(board).toHaveTitle('(1) Pedidos · CrepiVara');
  await board.context().close();
});

test('"Pedidos por franja" 1: a full time is not offered, and the one taken meanwhile is refused with the next free one', async ({ browser }) => {
  const desk = await (await browser.newContext({ baseURL: server.url, locale: 'es-CR' })).newPage();
  await signIn(desk, OWNER.correo);
  await desk.goto('/home-admin');
  const settings = desk.getByRole('region', { name: 'Ajustes' });
  await expect(settings.getByLabel('Pedidos por franja')).toHaveValue('4');
  await settings.getByLabel('Pedidos por franja').fill('1');
  await settings.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(settings.getByRole('status')).toHaveText('Ajustes guardados.');
  await desk.context().close();

  const { page, opened } = await customer(browser);
  const slot = await chooseLater(page, 3 * HOUR);
  const next = (await offered(page)).find((at) => at > slot)!;
  // Someone else takes that time while this customer is still on the form.
  expect((await postFor(slot)).status()).toBe(201);
  const refused = await postFor(slot);
  const full = scheduleMessages.full(slot, next, Date.now());
  expect([refused.status(), await refused.json()]).toEqual([409, { success: false, message: full, errors: { para: full }, data: { siguiente: next } }]);
  const { data } = (await (await owner.get('/api/orders/slots')).json()) as { data: { franjas: number[] } };
  expect(data.franjas).not.toContain(slot);
  expect(data.franjas).toContain(next);

  await send(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Ya no quedan lugares' })).toHaveText(full);
  expect(opened).toHaveLength(0);
  // The list again, without the full time and with the next free one chosen.
  await expect(hour(page)).toHaveValue(String(next));
  expect(await offered(page)).not.toContain(slot);
  await send(page);
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toContain(scheduleLabel(next, Date.now()));
  await page.context().close();
});

test('while the shop is closed, sending offers the next opening\'s times instead of "Enviar de todos modos"', async ({ browser }) => {
  const tomorrow = addDays(costaRicaDate(Date.now()), 1);
  expect((await owner.put('/api/desk/hours', { data: { reabre: tomorrow } })).status()).toBe(200);
  const { page, opened } = await customer(browser);
  const notice = page.getByTestId('cerrado');
  await expect(notice).toContainText('Ahora estamos cerrados. Puedes programar tu pedido para cuando abramos en «¿Para cuándo?».');
  await send(page);
  await expect(notice).toContainText('Te lo programamos para cuando abramos: cambia la hora si quieres y vuelve a tocar «Solicitar por WhatsApp».');
  expect(opened).toHaveLength(0);
  await expect(page.getByRole('radio', { name: 'Más tarde' })).toBeChecked();
  // Tomorrow's times only (open from 00:00): the first is chosen.
  await expect(hour(page).locator('optgroup')).toHaveAttribute('label', 'Mañana');
  const first = (await offered(page))[0]!;
  await expect(hour(page)).toHaveValue(String(first));
  await expect(page.getByRole('button', { name: 'Enviar de todos modos' })).toHaveCount(0);
  await send(page);
  await expect.poll(() => opened.length).toBe(1);
  // The time itself depends on the hour the test runs (the slots an earlier test took, the lead time).
  expect(opened[0]).toContain(scheduleLabel(first, Date.now()));
  expect(opened[0]).toMatch(/Para mañana a las \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\./);
  expect(opened[0]).not.toContain('(Pedido fuera de horario)');
  await page.context().close();
  expect((await owner.put('/api/desk/hours', { data: { reabre: null } })).status()).toBe(200);
});
