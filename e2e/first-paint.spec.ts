import { expect, test, type Page } from '@playwright/test';

// What a phone's first paint waits for (docs/decisions/007-inline-css.md): nothing but the HTML. The stylesheet comes
// inside it, and so does a small copy of the home page's first slide.

/** The URL of the page's largest paint so far (data: URLs as Chrome reports them). */
const largestPaintUrl = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(entries.at(-1)?.url ?? 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** Two animation frames: whatever was rendered has been painted (and reported) by then. */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('the stylesheet comes inside the HTML: the first paint waits for no other request', async ({ page, request }) => {
  const html = await (await request.get('/menu')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style[^>]*>[^<]*\.bg-brand/);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Styled: the brand colour reached the "Agregar" buttons without a stylesheet request.
  await expect(page.getByRole('button', { name: /^Agregar / }).first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect(stylesheets).toEqual([]);
});

test('home on a phone: the first slide paints from its copy in the HTML, and the sharp picture covers it without becoming a later largest paint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The sharp picture is held back until the placeholder has been painted and measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/slider%2Fslide-1\.webp/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load': that waits for the held picture.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const slide = page.locator('[aria-roledescription="slide"]').first();
  const placeholder = slide.locator('img[data-placeholder]');
  await expect(placeholder).toHaveJSProperty('complete', true);
  await expect(placeholder).toHaveAttribute('alt', '');
  await painted(page);
  expect(await largestPaintUrl(page)).toMatch(/^data:image\/webp/);

  release();
  const sharp = slide.getByRole('img', { name: 'Crepas recién hechas con frutas, helado y Nutella' });
  // Its first request makes Next encode the AVIF: over 10 s once on this 2-core machine while a
  // second suite ran.
  await expect.poll(() => sharp.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 45_000 }).toBe(true);
  await painted(page);
  // It lies over the placeholder (same box, later in the slide) ...
  const [under, over] = await Promise.all([placeholder.boundingBox(), sharp.boundingBox()]);
  expect(over).toEqual(under);
  const onTop = await sharp.evaluate((image, box) => document.elementFromPoint(box.x + 10, box.y + 10) === image, over!);
  expect(onTop).toBe(true);
  // ... and, the same size, it does not replace the placeholder as the largest paint.
  expect(await largestPaintUrl(page)).toMatch(/^data:image\/webp/);
});
