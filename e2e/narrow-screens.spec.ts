import crypto from 'node:crypto';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { testPhoto } from '@/test-fixtures/photos';
import { OWNER, PASSWORD, signInOwner } from './helpers/accounts';
import { fixClock } from './helpers/clock';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';
import { startUsingCheckout, waitForHydration } from './helpers/storefront';

// Issue 39: no shop page scrolls sideways on a phone 320-430 px wide, with the worst the owner
// can put on the menu (a 60-character name with a long word, a photo) in the cart and in an
// order, a QR table and a large total in the bottom bar. On a server of its own (E2E_PORT + 40,
// its own database), so the product it adds is nobody else's.

const port = Number(process.env.E2E_PORT ?? 3100) + 40;
const database = `narrow-${Date.now()}.db`;
/** 60 characters, the longest name the desk takes, with a word no line can hold whole. */
const LONG_NAME = 'Crepa Supercalifragilísticaespialidosamente rellena de fresa';
const WIDTHS = [320, 390, 430] as const;

let server: StartedServer;
let productId: number;
let token: string;
// One worker, one test after another; a failing width does not skip the others (they start the
// server again, on a new database).
test.describe.configure({ mode: 'default' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  expect(LONG_NAME).toHaveLength(60);
  server = await startServer(port, { OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' }, { command: 'standalone', database });
  const owner = await playwright.request.newContext({ baseURL: server.url });
  expect(
    (await activate(owner, invite(server.database, OWNER.correo), { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status(),
  ).toBe(200);
  await signInOwner(owner);
  const created = await owner.post('/api/desk/menu', {
    data: {
      nombre: LONG_NAME,
      precio: 5900,
      categoria: 1,
      descripcion: 'Con fresas, Nutella, helado de vainilla y una lluvia de chocolate.',
      ingredientes: ['Nutella', 'Fresa'],
      conExtras: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).data as { id: number; version: number };
  productId = product.id;
  const photo = await owner.post(`/api/desk/menu/${product.id}/photo`, {
    multipart: { foto: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() }, version: String(product.version), x: '0.5', y: '0.5' },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  const order = await owner.post('/api/orders', {
    data: {
      clave: crypto.randomBytes(16).toString('base64url'),
      pedido: 'NRWPH',
      entrega: { tipo: 'domicilio', direccion: 'Del parque 200 m norte, casa esquinera de portón verde' },
      pago: { metodo: 'efectivo', pagaCon: 100000 },
      items: [
        { id: productId, cantidad: 12, nota: 'Sinfresasperoconmuchisimanutellaporfavorgraciasdeantemano' },
        { id: 13, cantidad: 1 },
      ],
    },
    headers: { 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 250)}` },
  });
  expect(order.status(), await order.text()).toBe(201);
  token = ((await order.json()).data as { token: string }).token;
  await owner.dispose();
});
test.afterAll(async () => server?.stop());

/** A phone of this width (touch, mobile viewport), with the QR table 7 and a cart holding the long product. */
async function phone(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width, height: 800 },
    baseURL: server.url,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
  });
  const page = await context.newPage();
  await fixClock(page);
  await page.goto('/robots.txt');
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'carrito',
        JSON.stringify([
          { id, cantidad: 12 },
          { id: 13, cantidad: 1 },
        ]),
      ),
    productId,
  );
  return page;
}

/**
 * How far the page scrolls sideways, and the elements that reach past the screen's right edge: cut
 * off where something clips them (a card, a row drawn when near), only those inside a box that
 * scrolls sideways (the category chips) are fine.
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const scrolled = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return parent.getBoundingClientRect().right <= clientWidth + 0.5;
      }
      return false;
    };
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > clientWidth + 0.5 && getComputedStyle(element).visibility !== 'hidden' && !scrolled(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { scrollWidth, clientWidth, past: past.slice(0, 8) };
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px no shop page scrolls sideways or cuts anything off, with the owner's longest name and a photo in the cart`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await phone(browser, width);
    const paths = ['/?mesa=7', '/menu', '/menu?q=supercalifragilisticaespialidosamente', '/orders', '/aboutus', `/pedido/${token}`];
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      if (path === '/orders') {
        await expect(page.getByRole('heading', { name: LONG_NAME })).toBeVisible();
        await startUsingCheckout(page);
        await page.getByText('A domicilio', { exact: true }).click();
      }
      if (path.startsWith('/menu')) await expect(page.getByRole('heading', { name: LONG_NAME })).toBeVisible();
      if (path.startsWith('/pedido')) await expect(page.getByText(LONG_NAME)).toBeVisible();
      // Drawn as a visitor scrolls by: the rows /menu leaves undrawn until they near the screen.
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
          window.scrollTo({ top, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      expect.soft(await sideways(page), `${path} at ${width} px`).toEqual({ scrollWidth: width, clientWidth: width, past: [] });
    }
    await page.context().close();
  });
}
