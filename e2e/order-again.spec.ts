import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInOwner } from './helpers/accounts';
import { fixClock } from './helpers/clock';
import { addToCart, startUsingCheckout } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// "Pedir de nuevo" (issue 41): the last orders sent from this browser come back into the cart in one
// tap, checked against today's menu, with the details they went with. On the desk's server (its own
// database); the owner's changes here touch only Chocolate and Granizado sencillo, which no other
// spec on that server orders, and are put back at the end.

const desk = process.env.E2E_DESK_URL!;
test.use({ baseURL: desk });

const nbsp = '\u00a0';

async function ownerMenu(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: desk, locale: 'es-CR', timezoneId: 'America/Costa_Rica' })).newPage();
  await signInOwner(page);
  await page.goto('/home-admin/menu');
  return page;
}

/** The owner's "Editar" with a new price, through the desk as the owner does it. */
async function setPrice(owner: Page, nombre: string, precio: number) {
  await owner.getByRole('button', { name: `Editar ${nombre}`, exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: `Editar ${nombre}` });
  await dialog.getByLabel('Precio (₡)', { exact: true }).fill(String(precio));
  const saved = owner.waitForResponse((response) => response.url().includes('/api/desk/menu/') && response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
}

test('"Pedir de nuevo" after a price change and a sold-out item: the cart holds the rest with the notices, and the form\'s fields come back', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: desk, locale: 'es-CR', timezoneId: 'America/Costa_Rica' })).newPage();
  await fixClock(page);
  const opened = await captureWhatsApp(page);
  await page.goto('/menu');
  await addToCart(page, 'Chocolate', 2);
  await addToCart(page, 'Granizado sencillo');
  await page.goto('/orders');
  // Nothing sent from this browser yet: nothing to order again.
  await startUsingCheckout(page);
  await page.getByLabel('Nombre (opcional)').fill('Luis');
  await page.getByText('A domicilio', { exact: true }).click();
  await page.getByLabel('Dirección').fill('Frente a la plaza, casa verde');
  await page.getByLabel('Teléfono (opcional)').fill('8888-6666');
  await page.getByText('Tarjeta', { exact: true }).click();
  await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(opened[0]!)![1]!;
  await expect(page.getByRole('alert').filter({ hasText: '¡Pedido realizado con éxito!' })).toBeVisible();

  // The cart is empty now; its last order is offered.
  const past = page.getByRole('region', { name: 'Tus pedidos anteriores' });
  await expect(past).toContainText(`Pedido #${reference}`);
  await expect(past).toContainText('2 x Chocolate, 1 x Granizado sencillo');
  await expect(past).toContainText(`Total entonces: ₡2${nbsp}795`);

  const owner = await ownerMenu(browser);
  const availability = async (id: number, disponible: boolean) =>
    expect((await owner.request.put(`/api/desk/availability/${id}`, { data: { disponible } })).status()).toBe(200);
  try {
    await setPrice(owner, 'Chocolate', 1100);
    await availability(25, false);

    // A new visit, another day: the order comes back priced by today's menu.
    await page.reload();
    await page.getByRole('button', { name: `Pedir de nuevo el pedido #${reference}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeFocused();
    const notices = page.getByTestId('avisos-carrito');
    await expect(notices).toContainText(`El precio de Chocolate cambió a ₡1${nbsp}100.`);
    const lines = page.getByRole('region', { name: /^Productos en el carrito/ });
    await expect(lines.getByRole('listitem').filter({ hasText: 'Chocolate' })).toContainText(`₡2${nbsp}200`);
    await expect(lines.getByRole('listitem').filter({ hasText: 'Granizado sencillo' })).toContainText('Agotado hoy');
    await expect(page.getByTestId('order-total')).toHaveText(`₡2${nbsp}200`);
    // The form as it went: name, type, address, phone and payment.
    await startUsingCheckout(page);
    await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Luis');
    await expect(page.getByRole('radio', { name: 'A domicilio' })).toBeChecked();
    await expect(page.getByLabel('Dirección')).toHaveValue('Frente a la plaza, casa verde');
    await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('8888-6666');
    await expect(page.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
  } finally {
    await availability(25, true);
    await owner.reload();
    await setPrice(owner, 'Chocolate', 900);
    await owner.context().close();
  }
  await page.context().close();
});

test('a corrupt list of past orders in storage is ignored: the empty cart shows as always', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('pedidos-anteriores', '[{"reference":"<script>","cart":7}, "x"'));
  await page.goto('/orders');
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus pedidos anteriores' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('pedidos-anteriores', '[{"reference":"<script>","cart":7}]'));
  await page.reload();
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus pedidos anteriores' })).toHaveCount(0);
});
