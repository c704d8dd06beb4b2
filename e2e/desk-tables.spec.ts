import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test, type Locator } from '@playwright/test';
import { signInCustomer, signInOwner } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// Issue 14, "Mesas": the owner's printable sheet of table QR codes. The codes are decoded from
// screenshots, as a phone's camera would read them. Read-only, so it runs on the shared server.

async function decode(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
}

test('the owner prints tables 3-8: six codes that open the menu with each table, and a warning while the site is localhost', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/home-admin');
  const section = page.getByRole('region', { name: 'Mesas' });
  await section.getByLabel('Desde').fill('3');
  await section.getByLabel('Hasta').fill('8');
  await section.getByRole('button', { name: 'Ver hoja' }).click();
  await expect(page).toHaveURL(/\/home-admin\/mesas\?desde=3&hasta=8$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Códigos QR de las mesas' })).toBeVisible();

  const codes = page.getByRole('img', { name: /^Código QR de la mesa / });
  await expect(codes).toHaveCount(6);
  for (let table = 3; table <= 8; table += 1) {
    const code = page.getByRole('img', { name: `Código QR de la mesa ${table}: http://localhost:3000/menu?mesa=${table}` });
    expect(await decode(code), `mesa ${table}`).toBe(`http://localhost:3000/menu?mesa=${table}`);
    await expect(page.getByText(`Mesa ${table}`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Escanea para ver el menú y pedir')).toHaveCount(6);
  await expect(page.getByRole('note')).toContainText('NEXT_PUBLIC_SITE_URL');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The codes are made on the server: the browser downloads no QR code library.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await (await page.request.get(script)).text(), script).not.toContain('boostEcc');
});

test('printed on A4: only the cards, six to a page', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/home-admin/mesas');
  await expect(page.getByRole('img', { name: /^Código QR de la mesa / })).toHaveCount(12);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  const cards = page.locator('.table-card');
  await expect(cards.nth(0)).toBeVisible();
  const breaks = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).breakBefore));
  expect(breaks.map((value, index) => (value === 'page' ? index + 1 : 0)).filter(Boolean)).toEqual([7, 8]);
  const heights = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  // 92 mm each: three rows fit the 277 mm between the page margins.
  for (const height of heights) expect(height * 3).toBeLessThanOrEqual((277 / 25.4) * 96);
});

test('a bad range shows why, in Spanish, with the form to fix it', async ({ page }) => {
  await signInOwner(page);
  for (const [query, message] of [
    ['desde=9&hasta=2', '«Desde» no puede ser mayor que «Hasta».'],
    ['desde=abc', 'Escribe números enteros de mesa entre 1 y 999.'],
    ['hasta=5000', 'Escribe números enteros de mesa entre 1 y 999.'],
    ['desde=1&hasta=80', 'Una hoja lleva como mucho 60 mesas: imprime el resto en otra.'],
  ] as const) {
    const response = await page.goto(`/home-admin/mesas?${query}`);
    expect(response!.status(), query).toBe(200);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('img', { name: /^Código QR/ })).toHaveCount(0);
    await expect(page.getByLabel('Desde')).toBeVisible();
  }
});

test('customers and visitors never get the sheet', async ({ page, playwright }) => {
  await signInCustomer(page);
  const response = await page.goto('/home-admin/mesas');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Códigos QR de las mesas')).toHaveCount(0);
  await page.goto('/home-admin');
  await expect(page.getByRole('region', { name: 'Mesas' })).toHaveCount(0);

  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const answer = await anonymous.get('/home-admin/mesas?desde=1&hasta=2', { headers, maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(await answer.text()).not.toContain('Códigos QR');
  }
  await anonymous.dispose();
});
