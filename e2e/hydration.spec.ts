import { expect, test, type Page } from '@playwright/test';
import { recordRerenders, rerenders } from './helpers/react-commits';
import { waitForHydration } from './helpers/storefront';

// Issue 16: the server's HTML is hydrated, not rendered a second time. A client snapshot that
// differs from the server's (useSyncExternalStore) makes React render that part again,
// synchronously, right after hydrating: on /menu an empty query read as '?' on the server and ''
// in the browser re-rendered all 30 cards (about 600 elements) in one long task.

/** Waits until React has committed nothing new for a second: hydration and its effects are done. */
async function settled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const { commits } = await rerenders(page);
        const quiet = commits > 0 && commits === last;
        last = commits;
        return quiet;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
}

/** The elements rendered again after the page hydrated and settled, by tag name. */
async function rerenderedAfterLoad(page: Page, path: string) {
  await recordRerenders(page);
  await page.goto(path);
  await waitForHydration(page);
  await settled(page);
  return (await rerenders(page)).rerendered;
}

for (const path of ['/menu', '/menu?categoria=Crepas', '/menu?q=fresa']) {
  test(`${path}: only the theme switch is rendered again after hydration`, async ({ page }) => {
    const rerendered = await rerenderedAfterLoad(page, path);
    expect(rerendered.article ?? 0, JSON.stringify(rerendered)).toBe(0);
    // The theme switch's icon and name: the server cannot know the visitor's theme (8 elements).
    const total = Object.values(rerendered).reduce((sum, count) => sum + count, 0);
    expect(total, JSON.stringify(rerendered)).toBeLessThanOrEqual(10);
  });
}

test('home: the recommended products are not rendered again after hydration', async ({ page }) => {
  // The carousel does change once on screen (it starts, the other slides' pictures come in).
  const rerendered = await rerenderedAfterLoad(page, '/');
  expect(rerendered.article ?? 0, JSON.stringify(rerendered)).toBe(0);
});
