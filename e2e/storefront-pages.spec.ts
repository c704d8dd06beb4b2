import { expect, test } from '@playwright/test';

// The about page, and what every page tells browsers and search engines.

test.describe('/aboutus', () => {
  test('tells the story, the values and the hours, and leads to the menu', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toContainText([
      'Nuestra historia',
      '¿Quiénes somos?',
      'Misión',
      'Visión',
      'Valores',
      'Horario de atención',
      'Compromiso social',
    ]);
    for (const value of ['Calidad', 'Frescura', 'Familia', 'Tradición']) {
      await expect(main.getByText(`${value}:`, { exact: true })).toBeVisible();
    }
    for (const commitment of ['Eco-friendly', 'Comercio local', 'Responsabilidad social']) {
      await expect(main.getByText(commitment, { exact: true })).toBeVisible();
    }
    // The owner's week (the seed's here), as the footer says it too (e2e/shop-hours-everywhere.spec.ts).
    await expect(main.getByRole('list', { name: 'Horario de atención' })).toHaveText('Lun a dom: 11:00 a. m. - 8:00 p. m.');
    await expect(main).toContainText('Abrimos todos los días, feriados incluidos.');
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Horario' })).toHaveText('Lun a dom: 11:00 a. m. - 8:00 p. m.');

    const toMenu = main.getByRole('link', { name: /menú/i });
    await expect(toMenu).toHaveAttribute('href', '/menu');
    await toMenu.click();
    await expect(page).toHaveURL(/\/menu$/);
  });
});

test.describe('metadata', () => {
  const pages = ['/', '/menu', '/orders', '/aboutus'] as const;

  test('every page has its own title and description, lang="es" and Open Graph tags', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const images = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const title = await page.title();
      expect(title, path).toMatch(/CrepiVara/);
      titles.add(title);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length, path).toBeGreaterThan(50);
      descriptions.add(description);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /CrepiVara/);
      await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute('content', 'es_CR');
      await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'CrepiVara');
      const image = (await page.locator('meta[property="og:image"]').first().getAttribute('content')) ?? '';
      images.add(new URL(image).pathname);
    }
    // Every shared preview has a picture that exists.
    for (const image of images) {
      const response = await page.request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\//);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("/timecount shares the site's Open Graph picture, name and locale too", async ({ page }) => {
    await page.goto(`${process.env.E2E_COUNTDOWN_URL}/timecount`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Gran Apertura · CrepiVara');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_CR');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'CrepiVara');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
  });

  test('the filtered menu says its category in the title', async ({ page }) => {
    await page.goto('/menu?categoria=Fresas');
    await expect(page).toHaveTitle(/Fresas/);
  });

  test('home and menu carry schema.org Restaurant JSON-LD', async ({ page }) => {
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(scripts.length, path).toBeGreaterThan(0);
      const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
      const restaurant = data.find((item) => item['@type'] === 'Restaurant');
      expect(restaurant, path).toBeDefined();
      expect(restaurant).toMatchObject({
        '@context': 'https://schema.org',
        name: 'CrepiVara',
        address: { '@type': 'PostalAddress', addressLocality: 'Guápiles', addressCountry: 'CR' },
      });
      if (path === '/menu') {
        const menu = restaurant?.hasMenu as { '@type': string; hasMenuSection: { hasMenuItem: unknown[] }[] };
        expect(menu['@type']).toBe('Menu');
        expect(menu.hasMenuSection.flatMap((section) => section.hasMenuItem)).toHaveLength(30);
      }
    }
  });

  test('sitemap.xml lists the public pages', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(locations.sort()).toEqual(['/', '/aboutus', '/menu']);
  });

  test('robots.txt allows the site and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('the web app manifest is linked and its icons exist', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      lang: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'CrepiVara', start_url: '/' });
    expect(manifest.lang).toMatch(/^es/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });
});
