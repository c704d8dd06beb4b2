import { expect, test } from '@playwright/test';
import { recordRequests, settle } from './helpers/network';

// Security headers on pages, route handlers and redirects, and a CSP that still lets the site run.

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('security headers', () => {
  for (const path of ['/', '/menu', '/login', '/api/auth', '/home-admin', '/images/logo.svg']) {
    test(`on ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toContain('https://www.google.com');
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('the CSP lets the site run', () => {
  for (const path of ['/', '/menu', '/aboutus', '/orders', '/login', '/register']) {
    test(`${path}: no CSP violations or console errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A missing file (picture, favicon) is not this test's business: CSP blocks read
        // "Refused to ..." and also raise the securitypolicyviolation events counted below.
        if (/^Failed to load resource: .*status of 404/.test(message.text())) return;
        problems.push(`console: ${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const requests = recordRequests(page, ['script', 'fetch', 'image', 'font']);
      await page.goto(path);
      // Hydration ran, so Next's inline scripts executed, and what the page then loads has come.
      await settle(page, requests);
      await expect(page.getByRole('button', { name: /^Cambiar a tema (claro|oscuro)$/ })).toBeVisible();
      const violations = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the theme script still runs before paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
