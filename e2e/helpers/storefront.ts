import { expect, type Locator, type Page } from '@playwright/test';

// The values playwright.config.ts gives the servers (serverEnv); keep them in step.
export const WHATSAPP_NUMBER = '50688887777';
export const SURVEY_URL = 'https://example.com/encuesta';

/** Collapses every run of whitespace (no-break spaces included) into one plain space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const primaryNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Principal' });

/** Product cards' name headings inside the page's main content. */
export const cardHeadings = (page: Page): Locator => page.getByRole('main').getByRole('heading', { level: 3 });

/** The product card (article) whose heading is exactly `nombre`. */
export const productCard = (page: Page, nombre: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: nombre, exact: true }) });

/** Waits until React has hydrated the navbar: the theme switch only knows the theme on the client. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: /^Cambiar a tema (claro|oscuro)$/ })).toBeVisible();
}

/**
 * On a phone the order form sits below a long cart and loads once the visitor uses the page
 * (components/ui/use-needed-soon.ts). A key press says so without moving the page: a scroll
 * still animating (the site scrolls smoothly) would move the form under the next click. Pressed
 * again until the form appears, in case the cart was still drawing. e2e/js-budget.spec.ts tests
 * the scroll itself.
 */
export async function startUsingCheckout(page: Page) {
  const form = page.getByRole('group', { name: '¿Cómo quieres tu pedido?' });
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(form).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** What this tab keeps of its cart: the stored cart and the adds still waiting for its chunk. */
function keptCart(page: Page): Promise<string> {
  return page.evaluate(() => `${localStorage.getItem('carrito')}|${sessionStorage.getItem('carrito-pendiente')}`);
}

/**
 * Taps "Agregar <nombre>" (a product without choices) `times` times, once React has hydrated the
 * button, each time until the tab keeps the add. On a busy machine a tap before hydration was lost
 * (no listener yet) or replayed after the test's next `goto` had left the page: an empty cart.
 */
export async function addToCart(page: Page, nombre: string, times = 1, within: Page | Locator = page) {
  const button = within.getByRole('button', { name: `Agregar ${nombre} al carrito` });
  await expect
    .poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: `"Agregar ${nombre}" is hydrated`,
      timeout: 30_000,
    })
    .toBe(true);
  for (let i = 0; i < times; i += 1) {
    const before = await keptCart(page);
    await button.click();
    await expect.poll(() => keptCart(page), { message: `the add of ${nombre} is kept` }).not.toBe(before);
  }
}

/** In "Personaliza tu Capiberry": Fresa and Kiwi, Maní, Chocolate, then "Agregar · ₡…". */
export async function chooseBerryOptions(dialog: Locator) {
  await dialog.getByRole('checkbox', { name: 'Fresa' }).check();
  await dialog.getByRole('checkbox', { name: 'Kiwi' }).check();
  await dialog.getByRole('radio', { name: 'Maní' }).check();
  await dialog
    .getByRole('group', { name: /^Jarabe/ })
    .getByRole('radio', { name: 'Chocolate' })
    .check();
  await dialog.getByRole('button', { name: /^Agregar · / }).click();
}
