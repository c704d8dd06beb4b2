import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInCustomer } from './helpers/accounts';
import { startUsingCheckout } from './helpers/storefront';

// "Pedir de nuevo" with an account (issue 41): an order sent while signed in is the account's too,
// listed in Mi cuenta from any device, and put back in that browser's cart with its details.

const nbsp = '\u00a0';
const newKey = () => crypto.randomBytes(16).toString('base64url');
const fromSomewhere = () => ({ 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` });
const reference = () => Array.from({ length: 5 }, () => 'ACDFHJKMNPRTWXY'[crypto.randomInt(15)]).join('');

test("Mi cuenta lists the account's orders, not another's, and \"Pedir de nuevo\" fills this browser's cart and form", async ({ page, playwright }) => {
  await signInCustomer(page);
  const mine = reference();
  const order = {
    pedido: mine,
    nombre: 'Marta',
    pago: { metodo: 'tarjeta' },
    entrega: { tipo: 'domicilio', direccion: 'Detrás de la escuela, portón negro', telefono: '8888-5555' },
    items: [
      { id: 16, cantidad: 2 },
      { id: 17, cantidad: 1 },
    ],
  };
  // Sent from another device of the same account: the session's cookie is what counts.
  expect((await page.request.post('/api/orders', { data: { ...order, clave: newKey() }, headers: fromSomewhere() })).status()).toBe(201);
  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const theirs = reference();
  expect((await stranger.post('/api/orders', { data: { ...order, pedido: theirs, clave: newKey() }, headers: fromSomewhere() })).status()).toBe(201);
  await stranger.dispose();

  await page.goto('/account');
  const orders = page.getByRole('region', { name: 'Tus pedidos' });
  await expect(orders).toContainText(`Pedido #${mine}`);
  await expect(orders).toContainText('2 x Té, 1 x Café negro');
  await expect(orders).toContainText(`Total entonces: ₡2${nbsp}`);
  await expect(orders).not.toContainText(theirs);

  await orders.getByRole('button', { name: `Pedir de nuevo el pedido #${mine}` }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const lines = page.getByRole('region', { name: /^Productos en el carrito/ });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem').filter({ hasText: 'Té' })).toContainText(`₡1${nbsp}600`);
  await expect(lines.getByRole('listitem').filter({ hasText: 'Café negro' })).toBeVisible();
  await startUsingCheckout(page);
  await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Marta');
  await expect(page.getByRole('radio', { name: 'A domicilio' })).toBeChecked();
  await expect(page.getByLabel('Dirección')).toHaveValue('Detrás de la escuela, portón negro');
  await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('8888-5555');
  await expect(page.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
});

test('an account with no orders says so', async ({ page }) => {
  await signInCustomer(page);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Tus pedidos' })).toContainText('Todavía no has enviado pedidos con tu cuenta abierta.');
});
