import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OWNER, PASSWORD, signIn } from './helpers/accounts';
import { wholeBrowser } from './helpers/browsers';
import { watchNotifications } from './helpers/notifications';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';
import { browserKeys, decryptPush, startPushService, type BrowserKeys, type PushService } from './helpers/push-service';

// Web Push on the production build (docs/push.md), on a server of its own (E2E_PORT + 52) started
// with PUSH_ALLOW_INSECURE_ENDPOINTS=1, so that the push service is this spec's local one. Chromium
// cannot reach a real push service here: the pages' PushManager hands over a subscription to that
// local service (what the browser would do), and the worker's push handler is given the message
// the service received.

const port = Number(process.env.E2E_PORT ?? 3100) + 52;
const settings = { OPENING_DATE: '01/01/2020', TRUST_PROXY: '1', PUSH_ALLOW_INSECURE_ENDPOINTS: '1' };

let server: StartedServer;
let push: PushService;
let owner: APIRequestContext;
test.describe.configure({ mode: 'serial' });
// System notifications are the whole browser's (e2e/helpers/browsers.ts).
test.use(wholeBrowser);
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({ playwright }) => {
  [server, push] = await Promise.all([startServer(port, settings, { command: 'standalone', database: `push-${Date.now()}.db` }), startPushService()]);
  owner = await playwright.request.newContext({ baseURL: server.url });
  expect(
    (await activate(owner, invite(server.database, OWNER.correo), { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status(),
  ).toBe(200);
  await signIn(owner, OWNER.correo);
});
test.afterAll(async () => {
  await owner?.dispose();
  await Promise.all([server?.stop(), push?.close()]);
});

const newKey = () => crypto.randomBytes(16).toString('base64url');
const reference = () => Array.from({ length: 5 }, () => 'ACDFHJKMNPRTWXY'[crypto.randomInt(15)]).join('');

async function postOrder(api: APIRequestContext, pedido: string, entrega: Record<string, unknown> = { tipo: 'llevar' }): Promise<string> {
  const response = await api.post('/api/orders', {
    data: { clave: newKey(), pedido, pago: { metodo: 'tarjeta' }, entrega, items: [{ id: 16, cantidad: 1 }] },
    headers: { 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 250)}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function orderId(pedido: string): Promise<number> {
  const { data } = (await (await owner.get('/api/desk/orders')).json()) as { data: { pedidos: Array<{ id: number; reference: string }> } };
  return data.pedidos.find((order) => order.reference === pedido)!.id;
}

const move = async (pedido: string, estado: string, motivo?: string) =>
  expect((await owner.put(`/api/desk/orders/${await orderId(pedido)}`, { data: { estado, ...(motivo && { motivo }) } })).status()).toBe(200);

/** The pushes the service has received at `path`, as (still encrypted) posts. */
const arrivedAt = (path: string) => push.received.filter((received) => received.path === path);
/** The `index`th of them, decrypted. */
function pushAt(path: string, keys: BrowserKeys, index = 0): unknown {
  const received = arrivedAt(path)[index];
  if (!received) throw new Error(`no push ${index} at ${path}`);
  return decryptPush(received.body, keys);
}

/** Delivers `data` to the page's service worker as a push message (DevTools' ServiceWorker domain). */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registered, data });
  await cdp.detach();
}

/** A browser whose PushManager subscribes to the local service with `keys` (notifications allowed). */
async function browserWithPush(browser: Browser, path: string, keys: BrowserKeys): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    serviceWorkers: 'allow',
    permissions: ['notifications'],
  });
  await context.addInitScript(
    ({ subscription }) => {
      const fake = { endpoint: subscription.endpoint, toJSON: () => subscription };
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem('test-push', '1');
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => (localStorage.getItem('test-push') ? (fake as unknown as PushSubscription) : null);
    },
    { subscription: { endpoint: `${push.url}${path}`, expirationTime: null, keys: keys.json } },
  );
  return { context, page: await context.newPage() };
}

test('"Avísame cuando esté listo": the owner\'s "Listo" reaches the push service within 5 s, signed and encrypted; the worker shows it and it leads to the status page', async ({
  browser,
}) => {
  const pedido = reference();
  const token = await postOrder(owner, pedido);
  const keys = browserKeys();
  const path = `/customer/${pedido}`;
  const { context, page } = await browserWithPush(browser, path, keys);
  await page.goto(`/pedido/${token}`);
  await page.getByRole('button', { name: 'Avísame cuando esté listo' }).click();
  await expect(page.getByText('Listo: te avisaremos aquí cuando esté listo, aunque cierres la página.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dejar de avisar' })).toBeVisible();
  // Preparing is no news worth a ring.
  await move(pedido, 'preparando');

  const movedAt = Date.now();
  await move(pedido, 'listo');
  await expect.poll(() => arrivedAt(path).length, { timeout: 5000 }).toBe(1);
  const received = arrivedAt(path)[0]!;
  expect(received.at - movedAt).toBeLessThan(5000);
  expect(received.headers['content-encoding']).toBe('aes128gcm');
  const { data } = (await (await page.request.get('/api/push')).json()) as { data: { clave: string } };
  expect(received.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${data.clave}$`));
  expect(Number(received.headers.ttl)).toBeGreaterThan(0);
  const notice = decryptPush(received.body, keys);
  expect(notice).toEqual({ title: `Tu pedido #${pedido} está listo`, body: 'Ya puedes recogerlo.', tag: `estado-${pedido}`, url: '' });

  // The service worker gets what the push service received, as a browser's push: a trusted event
  // whose waitUntil keeps the worker running until the notification is shown.
  const shown = await watchNotifications(context);
  await deliverPush(page, JSON.stringify(notice));
  await expect
    .poll(shown)
    .toEqual([{ title: `Tu pedido #${pedido} está listo`, body: 'Ya puedes recogerlo.', url: `/pedido/${token}`, icon: '/icons/icon-192.png' }]);

  // After a reload it still knows; "Dejar de avisar" stops it.
  await page.reload();
  await page.getByRole('button', { name: 'Dejar de avisar' }).click();
  await expect(page.getByText('Ya no te avisaremos de este pedido.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avísame cuando esté listo' })).toBeVisible();
  await context.close();
});

test('a cancellation says why; an endpoint the push service says is gone (410) is forgotten; a finished order takes no subscription', async ({ request }) => {
  const pedido = reference();
  const token = await postOrder(owner, pedido, { tipo: 'domicilio', direccion: 'Del parque 200 m norte, casa azul' });
  const keys = browserKeys();
  const endpoint = `${push.url}/gone/${pedido}`;
  const subscribe = () => request.post(`/api/orders/${token}/push`, { data: { endpoint, expirationTime: null, keys: keys.json } });
  expect((await subscribe()).status()).toBe(201);

  await move(pedido, 'cancelado', 'Se acabaron las fresas');
  await expect.poll(() => arrivedAt(`/gone/${pedido}`).length, { timeout: 5000 }).toBe(1);
  expect(pushAt(`/gone/${pedido}`, keys)).toMatchObject({ title: `Tu pedido #${pedido} fue cancelado: Se acabaron las fresas` });
  const stored = () => {
    const db = new Database(server.database, { readonly: true });
    try {
      return (db.prepare('select count(*) as count from push_subscriptions where endpoint = ?').get(endpoint) as { count: number }).count;
    } finally {
      db.close();
    }
  };
  await expect.poll(stored).toBe(0);
  const closed = await subscribe();
  expect(closed.status()).toBe(409);
  expect(await closed.json()).toMatchObject({ success: false, message: 'Este pedido ya terminó: no hay nada más que avisar.' });
  expect((await request.post('/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/push', { data: { endpoint, keys: keys.json } })).status()).toBe(404);
  const bad = await request.post(`/api/orders/${token}/push`, { data: { endpoint, keys: { p256dh: 'corto', auth: keys.json.auth } } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ message: 'La suscripción de avisos no es válida.' });
});

test("without PUSH_ALLOW_INSECURE_ENDPOINTS an http: endpoint, or one that is no browser's push service, is refused", async ({ playwright }) => {
  // The suite's main server runs without the flag.
  const site = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT}` });
  const token = await postOrder(site, reference());
  const keys = browserKeys().json;
  for (const [endpoint, message] of [
    [`${push.url}/customer/x`, 'El aviso necesita una dirección segura (https).'],
    ['https://127.0.0.1/push', 'Ese servicio de avisos no es el de un navegador conocido.'],
  ]) {
    const refused = await site.post(`/api/orders/${token}/push`, { data: { endpoint, keys } });
    expect(refused.status(), endpoint).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, message, errors: { endpoint: message } });
  }
  await site.dispose();
});

test('the owner\'s board turns avisos on for this device: a new web order and a "Nuevo pedido" ring it; Mi cuenta lists it and takes it back', async ({
  browser,
  request,
}) => {
  const keys = browserKeys();
  const path = `/owner/${newKey()}`;
  const { context, page } = await browserWithPush(browser, path, keys);
  // The browser asks for permission on the owner's tap (granted in the context for the worker).
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => localStorage.getItem('test-permission') ?? 'default' });
    Notification.requestPermission = async () => {
      localStorage.setItem('test-permission', 'granted');
      return 'granted';
    };
  });
  await signIn(page, OWNER.correo);
  await page.goto('/home-admin/pedidos');
  await page.getByRole('button', { name: 'Activar avisos' }).click();
  await expect(page.getByText('Avisos activados')).toBeVisible();

  const web = reference();
  await postOrder(request, web, { tipo: 'mesa', mesa: 4 });
  await expect.poll(() => arrivedAt(path).length, { timeout: 5000 }).toBe(1);
  expect(pushAt(path, keys)).toEqual({
    title: `Pedido nuevo #${web}`,
    body: expect.stringMatching(/^Mesa 4 · ₡/),
    tag: expect.stringMatching(/^pedido-\d+$/),
    url: '/home-admin/pedidos',
  });

  const counter = reference();
  const recorded = await page.request.post('/api/desk/orders', {
    data: { canal: 'mostrador', clave: newKey(), pedido: counter, pago: { metodo: 'efectivo' }, entrega: { tipo: 'llevar' }, items: [{ id: 16, cantidad: 2 }] },
  });
  expect(recorded.status()).toBe(201);
  await expect.poll(() => arrivedAt(path).length, { timeout: 5000 }).toBe(2);
  expect(pushAt(path, keys, 1)).toMatchObject({ title: `Pedido nuevo #${counter}`, body: expect.stringMatching(/^Para llevar · ₡/) });

  await page.goto('/account');
  const device = page.getByRole('listitem').filter({ hasText: '(este dispositivo)' });
  await expect(device.getByText('Suena con cada pedido nuevo')).toBeVisible();
  await device.getByRole('button', { name: /^Quitar avisos/ }).click();
  await expect(device.getByText('Suena con cada pedido nuevo')).toHaveCount(0);
  // An order after the revocation rings no more: its customer's push, sent later, arrives; the owner's never does.
  const after = reference();
  const token = await postOrder(request, after);
  const customerKeys = browserKeys();
  expect((await request.post(`/api/orders/${token}/push`, { data: { endpoint: `${push.url}/customer/${after}`, keys: customerKeys.json } })).status()).toBe(
    201,
  );
  await move(after, 'listo');
  await expect.poll(() => arrivedAt(`/customer/${after}`).length, { timeout: 5000 }).toBe(1);
  expect(arrivedAt(path)).toHaveLength(2);
  await context.close();
});
