import { expect, test, type Page } from '@playwright/test';
import { PASSWORD_RULES_HINT as PASSWORD_RULES } from '@/lib/validation/password-hint';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fixClock, OPEN_TIME } from './helpers/clock';
import { addToCart, cardHeadings, startUsingCheckout, waitForHydration } from './helpers/storefront';
import { captureWhatsApp } from './helpers/whatsapp';

// Issue 31: a first order without a stumble, as a new customer tries it on a phone and on a
// desktop. Runs in both projects (playwright.config.ts).

const nbsp = '\u00a0';
const whatsApp = (page: Page) => page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: /carrito$/i });
const bar = (page: Page) => page.getByRole('link', { name: /^Ver pedido/ });
const send = (page: Page) => page.getByRole('button', { name: 'Solicitar por WhatsApp' });
const orderType = (page: Page) => page.getByRole('group', { name: /^¿Cómo quieres tu pedido\?/ });

async function addChurchill(page: Page) {
  await addToCart(page, 'Churchill');
  await expect(bar(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => fixClock(page));

test.describe('1. how the order is received', () => {
  test('from home nothing is preselected: sending without a choice stops beside it, nothing is lost', async ({ page }) => {
    const opened = await captureWhatsApp(page);
    await page.goto('/menu');
    // Details remembered by an older version of the site (Comer aquí, table 5) preselect nothing either.
    await page.evaluate(() => localStorage.setItem('pedido-datos', JSON.stringify({ nombre: 'Ana', tipo: 'mesa', mesa: '5', pago: 'tarjeta' })));
    await addChurchill(page);
    await page.goto('/orders');
    await startUsingCheckout(page);
    for (const name of ['Comer aquí', 'Para llevar', 'A domicilio']) await expect(orderType(page).getByRole('radio', { name })).not.toBeChecked();
    await expect(page.getByLabel(/^Número de mesa/)).toHaveCount(0);

    await send(page).click();
    await expect(orderType(page).getByText('Elige cómo quieres tu pedido', { exact: true })).toBeVisible();
    await expect(orderType(page)).toHaveAccessibleDescription('Elige cómo quieres tu pedido');
    await expect(orderType(page).getByRole('radio', { name: 'Comer aquí' })).toBeFocused();
    expect(opened).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Churchill' })).toBeVisible();
    await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Ana');

    // "Comer aquí" brings the spec's table field with its default 0.
    await orderType(page).getByText('Comer aquí', { exact: true }).click();
    await expect(page.getByLabel(/^Número de mesa/)).toHaveValue('0');
    await expect(orderType(page).getByText('Elige cómo quieres tu pedido')).toHaveCount(0);
    await orderType(page).getByText('Para llevar', { exact: true }).click();
    await send(page).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain('\nPara llevar\n');
    expect(opened[0]).not.toContain('Mesa');
  });

  test('a reload keeps the choice, and its table or address, as it keeps the name; the next order chooses again', async ({ page }) => {
    const opened = await captureWhatsApp(page);
    await page.goto('/menu');
    await addChurchill(page);
    await page.goto('/orders');
    await startUsingCheckout(page);
    await page.getByLabel('Nombre (opcional)').fill('Ana');
    await orderType(page).getByText('A domicilio', { exact: true }).click();
    await page.getByLabel('Dirección').fill('Del parque 200 m norte');
    await page.reload();
    await startUsingCheckout(page);
    await expect(orderType(page).getByRole('radio', { name: 'A domicilio' })).toBeChecked();
    await expect(page.getByLabel('Dirección')).toHaveValue('Del parque 200 m norte');
    await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Ana');

    await orderType(page).getByText('Comer aquí', { exact: true }).click();
    await page.getByLabel(/^Número de mesa/).fill('12');
    await page.reload();
    await startUsingCheckout(page);
    await expect(orderType(page).getByRole('radio', { name: 'Comer aquí' })).toBeChecked();
    await expect(page.getByLabel(/^Número de mesa/)).toHaveValue('12');
    await send(page).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain('\nComer aquí · Mesa 12\n');

    // Sent: the next order, after a reload too, is chosen anew (decision 021); the name stays.
    await expect(page.getByRole('alert').filter({ hasText: '¡Pedido realizado con éxito!' })).toBeVisible({ timeout: 5000 });
    await page.goto('/menu');
    await addChurchill(page);
    await page.goto('/orders');
    await startUsingCheckout(page);
    for (const name of ['Comer aquí', 'Para llevar', 'A domicilio']) await expect(orderType(page).getByRole('radio', { name })).not.toBeChecked();
    await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Ana');
  });

  test('a corrupt or tampered stored choice is ignored: nothing preselected, the page works', async ({ page }) => {
    await page.goto('/menu');
    await addChurchill(page);
    for (const stored of [
      '{',
      '"mesa"',
      '[]',
      JSON.stringify({ tipo: 'avion', mesa: '7' }),
      JSON.stringify({ tipo: 'mesa', mesa: '-3' }),
      JSON.stringify({ tipo: 'llevar', hasta: 'mañana' }),
    ]) {
      await page.evaluate((value) => localStorage.setItem('pedido-tipo', value), stored);
      await page.goto('/orders');
      await startUsingCheckout(page);
      for (const name of ['Comer aquí', 'Para llevar', 'A domicilio']) await expect(orderType(page).getByRole('radio', { name }), stored).not.toBeChecked();
    }
  });

  test('a table link still preselects "Comer aquí" with its table', async ({ page }) => {
    await page.goto('/menu?mesa=7');
    await addChurchill(page);
    await page.goto('/orders');
    await startUsingCheckout(page);
    await expect(orderType(page).getByRole('radio', { name: 'Comer aquí' })).toBeChecked();
    await expect(page.getByLabel(/^Número de mesa/)).toHaveValue('7');
  });
});

test.describe('2. after sending', () => {
  test('the success panel says one step is left, with "Abrir WhatsApp otra vez" first', async ({ page }) => {
    await captureWhatsApp(page);
    await page.goto('/menu?mesa=3');
    await addChurchill(page);
    await page.goto('/orders');
    await send(page).click();
    const panel = page.getByRole('alert').filter({ hasText: '¡Pedido realizado con éxito!' });
    await expect(panel).toBeVisible({ timeout: 5000 });
    const lines = await panel.locator('p, h2').allInnerTexts();
    expect(lines.slice(0, 2)).toEqual(['¡Pedido realizado con éxito!', 'Falta un paso: en WhatsApp, toca Enviar.']);
    await expect(panel.getByRole('link').or(panel.getByRole('button')).first()).toHaveAccessibleName('Abrir WhatsApp otra vez');
  });
});

test.describe('3. natural searches', () => {
  for (const query of ['crepa de nutela', 'crepa con nutella']) {
    test(`"${query}" finds the crepes with Nutella`, async ({ page }) => {
      await page.goto('/menu');
      await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(query);
      await expect(cardHeadings(page)).toHaveText(['Capidulzura', 'La CrepiVara']);
      await expect(page.getByText(`Mostrando: 2 resultados para «${query}»`)).toBeVisible();
    });
  }

  test('names first: "nutella" shows the Nutella extra before the crepes that carry it', async ({ page }) => {
    await page.goto('/menu?q=nutella');
    await expect(cardHeadings(page)).toHaveText(['Nutella', 'Capidulzura', 'La CrepiVara']);
  });
});

/**
 * At `positions` scroll positions spread over the whole page: every visible control or price that
 * the WhatsApp button's box overlaps. "Visible" is the part of the screen between the fixed parts
 * at the top and the opaque bar at the bottom, where a visitor reads and taps.
 */
function coveredByWhatsApp(page: Page, positions: number) {
  return page.evaluate(async (count) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const button = document.querySelector<HTMLElement>('a[aria-label="Escríbenos por WhatsApp"]');
    if (!button) return ['no WhatsApp button'];
    const found = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let step = 0; step < count; step += 1) {
      window.scrollTo({ top: Math.round((end * step) / (count - 1)), behavior: 'instant' });
      await frame();
      const top = Math.max(0, ...[...document.querySelectorAll<HTMLElement>('.site-header, .menu-filters')].map((el) => el.getBoundingClientRect().bottom));
      const barElement = document.querySelector<HTMLElement>('[data-bottom-bar]');
      const opaque = barElement && /^rgb\(/.test(getComputedStyle(barElement).backgroundColor);
      const bottom = opaque ? barElement.getBoundingClientRect().top : window.innerHeight;
      const fab = button.getBoundingClientRect();
      const targets = [
        ...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main summary, footer a[href], footer button'),
        // Prices: the innermost elements that show one.
        ...[...document.querySelectorAll<HTMLElement>('main *, footer *')].filter((el) => el.children.length === 0 && el.textContent?.includes('₡')),
      ];
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(target).visibility === 'hidden') continue;
        const visibleTop = Math.max(box.top, top);
        const visibleBottom = Math.min(box.bottom, bottom);
        const overlaps = box.left < fab.right && box.right > fab.left && Math.max(visibleTop, fab.top) < Math.min(visibleBottom, fab.bottom);
        if (overlaps) found.add(`${target.tagName} "${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return [...found];
  }, positions);
}

test.describe('4. the WhatsApp button', () => {
  test('on /menu it covers no control or price at 20 scroll positions: empty cart, with a table, with items', async ({ page }) => {
    // The phone of the issue: 390 px wide.
    if (page.viewportSize()!.width < 500) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/menu');
    await waitForHydration(page);
    await expect(whatsApp(page)).toBeVisible();
    expect(await coveredByWhatsApp(page, 20), 'empty cart').toEqual([]);

    await page.goto('/menu?mesa=4');
    await addChurchill(page);
    await expect(whatsApp(page)).toBeVisible();
    expect(await coveredByWhatsApp(page, 20), 'table and items').toEqual([]);
    for (const path of ['/', '/aboutus']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await coveredByWhatsApp(page, 20), path).toEqual([]);
    }
    // A desktop window narrower than the page's column leaves no margin to float in.
    if (page.viewportSize()!.width >= 1024) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/menu');
      await waitForHydration(page);
      expect(await coveredByWhatsApp(page, 20), '/menu at 1024 px').toEqual([]);
    }
  });

  test('/orders has no WhatsApp button of its own, empty or with items', async ({ page }) => {
    await page.goto('/orders');
    await waitForHydration(page);
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
    await expect(whatsApp(page)).toHaveCount(0);
    await page.goto('/menu');
    await addChurchill(page);
    await bar(page).click();
    await expect(page.getByRole('heading', { name: 'Churchill' })).toBeVisible();
    await expect(whatsApp(page)).toHaveCount(0);
  });
});

test.describe('5. one count everywhere', () => {
  // An old cart: a crepe saved before choices existed (not orderable until completed) and two drinks.
  const oldCart = JSON.stringify([
    { id: 5, nombre: 'Capiberry', precio: 1900, cantidad: 2, imagen: '/images/menu/capiberry.webp' },
    { id: 13, nombre: 'Churchill', precio: 3450, cantidad: 1, imagen: '/images/menu/churchill.webp' },
    { id: 16, nombre: 'Té', precio: 800, cantidad: 1, imagen: '/images/menu/te.webp' },
  ]);

  test('the badge, the bar and /orders count the lines that will be sent; axe passes on /orders in both themes', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate((cart) => localStorage.setItem('carrito', cart), oldCart);
    for (const path of ['/', '/menu', '/aboutus']) {
      await page.goto(path);
      await expect(bar(page), path).toHaveAccessibleName(`Ver pedido (2) · ₡4${nbsp}250`);
      await expect(cartLink(page), path).toHaveAccessibleName('2 productos en el carrito');
      await expect(cartLink(page), path).toHaveText('2');
    }
    await page.goto('/orders');
    await expect(page.getByText('Completa tu elección: no se incluye en el pedido')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(`₡4${nbsp}250`);
    await expect(cartLink(page)).toHaveAccessibleName('2 productos en el carrito');
    await expect(cartLink(page)).toHaveText('2');
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('6. the table of the visit', () => {
  test('"Mesa 7" shows on every shop page and in a second tab, can be removed, and lasts 3 hours', async ({ page, context }) => {
    await page.goto('/menu?mesa=7');
    const table = (target: Page) => target.getByRole('complementary', { name: 'Tu pedido' }).getByText('Mesa 7', { exact: true });
    await expect(table(page)).toBeVisible();
    for (const path of ['/', '/menu', '/aboutus']) {
      await page.goto(path);
      await expect(table(page), path).toBeVisible();
    }
    const second = await context.newPage();
    await fixClock(second);
    await second.goto('/');
    await expect(table(second)).toBeVisible();

    // Removed in one tab, gone in the other at once.
    await second.getByRole('button', { name: 'Quitar mesa 7' }).click();
    await expect(table(second)).toHaveCount(0);
    await expect(page.getByText('Mesa 7', { exact: true })).toHaveCount(0);
    await second.close();

    // Scanned again, then three hours and a minute later: forgotten.
    await page.goto('/menu?mesa=7');
    await expect(table(page)).toBeVisible();
    await page.clock.setFixedTime(new Date(OPEN_TIME.getTime() + (3 * 60 + 1) * 60_000));
    await page.goto('/menu');
    await waitForHydration(page);
    await expect(page.getByText('Mesa 7', { exact: true })).toHaveCount(0);
  });
});

test.describe('6. a stored table that is not ours to trust', () => {
  for (const [label, value] of [
    ['not JSON', '{mesa'],
    ['a table out of range', JSON.stringify({ mesa: 5000, hasta: OPEN_TIME.getTime() + 60_000 })],
    ['an expiry years away', JSON.stringify({ mesa: 7, hasta: OPEN_TIME.getTime() + 1e12 })],
  ] as const) {
    test(`${label}: no table is shown, the pages work and the value is cleared`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/robots.txt');
      await page.evaluate((text) => localStorage.setItem('mesa', text), value);
      for (const path of ['/menu', '/orders', '/']) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByText(/^Mesa \d+$/), path).toHaveCount(0);
      }
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mesa'))).toBeNull();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('7. the password rule, before it surprises', () => {
  test('the field says the whole rule and which special characters count, and which typed character is not allowed', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULES);
    await password.fill('Crepas-2026-guapiles');
    await expect(password).toHaveAccessibleDescription(/«-»/);
    await password.fill('Guápiles2026!');
    await expect(password).toHaveAccessibleDescription(/«á»/);
    await expect(password).not.toHaveAccessibleDescription(/«-»/);
    await password.fill('Guapiles2026!');
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULES);
  });
});

test.describe('8. small things', () => {
  test('/orders names SINPE Móvil among the ways to pay; cash tells the change', async ({ page }) => {
    const opened = await captureWhatsApp(page);
    await page.goto('/menu');
    await addChurchill(page);
    await page.goto('/orders');
    await expect(page.getByText('Aceptamos efectivo, tarjetas (débito y crédito) y SINPE Móvil.')).toBeVisible();
    await startUsingCheckout(page);
    await orderType(page).getByText('Para llevar', { exact: true }).click();
    await page.getByLabel('¿Con cuánto pagas? (opcional)').fill('5000');
    await expect(page.getByText(`Vuelto: ₡1${nbsp}550`)).toBeVisible();
    await send(page).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain(`\nPago: Efectivo, pago con ₡5${nbsp}000 · Vuelto: ₡1${nbsp}550\n`);
  });

  test('the message says which extras a line price includes', async ({ page }) => {
    const opened = await captureWhatsApp(page);
    await page.goto('/menu?mesa=2');
    await page.getByRole('button', { name: 'Agregar Capidulzura al carrito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personaliza tu Capidulzura' });
    await dialog.getByRole('radio', { name: 'Vainilla' }).check();
    await dialog.getByRole('button', { name: 'Más Nutella' }).click();
    await dialog.getByRole('button', { name: /^Agregar · / }).click();
    await page.goto('/orders');
    await send(page).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toContain(`• 1 x Capidulzura - ₡3${nbsp}900 c/u = ₡3${nbsp}900\n   Helado: Vainilla\n   Extras: incluye Nutella +₡500\n`);
  });

  test('a long option label keeps its radio round and whole in the dialog', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Agregar Capiberry al carrito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personaliza tu Capiberry' });
    const radio = dialog.getByRole('radio', { name: 'Chispas de chocolate' });
    const short = dialog.getByRole('radio', { name: 'Maní' });
    const [long, reference] = [await radio.boundingBox(), await short.boundingBox()];
    expect(long!.width).toBeCloseTo(reference!.width, 0);
    expect(long!.width).toBeCloseTo(long!.height, 0);
  });

  test('every category chip is whole on screen on a desktop', async ({ page }) => {
    test.skip(page.viewportSize()!.width < 1024, 'on a phone the chips scroll sideways');
    await page.goto('/menu');
    for (const name of ['Todos', 'Extras']) {
      await expect(page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInViewport({ ratio: 1 });
    }
  });
});

test('the new parts have no serious accessibility problems, light and dark', async ({ page }) => {
  await page.goto('/menu?mesa=7');
  await addChurchill(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/menu');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    await expect(page.getByRole('button', { name: 'Quitar mesa 7' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
