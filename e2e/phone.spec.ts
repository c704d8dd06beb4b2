import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fixClock } from './helpers/clock';
import { addToCart, waitForHydration } from './helpers/storefront';

// Issue 13: ordering on a 390 x 844 phone. Runs in the phone project only (touch, mobile UA).

test.use({ viewport: { width: 390, height: 844 } });

const nbsp = '\u00a0';

async function addChurchill(page: Page, times = 1) {
  await addToCart(page, 'Churchill', times);
}

/**
 * Taps a part of a row that is not a control of its own (force: the row's name button covers it).
 * The page scrolls smoothly, so Playwright's own scroll can still be moving when it taps: bring the
 * element on screen at once and wait until it is wholly there first.
 */
async function tapInView(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(target).toBeInViewport({ ratio: 1 });
  await target.tap({ force: true });
}

/** Rows of /menu whose whole box is on screen below the fixed part at the top (and above the bar). */
function rowsOnScreen(page: Page) {
  return page.evaluate(() => {
    const top = Math.max(0, ...[...document.querySelectorAll<HTMLElement>('.site-header, .menu-filters')].map((el) => el.getBoundingClientRect().bottom));
    const bar = document.querySelector<HTMLElement>('[data-cart-bar-link]')?.getBoundingClientRect().top ?? window.innerHeight;
    return {
      fixedTop: top,
      rows: [...document.querySelectorAll('main article')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= top - 1 && box.bottom <= Math.min(bar, window.innerHeight) + 1;
      }).length,
    };
  });
}

/**
 * Interactive elements of main that a fixed element (navbar, filters, bar, WhatsApp button) covers
 * once scrolled into view, at the top and at the bottom of the screen, as focus moves them.
 */
function coveredControls(page: Page) {
  return page.evaluate(async () => {
    const covered: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main textarea, main select, main summary')].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    for (const block of ['start', 'end'] as const) {
      for (const control of controls) {
        control.scrollIntoView({ block, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && hit !== control && !control.contains(hit) && !hit.contains(control)) {
          covered.push(
            `${block}: ${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)}" under ${hit.tagName}.${hit.className.toString().slice(0, 40)}`,
          );
        }
      }
    }
    return covered;
  });
}

// Ordering happens inside opening hours (the closed shop has its own spec).
test.beforeEach(async ({ page }) => fixClock(page));

test.describe('compact menu', { tag: '@phone' }, () => {
  test('rows: at least 5 per screen under a fixed top of at most 120 px, all 30 in at most 6,000 px', async ({ page }) => {
    await page.goto('/menu');
    await addChurchill(page); // the cart bar shows: rows must still fit above it
    await expect(page.getByRole('link', { name: /^Ver pedido/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(6000);
    const box = await page.locator('main article').first().boundingBox();
    expect(box!.height).toBeLessThanOrEqual(130);
    expect((await page.locator('main article img').first().boundingBox())!.width).toBeGreaterThanOrEqual(80);

    // Scroll down into the list: the navbar slides away.
    await page.mouse.wheel(0, 900);
    await expect
      .poll(async () => (await page.getByRole('banner').boundingBox())!.y + (await page.getByRole('banner').boundingBox())!.height)
      .toBeLessThanOrEqual(1);
    await expect.poll(async () => (await rowsOnScreen(page)).fixedTop).toBeLessThanOrEqual(120);
    // Where a wheel lands is arbitrary: scroll on (down, so the navbar stays away) until a row's
    // top meets the fixed part, as a visitor reading the list would see it.
    await page.evaluate(
      (top) => {
        const next = [...document.querySelectorAll('main article')].find((row) => row.getBoundingClientRect().top >= top - 1);
        if (next) window.scrollBy({ top: next.getBoundingClientRect().top - top, behavior: 'instant' });
      },
      (await rowsOnScreen(page)).fixedTop,
    );
    await expect.poll(async () => (await rowsOnScreen(page)).rows).toBeGreaterThanOrEqual(5);
    // Category filter and search stay reachable.
    await expect(page.getByRole('searchbox', { name: 'Buscar en el menú' })).toBeInViewport();
    await expect(page.getByRole('group', { name: 'Categorías' })).toBeInViewport();

    // Scrolling up brings the navbar back.
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())!.y).toBeGreaterThanOrEqual(-1);
    await expect(page.getByRole('link', { name: 'CrepiVara, ir al inicio' })).toBeInViewport();
  });

  test('tapping a row opens the details: a sheet for a plain product, the choices for one with choices', async ({ page }) => {
    await page.goto('/menu');
    await waitForHydration(page); // a tap before React listens is lost
    const row = page.locator('main article').filter({ has: page.getByRole('heading', { name: 'Churchill' }) });
    // The description, not the button.
    await tapInView(row.getByText(/^El clásico de la costa tica/));
    const sheet = page.getByRole('dialog', { name: 'Churchill' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Disponible', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await sheet.getByRole('button', { name: `Agregar · ₡3${nbsp}450` }).tap();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Ver pedido (1) · ₡3${nbsp}450` })).toBeVisible();

    const berry = page.locator('main article').filter({ has: page.getByRole('heading', { name: 'Capiberry' }) });
    await tapInView(berry.getByRole('img'));
    await expect(page.getByRole('dialog', { name: 'Personaliza tu Capiberry' })).toBeVisible();
  });
});

test.describe('cart bar', { tag: '@phone' }, () => {
  test('"Ver pedido (N) · ₡total" on the shop pages but /orders, with a polite announcement', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('link', { name: /^Ver pedido/ })).toHaveCount(0);
    await addChurchill(page, 2);
    const bar = page.getByRole('link', { name: `Ver pedido (2) · ₡6${nbsp}900` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Churchill agregado al carrito' })).toHaveCount(1);
    for (const path of ['/', '/aboutus']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: `Ver pedido (2) · ₡6${nbsp}900` })).toBeVisible();
    }
    await bar.tap();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('link', { name: /^Ver pedido/ })).toHaveCount(0);
  });

  test('nothing in main is hidden under the bar or the WhatsApp button', async ({ page }) => {
    await page.goto('/menu');
    await addChurchill(page);
    for (const path of ['/menu', '/', '/aboutus']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: /^Ver pedido/ })).toBeVisible();
      expect(await coveredControls(page), path).toEqual([]);
    }
    // /orders with four lines (the 4th line's delete button used to hide under WhatsApp's).
    await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([13, 14, 16, 17].map((id) => ({ id, cantidad: 1 })))));
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Eliminar Café negro' })).toBeVisible();
    expect(await coveredControls(page), '/orders').toEqual([]);
  });
});

test.describe('long notes', { tag: '@phone' }, () => {
  test('a note without spaces wraps inside its cart line: /orders stays as wide as the phone', async ({ page }) => {
    // 80 characters (the limit) with no space, as a pasted link or "jajaja..." would be. Wider
    // than the screen, it made a phone zoom the whole page out, and taps missed their buttons.
    await page.goto('/menu');
    await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 13, cantidad: 1, nota: 'x'.repeat(80) }])));
    await page.goto('/orders');
    await expect(page.getByText(`Nota: «${'x'.repeat(80)}»`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('after ordering', { tag: '@phone' }, () => {
  test('the success panel is in view and focused, can open WhatsApp again, and survives a reload until a new item', async ({ page }) => {
    const opened: string[] = [];
    await page.context().route('https://wa.me/**', (route) => {
      opened.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
    });
    await page.goto('/menu');
    await addChurchill(page);
    await page.goto('/orders');
    await page.getByText('Para llevar', { exact: true }).tap();
    await page.getByRole('button', { name: 'Solicitar por WhatsApp' }).tap();
    const panel = page.getByRole('alert').filter({ hasText: '¡Pedido realizado con éxito!' });
    await expect(panel).toBeVisible({ timeout: 5000 });
    await expect(panel).toBeFocused();
    await expect(panel).toBeInViewport({ ratio: 1 });
    const reference = /^Pedido #([A-Z2-9]{5})$/m.exec(new URL(opened[0]!).searchParams.get('text') ?? '')?.[1];
    await expect(panel.getByRole('heading', { name: `Pedido #${reference}` })).toBeVisible();
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();

    const again = panel.getByRole('link', { name: 'Abrir WhatsApp otra vez' });
    // The same message. When the server's answer came after WhatsApp opened (a slow line, a busy
    // machine), the one sent again also ends with the link to follow the order.
    const withoutLink = (text: string | null) => (text ?? '').replace(/\n\nSigue tu pedido: \S+$/, '');
    expect(withoutLink(new URL((await again.getAttribute('href'))!).searchParams.get('text'))).toBe(withoutLink(new URL(opened[0]!).searchParams.get('text')));

    await page.reload();
    await expect(page.getByRole('heading', { name: `Pedido #${reference}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar pedido' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/menu');
    await addChurchill(page);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Churchill' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Pedido #/ })).toHaveCount(0);
  });
});
