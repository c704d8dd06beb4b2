import { expect, test, type Page } from '@playwright/test';
import { signInOwner } from './helpers/accounts';

// Issue 40: the desk opens on its work. On a phone the panel's sections sit behind one button, so
// each page's own heading is near the top; on a laptop the sidebar groups them by the work they are
// for. Every link of the panel's navigation leads to a page of the panel, never to the shop's home.

const DESK_PAGES = ['/home-admin', '/home-admin/pedidos', '/home-admin/pedidos/resumen', '/home-admin/menu', '/home-admin/mesas', '/account'];

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Administración' });

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("every desk page's heading starts within the top 250 px", async ({ page }) => {
    await signInOwner(page);
    for (const path of DESK_PAGES) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      expect((await heading.boundingBox())!.y, path).toBeLessThan(250);
      // The sections stay behind "Secciones" until asked for.
      await expect(panelNav(page), path).toBeHidden();
    }
  });

  test('"Secciones" opens the grouped navigation and a section link on the same page closes it', async ({ page }) => {
    await signInOwner(page);
    await page.goto('/home-admin');
    const button = page.getByRole('button', { name: 'Secciones' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panelNav(page).getByRole('list', { name: 'Pedidos' }).getByRole('link')).toHaveText(['Tablero', 'Resumen']);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await panelNav(page).getByRole('link', { name: 'Ajustes' }).click();
    await expect(page).toHaveURL(/\/home-admin#ajustes$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panelNav(page)).toBeHidden();
  });
});

test('on a laptop the sidebar groups the desk: Pedidos, Menú, Tienda, Cuenta', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwner(page);
  await page.goto('/home-admin/menu');
  await expect(page.getByRole('button', { name: 'Secciones' })).toBeHidden();
  const nav = panelNav(page);
  await expect(nav).toBeVisible();
  for (const [group, links] of [
    ['Pedidos', ['Tablero', 'Resumen']],
    ['Menú', ['Productos', 'Opciones', 'Disponibilidad', 'Historial']],
    ['Tienda', ['Horario', 'Ajustes', 'Mesas']],
    ['Cuenta', ['Mi cuenta']],
  ] as const) {
    await expect(nav.getByRole('list', { name: group, exact: true }).getByRole('link'), group).toHaveText([...links]);
  }
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home-admin');
});

test("every link of the panel's navigation answers 200 on a page of the panel, none sends to the shop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwner(page);
  await page.goto('/home-admin');
  const hrefs = await panelNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(11);
  for (const href of new Set(hrefs.map((href) => href.split('#')[0]!))) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
    expect(href).toMatch(/^\/(home-admin|account)(\/|$)/);
  }
});
