import { expect, test, type APIRequestContext } from '@playwright/test';
import { recordRequests, settle } from './helpers/network';
import { cardHeadings } from './helpers/storefront';

// Guards for the fixes `npm run bench` led to (docs/benchmark.md): what the server's HTML
// holds before any script runs decides layout shifts, the largest paint and the JS weight.

const scriptSources = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []);

/** Every page a visitor lands on; /timecount from the countdown server when it runs. */
const everyPage = () => {
  const countdownUrl = process.env.E2E_COUNTDOWN_URL;
  return ['/', '/menu', '/orders', '/aboutus', '/login', '/register', ...(countdownUrl ? [`${countdownUrl}/timecount`] : [])];
};

/** The text of each script at `urls`. */
const scriptBodies = (request: APIRequestContext, urls: string[]) => Promise.all(urls.map(async (url) => (await request.get(url)).text()));

test.describe('page budgets', () => {
  test('/orders: the server HTML holds a neutral placeholder, not "Tu carrito está vacío", and is a screen tall', async ({ page, request }) => {
    const html = await (await request.get('/orders')).text();
    expect(html).toContain('Cargando tu carrito…');
    expect(html).not.toContain('Tu carrito está vacío');

    await page.goto('/orders');
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
    await expect(page.getByText('Cargando tu carrito…')).toHaveCount(0);
    // The footer starts below the first screen, so the cart appearing cannot move it into view.
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  });

  test('/orders: a stored cart replaces the placeholder', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([{ id: 10, cantidad: 2 }])));
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'La CrepiVara' })).toBeVisible();
    // Its picture is the page's largest paint: not lazy (Lighthouse: lcp-lazy-loaded).
    await expect(page.getByRole('main').getByRole('listitem').locator('img')).toHaveAttribute('loading', 'eager');
    await expect(page.getByText('Cargando tu carrito…')).toHaveCount(0);
    await expect(page.getByText('Tu carrito está vacío')).toHaveCount(0);
  });

  test('/orders: the largest paint is the server-rendered introduction, not a cart picture that needs scripts', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('carrito', JSON.stringify([10, 8, 12].map((id) => ({ id, cantidad: 1 })))));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/orders');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('listitem').locator('img').first()).toHaveJSProperty('complete', true);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            resolve(entries.at(-1)?.element?.textContent?.slice(0, 40) ?? 'no element');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toMatch(/^Revisa tus antojos/);
  });

  test('/menu: only the first product picture loads eagerly with high priority', async ({ request }) => {
    const html = await (await request.get('/menu')).text();
    const pictures = [...html.matchAll(/<img\b[^>]*%2Fimages%2Fmenu%2F[^>]*>/g)].map(([tag]) => tag);
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.filter((tag) => /fetchpriority="high"/i.test(tag))).toHaveLength(1);
    expect(pictures.filter((tag) => !/loading="lazy"/.test(tag))).toHaveLength(1);
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
  });

  test('/menu: a card carries its styling by name, not as a list of utilities in each of the 30 cards', async ({ request }) => {
    // 3.4 KB a card when every card spelled out its utilities (about 45 KB of the page); 1.9 KB now.
    const html = await (await request.get('/menu')).text();
    const cards = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map(([card]) => card);
    expect(cards).toHaveLength(30);
    const average = cards.reduce((sum, card) => sum + card.length, 0) / cards.length;
    expect(average).toBeLessThan(2200);
  });

  test('home: only the first slide picture is in the HTML, with high fetch priority, its inline placeholder decoded with the first paint; the others follow once it is on screen', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const placeholders = [...html.matchAll(/<img\b[^>]*data-placeholder[^>]*>/g)].map(([tag]) => tag);
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toMatch(/src="data:image\/webp;base64,/);
    expect(placeholders[0]).toContain('decoding="sync"');
    const slidePictures = [...html.matchAll(/<img\b[^>]*slider%2Fslide-\d[^>]*>/g)].map(([tag]) => tag);
    expect(slidePictures).toHaveLength(1);
    expect(slidePictures[0]).toContain('slide-1.webp');
    expect(slidePictures[0]).toMatch(/fetchpriority="high"/i);

    await page.goto('/');
    await expect(page.locator('[aria-roledescription="slide"] img:not([data-placeholder])')).toHaveCount(3);
  });

  test('no page preloads its fonts (from the head that holds the first paint on a phone), and the font files are kept for good', async ({ request }) => {
    for (const path of ['/', '/menu', '/orders', '/aboutus', '/login', '/register']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html.match(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g), path).toBeNull();
      expect(response.headers().link ?? '', path).not.toMatch(/as="?font/);
      const files = [...new Set([...html.matchAll(/url\((\/fonts\/[^)]+\.woff2)\)/g)].map(([, href]) => href!))];
      expect(files.join(' '), path).toMatch(/nunito.*dancing|dancing.*nunito/i);
      for (const href of files) {
        const font = await request.get(href);
        expect(font.status(), href).toBe(200);
        expect(font.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable');
        expect(font.headers()['content-security-policy'], href).toBeUndefined();
      }
    }
  });

  test('/menu: headings go h1 > h2 > h3 (an h2 introduces the product cards)', async ({ page }) => {
    await page.goto('/menu');
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels).toContain(3);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }
  });

  test('/menu on a phone: cards below the first screen are not drawn until they near it, then show without moving anything', async ({ page }) => {
    // The narrowest phone: most names wrap there, so the rows are taller than the space kept for them.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => {
      const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/menu');
    const headings = cardHeadings(page);
    // All 30 are in the page and its accessibility tree; only the first screen's are laid out.
    await expect(headings).toHaveCount(30);
    const drawn = (index: number) => headings.nth(index).evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(29)).toBe(false);
    // Scrolling through the whole list draws each card before it comes into view.
    for (let y = 0; y < 4000; y += 300) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await headings.nth(29).scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(29)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('/menu on a 412 x 823 phone: every card below the first screen waits to be drawn, and none on it does', async ({ page }) => {
    // The phone Lighthouse emulates. Cards 5 and 6 used to be laid out and painted at load too
    // (TBT on /menu, 18 runs each: mean 97 -> 82 ms once they waited).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/menu');
    await expect(cardHeadings(page)).toHaveCount(30);
    const cards = await page
      .locator('.menu-list > li')
      .evaluateAll((items) =>
        items.map((item) => ({ below: item.getBoundingClientRect().top >= innerHeight, waits: getComputedStyle(item).contentVisibility === 'auto' })),
      );
    expect(cards.filter((card) => card.below !== card.waits)).toEqual([]);
    expect(cards.filter((card) => !card.below).length).toBeGreaterThanOrEqual(4);
  });

  test('no page moves when its fonts arrive late (CLS 0 at phone width)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of everyPage()) {
      await page.goto(url);
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), url).toEqual([]);
    }
  });

  test('no large area of a first screen is blurred by a filter (it held the first frame back while it was rasterized)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const found: string[] = [];
    for (const url of everyPage()) {
      await page.goto(url);
      // Elements on the first screen with a blur in `filter` or `backdrop-filter`, and the share of
      // the screen each covers. Small ones pass (the hero's 44 px arrows).
      const blurred = await page.evaluate(() => {
        const view = { width: innerWidth, height: innerHeight };
        return [...document.querySelectorAll('body *')].flatMap((element) => {
          const style = getComputedStyle(element);
          if (!`${style.filter} ${style.backdropFilter}`.includes('blur')) return [];
          const box = element.getBoundingClientRect();
          const width = Math.max(0, Math.min(box.right, view.width) - Math.max(box.left, 0));
          const height = Math.max(0, Math.min(box.bottom, view.height) - Math.max(box.top, 0));
          const share = (width * height) / (view.width * view.height);
          return share > 0.02 ? [`${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}: ${(share * 100).toFixed(0)} %`] : [];
        });
      });
      found.push(...blurred.map((element) => `${url}: ${element}`));
    }
    expect(found).toEqual([]);
  });

  test('no shop page ships the product descriptions in its scripts (the cart needs only the facts)', async ({ request }) => {
    const description = 'Crepa doradita y crujiente'; // Capiberry's, in data/descriptions.ts
    for (const path of ['/', '/menu', '/orders', '/aboutus']) {
      const html = await (await request.get(path)).text();
      const bodies = await scriptBodies(request, scriptSources(html));
      expect(
        bodies.some((body) => body.includes(description)),
        path,
      ).toBe(false);
    }
  });

  test('no page ships next/image code up front: the SVG logo is a plain img, the photos of home and /menu are computed on the server', async ({ request }) => {
    for (const path of ['/', '/menu', '/aboutus', '/login', '/register']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<img[^>]*src="\/images\/logo\.svg"/);
      const bodies = await scriptBodies(request, scriptSources(html));
      expect(
        bodies.some((body) => body.includes('__NEXT_IMAGE_IMPORTED')),
        `${path} loads next/image`,
      ).toBe(false);
    }
  });

  test('/login and /register load zod only when their form is first used, then check on blur', async ({ page, request }) => {
    // Class names zod keeps in minified code; only the lazily loaded validation chunk holds them.
    const holdsZod = async (urls: string[]) => {
      const bodies = await scriptBodies(request, urls);
      return urls.filter((_, index) => bodies[index]!.includes('$ZodString'));
    };
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    const loaded = recordRequests(page);

    for (const [path, label, bad, message] of [
      ['/login', 'Correo electrónico', 'ana@', 'Por favor, ingresa un correo válido.'],
      ['/register', 'Nombre', '   ', 'Este campo es obligatorio.'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(await holdsZod(scriptSources(html)), `${path} HTML`).toEqual([]);

      scripts.length = 0;
      await page.goto(path);
      // Everything the page loads by itself has come (zod would come with the first focus).
      await settle(page, loaded);
      expect(await holdsZod(scripts), `${path} before any focus`).toEqual([]);

      const input = page.getByLabel(label, { exact: true });
      await input.fill(bad);
      await input.blur();
      await expect(page.getByText(message)).toBeVisible();
      expect(await holdsZod(scripts), `${path} after the first focus`).toHaveLength(1);
    }
  });
});
