import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { CLOSED_TIME, fixClock, OPEN_TIME } from './helpers/clock';
import { addToCart } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// Issue 14, "Horario": every shop page says whether the shop is open, in Costa Rica time, and a
// closed shop's checkout asks for a second tap and marks the message. The clock is fixed (Lun-Dom
// 11:00-20:00 in data/hours.ts), so these hold at any hour.

const status = (page: Page) => page.locator('[data-abierto]').first();

test('every shop page says "Abierto ahora · cierra a las 8:00 p. m." at 3 p.m., in one line that does not move', async ({ page }) => {
  await fixClock(page, OPEN_TIME);
  for (const path of ['/', '/menu', '/orders', '/aboutus']) {
    await page.goto(path);
    await expect(status(page), path).toHaveText('Abierto ahora · cierra a las 8:00 p. m.');
    await expect(status(page)).toHaveAttribute('data-abierto', 'true');
    expect((await status(page).boundingBox())!.height, path).toBeLessThanOrEqual(33);
  }
});

test('at 10 p.m. the pages say "Cerrado · abre mañana a las 11:00 a. m.", whatever the server rendered', async ({ page }) => {
  await fixClock(page, CLOSED_TIME);
  await page.goto('/aboutus');
  await expect(status(page)).toHaveText('Cerrado · abre mañana a las 11:00 a. m.');
  await expect(status(page)).toHaveAttribute('data-abierto', 'false');
  // Past midnight in Costa Rica it is "hoy".
  await fixClock(page, new Date('2026-12-10T06:30:00-06:00'));
  await page.goto('/menu');
  await expect(status(page)).toHaveText('Cerrado · abre hoy a las 11:00 a. m.');
});

test('closed: /orders says so above the button, offers a time for later, sends as it is with a second tap, and the message starts with "(Pedido fuera de horario)"', async ({
  page,
}) => {
  await fixClock(page, CLOSED_TIME);
  const opened = await captureWhatsApp(page);
  await page.goto('/menu');
  await addToCart(page, 'Té');
  await page.goto('/orders');
  const notice = page.getByTestId('cerrado');
  await expect(notice).toContainText('Cerrado · abre mañana a las 11:00 a. m.');
  await expect(notice).toContainText('Ahora estamos cerrados. Puedes programar tu pedido para cuando abramos en «¿Para cuándo?».');
  await page.getByText('Comer aquí', { exact: true }).click();
  await page.getByLabel(/^Número de mesa/).fill('4');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  // The first tap offers the next opening's times (e2e/order-later.spec.ts); back on "Lo antes
  // posible", the order can still go as it is.
  await expect(page.getByRole('radio', { name: 'Más tarde' })).toBeChecked();
  await expect(notice).toContainText('Te lo programamos para cuando abramos');
  expect(opened).toEqual([]);
  await page.getByText('Lo antes posible', { exact: true }).click();
  const again = page.getByRole('button', { name: 'Enviar de todos modos' });
  await expect(again).toBeVisible();
  await expect(notice).toContainText('¿Lo enviamos de todos modos? Toca «Enviar de todos modos».');
  expect(opened).toEqual([]);

  await again.click();
  await expect.poll(() => opened.length).toBe(1);
  const lines = opened[0]!.split('\n');
  expect(lines.slice(0, 2)).toEqual(['(Pedido fuera de horario)', '¡Hola CrepiVara! Quiero hacer un pedido.']);
  expect(lines).toContain('Comer aquí · Mesa 4');
  // The spec's flow afterwards is the usual one.
  await expect(page.getByRole('button', { name: 'Procesando Pedido...' })).toBeVisible();
  await expect(page.getByText('¡Pedido realizado con éxito!')).toBeVisible({ timeout: 10_000 });
});

test('open: one tap sends, and the message has no out-of-hours line', async ({ page }) => {
  await fixClock(page, OPEN_TIME);
  const opened = await captureWhatsApp(page);
  await page.goto('/menu');
  await addToCart(page, 'Té');
  await page.goto('/orders');
  await expect(page.getByTestId('cerrado')).toHaveCount(0);
  await page.getByText('Para llevar', { exact: true }).click();
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]!.split('\n')[0]).toBe('¡Hola CrepiVara! Quiero hacer un pedido.');
});
