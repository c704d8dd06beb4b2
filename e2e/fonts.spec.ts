import { expect, test, type Page } from '@playwright/test';
import { waitForWorker } from './helpers/offline';

// The web fonts are `display: optional` and declared and loaded from the head only once the service
// worker, which keeps them, controls the page (lib/web-fonts.ts, docs/decisions/096-web-fonts-when-at-hand.md).

test.use({ serviceWorkers: 'allow' });

const TEXTS = ['h1', 'main p'];

/** The fonts each element's text was drawn with, as Chromium reports them. */
async function drawnWith(page: Page, selectors: string[] = TEXTS) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const families: Record<string, string[]> = {};
  for (const selector of selectors) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    families[selector] = fonts.map((font) => font.familyName);
  }
  await cdp.detach();
  return families;
}

/** The width of each element's text. */
function textWidths(page: Page) {
  return page.evaluate((selectors) => {
    return selectors.map((selector) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(selector)!);
      return range.getBoundingClientRect().width;
    });
  }, TEXTS);
}

test('a first visit paints at once in the fallbacks; once the worker is in control, pages are drawn in the web fonts', async ({ page }) => {
  // A font the page asks for may hold its text back (an `optional` font's block period): a first
  // visit asks for none.
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/menu');
  await expect(page.locator('h1')).toBeVisible();
  expect(fontRequests).toEqual([]);
  const firstVisit = await drawnWith(page);
  expect(firstVisit['h1']!.join()).not.toMatch(/Dancing Script/);
  expect(firstVisit['main p']!.join()).not.toMatch(/Nunito/);
  const fallbackWidths = await textWidths(page);

  await waitForWorker(page);
  await page.reload();
  const withWorker = await drawnWith(page);
  expect(withWorker['h1']).toEqual(['Dancing Script']);
  // The variable font names its default instance: "Nunito ExtraLight".
  expect(withWorker['main p']!.join()).toMatch(/^Nunito\b/);
  // The fallbacks are scaled to the web fonts (docs/decisions/022-font-fallbacks.md): text keeps about its width.
  const fontWidths = await textWidths(page);
  fontWidths.forEach((width, index) => expect(Math.abs(fallbackWidths[index]! - width) / width, TEXTS[index]).toBeLessThan(0.1));
});

test('without the fonts the text is a sans-serif, never a serif', async ({ page }) => {
  await page.goto('/menu');
  const drawn = await drawnWith(page, [...TEXTS, 'header a']);
  for (const [selector, families] of Object.entries(drawn)) {
    for (const family of families) expect(family, selector).not.toMatch(/\bSerif\b|Times/);
  }
});
