import type { BrowserContext } from '@playwright/test';

// What the site's service worker shows as system notifications, read where it shows them: its
// registration's showNotification, once that has resolved. Chromium's getNotifications() answered
// [] once in about six CI runs for a notification the worker had shown.

export type ShownNotification = { title: string; body?: string; icon?: string; url?: string } | { title: string; refused: string };

/** Starts recording what the context's worker shows; the function answers what it has shown so far. */
export async function watchNotifications(context: BrowserContext): Promise<() => Promise<ShownNotification[]>> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    type Options = { body?: string; icon?: string; data?: { url?: string } };
    const scope = self as unknown as { shown: unknown[]; registration: { showNotification: (title: string, options?: Options) => Promise<void> } };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shown = [];
    scope.registration.showNotification = async (title, options) => {
      try {
        await show(title, options);
        scope.shown.push({ title, body: options?.body, icon: options?.icon, url: options?.data?.url });
      } catch (error) {
        scope.shown.push({ title, refused: String(error) });
      }
    };
  });
  return () => worker.evaluate(() => (self as unknown as { shown: ShownNotification[] }).shown);
}
