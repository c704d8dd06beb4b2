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
  // In the owner's words, with a line for whoever runs the site.
  const note = page.getByRole('note');
  await expect(note).toContainText('Ojo: estos códigos todavía llevan a localhost:3000, una dirección que solo funciona en esta computadora.');
  await expect(note).toContainText('Para quien administra el sitio: la dirección sale de NEXT_PUBLIC_SITE_URL');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The codes are made on the server: the browser downloads no QR code library.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await (await page.request.get(script)).text(), script).not.toContain('boostEcc');
});

test('printed on A4: only the cards, six to a page, the warning on the first page only', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/home-admin/mesas');
  await expect(page.getByRole('img', { name: /^Código QR de la mesa / })).toHaveCount(12);
  // As wide as A4 between its 10 mm margins, so text wraps as on paper.
  const mm = 96 / 25.4;
  await page.setViewportSize({ width: Math.floor(190 * mm), height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByLabel('Desde')).toBeHidden();
  for (const name of ['Imprimir', 'Ver hoja']) await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Volver al panel' })).toBeHidden();

  // Tables 1-6 on one page, 7-12 on the next; the localhost warning on top of the first only, in
  // the owner's words (the line for whoever runs the site stays on screen).
  const pages = page.locator('.sheet-page');
  await expect(pages).toHaveCount(2);
  for (const [index, tables] of [
    [0, [1, 2, 3, 4, 5, 6]],
    [1, [7, 8, 9, 10, 11, 12]],
  ] as const) {
    const sheet = pages.nth(index);
    await expect(sheet.getByRole('listitem')).toHaveCount(tables.length);
    for (const table of tables) await expect(sheet.getByText(`Mesa ${table}`, { exact: true })).toBeVisible();
    if (index === 0) {
      await expect(sheet.getByRole('note')).toBeVisible();
      await expect(sheet.getByRole('note')).toContainText(
        'Antes de imprimirlos, pide a quien te ayuda con la página que ponga la dirección pública de la tienda.',
      );
      await expect(sheet.getByRole('note')).not.toContainText('NEXT_PUBLIC');
    } else {
      await expect(sheet.getByRole('note')).toHaveCount(0);
    }
    await expect(sheet).toHaveCSS('break-before', index === 0 ? 'auto' : 'page');
    await expect(sheet).toHaveCSS('break-inside', 'avoid');
  }
  for (const box of await pages.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))) {
    // No taller than A4 between the 10 mm margins, so a page never spills onto the next sheet.
    expect(box.height).toBeLessThanOrEqual(277 * mm + 1);
    expect(box.height).toBeGreaterThan(270 * mm);
  }
  // Every card shows all of itself: nothing clipped to make six fit.
  const clipped = await pages.getByRole('listitem').evaluateAll((cards) => cards.filter((card) => card.scrollHeight > card.clientHeight + 1).length);
  expect(clipped).toBe(0);

  // Chromium's own print of the sheet: exactly two A4 pages (a card pushed down would make more).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  const [width, height] = (pdf.match(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/) ?? []).slice(1).map(Number);
  expect([width, height].map((points) => Math.round(points ?? 0))).toEqual([595, 842]); // A4 in points
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
