import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PASSWORD } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { postPatiently } from './helpers/patient';

// Issue 14, "Signed-in visitors on the public site": the navbar says who is signed in and leads
// to the panel or out; signed out, the footer has "Ingresar". Desktop and phone.

test('signed out: no account menu, and the footer leads to the login', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Hola, / })).toHaveCount(0);
  const login = page.getByRole('contentinfo').getByRole('link', { name: 'Ingresar' });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('href', '/login');
});

test('signed in: "Hola, <nombre>" opens "Mi panel" and "Cerrar sesión", which signs out everywhere', { tag: '@phone' }, async ({ page }) => {
  const correo = `nav-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await postPatiently(page.request, '/api/user', { nombre: 'Marisol', apellido: 'Prueba', correo, contraseña: PASSWORD })).status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  const account = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Hola, Marisol' });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ingresar' })).toBeHidden();

  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('link', { name: 'Mi panel' });
  await expect(panel).toHaveAttribute('href', '/home-admin');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(account).toBeFocused();

  // The menu is on every shop page; "Mi panel" opens the admin area.
  await page.goto('/menu');
  await account.click();
  await page.getByRole('link', { name: 'Mi panel' }).click();
  await expect(page.getByRole('heading', { name: 'AdminHome' })).toBeVisible();

  await page.goto('/aboutus');
  await account.click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(account).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  expect((await page.request.get('/api/auth')).status()).toBe(401);
  await page.goto('/home-admin');
  await expect(page).toHaveURL(/\/login/);
});

test('a stored user that cannot be read shows no menu and breaks nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('user', '{"nombre":'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CrepiVara');
  await expect(page.getByRole('button', { name: /^Hola, / })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  expect(errors).toEqual([]);
});
