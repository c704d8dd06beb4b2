import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { waitForHydration } from './helpers/storefront';

// axe-core on the public pages, both themes, reached both ways a visitor gets dark mode:
// from the system preference, or from the switch's stored choice on a light system.
const pages = ['/', '/menu', '/aboutus'] as const;
const themes = [
  { name: 'light', colorScheme: 'light', stored: null },
  { name: 'dark (system)', colorScheme: 'dark', stored: null },
  { name: 'dark (stored choice)', colorScheme: 'light', stored: 'dark' },
] as const;

for (const theme of themes) {
  test.describe(`axe, ${theme.name}`, () => {
    test.use({ colorScheme: theme.colorScheme });

    for (const path of pages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        if (theme.stored) {
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme.stored);
        }
        await page.goto(path);
        await waitForHydration(page);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(theme.name !== 'light');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('axe on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the open navigation menu has no serious or critical violations', async ({ page }) => {
    await page.goto('/menu?categoria=Helados');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
