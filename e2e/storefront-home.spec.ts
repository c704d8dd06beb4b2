import { expect, test, type Page } from '@playwright/test';
import { cardHeadings, SURVEY_URL, waitForHydration } from './helpers/storefront';

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
/** The slide on show: the only one not hidden from assistive technology. */
const activeSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/**
 * Fake timers, paused: after install the fake clock still follows real time, so on a busy
 * machine a slide could change between two steps. Paused, only runFor() moves time.
 */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T15:00:00-06:00') });
  await page.clock.pauseAt(new Date('2026-03-02T15:00:01-06:00'));
}

/** Moves the pointer off the carousel and focus out of it, both of which pause it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home', () => {
  test('hero: h1 CrepiVara and a "Ver menú" link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CrepiVara');
    const link = page.getByRole('main').getByRole('link', { name: 'Ver menú', exact: true });
    await expect(link).toHaveAttribute('href', '/menu');
    await link.click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('the hero "Especialidades" link scrolls to the section, every time', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const heading = page.locator('#especialidades').getByRole('heading', { level: 2 });
    // Where the heading's top sits in the viewport: just under the sticky 64 px navbar once landed.
    const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    const link = page.getByRole('main').getByRole('link', { name: 'Especialidades', exact: true });
    expect(await headingTop()).toBeGreaterThan(400);
    await link.click();
    await expect(page).toHaveURL(/#especialidades$/);
    await expect.poll(headingTop).toBeGreaterThan(64);
    await expect.poll(headingTop).toBeLessThan(200);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await link.click();
    await expect.poll(headingTop).toBeGreaterThan(64);
    await expect.poll(headingTop).toBeLessThan(200);
  });

  test('Especialidades shows the four recommended products in order', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section#especialidades');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['La CrepiVara', 'Capidulzura', 'Waffle con helado', 'Batido en leche']);
    await expect(section.getByRole('img')).toHaveCount(4);
    const link = section.getByRole('link', { name: 'Ver menú completo' });
    await expect(link).toHaveAttribute('href', '/menu');
    await link.click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(cardHeadings(page)).toHaveCount(30);
  });

  test('survey call to action opens the configured form in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: /encuesta/i });
    await expect(link).toHaveAttribute('href', SURVEY_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  });
});

test.describe('carousel', () => {
  test('follows the WAI-ARIA carousel pattern', async ({ page }) => {
    // The clock stands still: on a busy machine these checks took longer than a slide's 5 s.
    await freezeClock(page);
    await page.goto('/');
    await expect(carousel(page)).toHaveAccessibleName(/.+/);
    await expect(slides(page)).toHaveCount(3);
    // Hidden slides are out of the accessibility tree, so count the <img> elements themselves
    // (not the first slide's inline placeholder, hidden from assistive technology).
    await expect(slides(page).locator('img:not([data-placeholder])')).toHaveCount(3);
    await expect(activeSlide(page).getByRole('img')).toHaveCount(1);
    for (const [i, slide] of (await slides(page).all()).entries()) {
      await expect(slide).toHaveAttribute('aria-label', `${i + 1} de 3`);
    }
    await expect(activeSlide(page)).toHaveCount(1);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  });

  test('rotates every 5 s once visible, and the pause button stops it', { tag: '@phone' }, async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const pause = carousel(page).getByRole('button', { name: 'Pausar presentación' });
    await expect(pause).toBeVisible();
    // aria-live turns "off" while the carousel rotates (the pattern's advice): it is now running.
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);

    await page.clock.runFor(4_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
    await page.clock.runFor(700);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
    await page.clock.runFor(5_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 3');
    await page.clock.runFor(5_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');

    await pause.click();
    const play = carousel(page).getByRole('button', { name: 'Reproducir presentación' });
    await expect(play).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(12_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveCount(1);

    await play.click();
    await expect(carousel(page).getByRole('button', { name: 'Pausar presentación' })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(5_200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  });

  test('pauses while the pointer rests on it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);
    await carousel(page).hover();
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveCount(1);
    await page.clock.runFor(12_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
    await leaveCarousel(page);
    await page.clock.runFor(5_200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  });

  test('pauses while keyboard focus is inside it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);
    await carousel(page).getByRole('button', { name: 'Ir a la diapositiva 3' }).focus();
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveCount(1);
    await page.clock.runFor(12_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
    await leaveCarousel(page);
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);
  });

  test('does not start until it is on screen', async ({ page }) => {
    // A short, wide window puts the carousel below the fold on a phone-sized width.
    await page.setViewportSize({ width: 390, height: 400 });
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(carousel(page)).not.toBeInViewport({ ratio: 0.3 });
    await page.clock.runFor(12_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');

    await carousel(page).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);
    await page.clock.runFor(5_200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  });

  test('previous, next and the dots move between slides', { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await carousel(page).getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
    await carousel(page).getByRole('button', { name: 'Diapositiva anterior' }).click();
    await carousel(page).getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 3');
    await carousel(page).getByRole('button', { name: 'Ir a la diapositiva 2' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
    await expect(carousel(page).getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute('aria-current', 'true');
  });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('starts paused and never rotates by itself', async ({ page }) => {
      await freezeClock(page);
      await page.goto('/');
      await waitForHydration(page);
      const play = carousel(page).getByRole('button', { name: 'Reproducir presentación' });
      await expect(play).toBeVisible();
      await page.clock.runFor(16_000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');

      // The visitor may still choose to play it; the label follows.
      await play.click();
      await expect(carousel(page).getByRole('button', { name: 'Pausar presentación' })).toBeVisible();
      await carousel(page).getByRole('button', { name: 'Pausar presentación' }).click();
      await expect(play).toBeVisible();
    });
  });
});
