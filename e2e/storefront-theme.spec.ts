import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers/storefront';

const themeSwitch = (page: Page) => page.getByRole('button', { name: /tema/ });
const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** Keeps React's scripts from loading, so only the inline <head> script can set the theme. */
async function withoutHydration(page: Page) {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
}

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the switch toggles the dark class and stores the choice', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await htmlIsDark(page)).toBe(false);
    await expect(themeSwitch(page)).toHaveAccessibleName('Cambiar a tema oscuro');

    await themeSwitch(page).click();
    expect(await htmlIsDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe('dark');
    await expect(themeSwitch(page)).toHaveAccessibleName('Cambiar a tema claro');
    // The page really changes colour, not just a class.
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await themeSwitch(page).click();
    expect(await htmlIsDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe('light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(lightBackground).not.toBe(darkBackground);
  });

  test('the choice survives a reload and is applied before hydration', async ({ page }) => {
    await page.goto('/menu');
    await waitForHydration(page);
    await themeSwitch(page).click();
    expect(await storedTheme(page)).toBe('dark');

    await withoutHydration(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await htmlIsDark(page)).toBe(true);
    await page.unroute('**/_next/static/chunks/**');

    // After hydration, the switch agrees with the page; another page keeps the choice.
    await page.goto('/aboutus');
    await waitForHydration(page);
    expect(await htmlIsDark(page)).toBe(true);
    await expect(themeSwitch(page)).toHaveAccessibleName('Cambiar a tema claro');
  });

  test('a stored light choice wins over a dark system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await withoutHydration(page);
    await page.reload();
    expect(await htmlIsDark(page)).toBe(false);
  });

  test('a corrupt stored value does not break the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', '{"oops": <not json'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CrepiVara');
    expect(await htmlIsDark(page)).toBe(false);
    await themeSwitch(page).click();
    expect(await htmlIsDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe('dark');
    expect(errors).toEqual([]);
  });
});

test.describe('theme with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark with no stored choice, before hydration', async ({ page }) => {
    await withoutHydration(page);
    await page.goto('/menu');
    expect(await storedTheme(page)).toBeNull();
    expect(await htmlIsDark(page)).toBe(true);
  });

  test('follows the system when it changes, until the visitor chooses', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await htmlIsDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await expect(themeSwitch(page)).toHaveAccessibleName('Cambiar a tema oscuro');
  });
});
