import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './helpers/network';
import { primaryNav, waitForHydration, WHATSAPP_NUMBER } from './helpers/storefront';

// The shared shop layout: navbar (desktop and phone), footer, floating WhatsApp link,
// scroll-to-top on route changes.

test.describe('navbar on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout (links in the bar); the phone project covers "navbar on a phone"');

  test('links go to Inicio, Especialidades, Menú and Nosotros', async ({ page }) => {
    await page.goto('/aboutus');
    const nav = primaryNav(page);
    await expect(nav.getByRole('link', { name: 'Nosotros', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Menú', exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Menú', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CrepiVara' })).toBeVisible();

    await nav.getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
  });

  test('Especialidades lands on the recommended section, from another page and from home', async ({ page }) => {
    await page.goto('/menu');
    const link = primaryNav(page).getByRole('link', { name: 'Especialidades', exact: true });
    await expect(link).toHaveAttribute('href', '/#especialidades');
    await link.click();
    await expect(page).toHaveURL(/\/#especialidades$/);
    const section = page.locator('#especialidades');
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // Already on home, scrolled to the bottom: the link scrolls back to the section.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(section.getByRole('heading', { level: 2 })).not.toBeInViewport();
    await link.click();
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('cart link and theme switch are in the navbar', async ({ page }) => {
    await page.goto('/');
    const nav = primaryNav(page);
    const cart = nav.getByRole('link', { name: /carrito$/i });
    await expect(cart).toHaveAccessibleName('Carrito');
    await expect(cart).toHaveAttribute('href', '/orders');
    await expect(nav.getByRole('button', { name: /tema/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  });
});

test.describe('navbar on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Abrir menú' });
  const menuLink = (page: Page) => primaryNav(page).getByRole('link', { name: 'Menú', exact: true });

  test('links hide behind "Abrir menú", which toggles aria-expanded', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page)).toBeHidden();
    // Cart and theme stay reachable without opening the menu.
    await expect(primaryNav(page).getByRole('link', { name: /carrito$/i })).toBeVisible();
    await expect(primaryNav(page).getByRole('button', { name: /tema/ })).toBeVisible();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Inicio', 'Especialidades', 'Menú', 'Nosotros']) {
      await expect(primaryNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page)).toBeHidden();
  });

  test('the menu closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await toggle(page).click();
    await menuLink(page).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page)).toBeHidden();

    // Especialidades from home stays on the same path: it must close the menu too.
    await page.goto('/');
    await waitForHydration(page);
    await toggle(page).click();
    await primaryNav(page).getByRole('link', { name: 'Especialidades', exact: true }).click();
    await expect(page).toHaveURL(/\/#especialidades$/);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#especialidades').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('Escape closes the menu and gives focus back to the button', async ({ page }) => {
    await page.goto('/aboutus');
    await waitForHydration(page);
    await toggle(page).click();
    await expect(menuLink(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});

test.describe('footer and floating WhatsApp link', () => {
  test('footer shows address, phone, e-mail, hours and social links', async ({ page }) => {
    await page.goto('/menu');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Horario' })).toHaveText('Lun a dom: 11:00 a. m. - 8:00 p. m.');
    await expect(footer).toContainText('Avenida 13, Guápiles, Limón, Costa Rica');
    await expect(footer).toContainText(/Puente las Iguanas/);
    const phone = footer.getByRole('link', { name: '+506 8888 7777' });
    await expect(phone).toHaveAttribute('href', `tel:+${WHATSAPP_NUMBER}`);
    await expect(footer.getByRole('link', { name: 'info@crepivara.com' })).toHaveAttribute('href', 'mailto:info@crepivara.com');
    for (const network of ['Facebook', 'Instagram', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  for (const path of ['/', '/menu', '/aboutus']) {
    test(`WhatsApp link on ${path} opens a chat with a Spanish greeting`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP_NUMBER}\\?text=`));
      const text = new URL(href ?? '').searchParams.get('text') ?? '';
      expect(text).toMatch(/^¡Hola\b/);
      expect(text).toContain('CrepiVara');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      // Floating: still on screen at the bottom of the page.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await expect(link).toBeInViewport();
    });
  }
});

test.describe('scroll to top on route changes', () => {
  /** Marks the window so we can tell a client-side navigation (mark kept) from a reload. */
  const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

  test('"Ver menú completo" from far down the home page opens /menu at the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await markWindow(page);
    const link = page.getByRole('link', { name: 'Ver menú completo' });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sameDocument(page), 'navigation should be client-side').toBe(true);
  });

  test('a visitor who scrolls before the scripts have run stays where they scrolled', { tag: '@phone' }, async ({ page }) => {
    // On a slow phone the menu is read long before React starts: its first run is no route change.
    const release = await holdScripts(page);
    await page.goto('/menu', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('a navbar link clicked at the bottom of /menu opens /aboutus at the top', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/menu');
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // On a phone the links sit behind the menu button.
    if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await primaryNav(page).getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sameDocument(page), 'navigation should be client-side').toBe(true);
  });
});
