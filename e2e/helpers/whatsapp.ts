import type { Page } from '@playwright/test';

/**
 * Stands in for WhatsApp: every wa.me link the page's browser opens is answered locally, and the
 * prefilled text it carried lands in the returned list.
 */
export async function captureWhatsApp(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.context().route('https://wa.me/**', (route) => {
    opened.push(new URL(route.request().url()).searchParams.get('text') ?? '');
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return opened;
}
