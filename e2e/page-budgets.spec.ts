import { expect, test } from '@playwright/test';

// Guards for the fixes `npm run bench` led to (README, "Benchmark"): what the server's HTML
// holds before any script runs decides layout shifts, the largest paint and the JS weight.

test.describe('page budgets', () => {
  test('every page preloads both self-hosted fonts (the brand font swapping late shifted the headings)', async ({ request }) => {
    for (const path of ['/', '/menu', '/orders', '/aboutus', '/login', '/register']) {
      const response = await request.get(path);
      const html = await response.text();
      // Static pages carry <link rel="preload"> tags; pages rendered per request (/menu) an HTTP Link header.
      const tags = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1]);
      const header = (response.headers().link ?? '').split(/,\s*(?=<)/).filter((entry) => /rel=preload/.test(entry) && /as="font"/.test(entry));
      expect([...tags, ...header].join(' '), path).toMatch(/nunito.*dancing|dancing.*nunito/i);
    }
  });
});
