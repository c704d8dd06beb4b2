import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD_RULES_HINT } from '@/lib/validation/password-hint';
import { PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { databaseOf, invite, withDatabase } from './helpers/owners';
import { postPatiently } from './helpers/patient';

// "Mi cuenta" (/account, the sidebar's Cuenta) and the owner's /activar, as people use them, on a
// desktop and on a phone (playwright.config.ts runs this spec on both).

/** A new customer signed in on `page`; returns the account. */
async function customer(page: Page) {
  const correo = `cuenta-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await postPatiently(page.request, '/api/user', { nombre: 'Ana', apellido: 'Vargas', correo, contraseña: PASSWORD });
  expect(created.status()).toBe(201);
  await signIn(page, correo);
  return { correo };
}

/** A second browser signed in to the same account. */
async function otherBrowser(browser: Browser, correo: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(context.request, correo);
  expect((await context.request.get('/api/auth')).status()).toBe(200);
  return context;
}

const login = (page: Page, correo: string, password: string) => postPatiently(page.request, '/api/auth', { mail: correo, password });

test('the sidebar\'s "Mi cuenta" opens the account page; a new name shows in the panel and the navbar', async ({ page }) => {
  const { correo } = await customer(page);
  await page.goto('/home-admin');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByText(correo)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '(este dispositivo)' })).toHaveCount(1);

  // Typed once the page's scripts run (the button is enabled then): hydration resets a controlled
  // field to the server's value.
  await expect(page.getByRole('button', { name: 'Guardar nombre' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nombre actualizado.' })).toBeVisible();
  // The panel's greeting is the server's: it follows with the page's refresh, a round trip that a
  // busy machine can stretch past the default 5 s.
  await expect(page.getByText('Hola, Lucía')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').nombre)).toBe('Lucía');
});

test('changing the password: a wrong current one is told at the field; the right one ends the other session', async ({ page, browser }) => {
  const { correo } = await customer(page);
  const other = await otherBrowser(browser, correo);
  await page.goto('/account');
  const actual = page.getByLabel('Contraseña actual');
  await actual.fill('Equivocada1!');
  // The rule is beside the new password before anything is typed there.
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULES_HINT);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva456$');
  await page.getByLabel('Confirmar nueva contraseña').fill('Nueva456$');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(actual).toBeFocused();
  await expect(actual).toHaveAttribute('aria-invalid', 'true');
  await expect(actual).toHaveAccessibleDescription('La contraseña actual no es correcta.');
  await expectNoSeriousA11yViolations(page, { include: ['#contrasena'] });

  await actual.fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contraseña actualizada.' })).toBeVisible();
  await expect(actual).toHaveValue('');

  expect((await other.request.get('/api/auth')).status()).toBe(401);
  expect((await page.request.get('/api/auth')).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  // The other browser's device is gone; this one stays.
  await expect(page.locator('#dispositivos li')).toHaveCount(1);
  expect((await login(page, correo, PASSWORD)).status()).toBe(401);
  expect((await login(page, correo, 'Nueva456$')).status()).toBe(200);
  await other.close();
});

test('"Cerrar sesión en todos los dispositivos" ends every session, this one too, and keeps this browser known', async ({ page, browser, playwright }) => {
  const { correo } = await customer(page);
  const other = await otherBrowser(browser, correo);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await expect(page).toHaveURL(/\/login\?aviso=sesiones-cerradas$/);
  await expect(page.getByRole('status').filter({ hasText: 'Se cerró la sesión en todos los dispositivos.' })).toBeVisible();
  expect((await page.request.get('/api/auth')).status()).toBe(401);
  expect((await other.request.get('/api/auth')).status()).toBe(401);
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'device' }));

  // Someone guessing spends the account's budget: the browser that pressed the button still signs
  // in (its device is known), the forgotten one waits like a stranger.
  const guesser = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } });
  let refused = false;
  for (let guess = 0; guess < 8 && !refused; guess += 1)
    refused = (await guesser.post('/api/auth', { data: { mail: correo, password: `Mala${guess}!x` } })).status() === 429;
  expect(refused).toBe(true);
  await guesser.dispose();
  expect((await login(page, correo, PASSWORD)).status()).toBe(200);
  expect((await other.request.post('/api/auth', { data: { mail: correo, password: PASSWORD } })).status()).toBe(429);
  await other.close();
});

test('"Eliminar mi cuenta" asks the password, then deletes the row', async ({ page }) => {
  const { correo } = await customer(page);
  await page.goto('/account');
  const password = page.getByLabel('Tu contraseña, para confirmar');
  await password.fill('Equivocada1!');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('La contraseña actual no es correcta.');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/login\?aviso=cuenta-eliminada$/);
  await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta fue eliminada.' })).toBeVisible();
  const rows = withDatabase(databaseOf(test.info().project.use.baseURL!), (db) => db.prepare('SELECT count(*) FROM users WHERE email = ?').pluck().get(correo));
  expect(rows).toBe(0);
  expect((await login(page, correo, PASSWORD)).status()).toBe(401);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`"Mi cuenta" and /activar pass axe in the ${colorScheme} theme and fit the screen`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await customer(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    // "Dispositivos" says in plain words what the list is and what to do about a stranger in it.
    await expect(page.getByRole('region', { name: 'Dispositivos' })).toContainText('Los celulares y computadoras donde ya entraste a tu cuenta.');
    await expect(page.getByRole('region', { name: 'Dispositivos' })).toContainText('Si ves uno que no reconoces, cambia tu contraseña.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.context().clearCookies();
    await page.goto(`/activar?token=${invite(databaseOf(test.info().project.use.baseURL!), `axe-${crypto.randomUUID().slice(0, 8)}@crepivara.test`)}`);
    await expect(page.getByRole('heading', { name: 'Activa tu cuenta de dueño' })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULES_HINT);
    await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
}
