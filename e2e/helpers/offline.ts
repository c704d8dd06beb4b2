import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

// The service worker as a visitor's browser holds it: registered after the first page went idle,
// then in control of every page of the site. Cache Storage is read from a page, as DevTools shows it.

/** Waits until the worker controls `page` and has kept the shop pages it fetches at install. */
export async function waitForWorker(page: Page, pages: readonly string[] = ['/', '/menu', '/orders']) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean), pages), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Every cache of the site and the paths (with their query) it holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return contents;
  });
}

/** The service worker of the context (the one the pages are served by). */
export async function siteWorker(context: BrowserContext): Promise<Worker> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  return worker ?? context.waitForEvent('serviceworker', { predicate: (candidate) => candidate.url().endsWith('/sw.js') });
}

/**
 * Fixes the worker's clock at `time`. Playwright's page.clock installs itself in pages only; the
 * worker decides offline whether the countdown still applies, so its Date.now moves too.
 */
export async function fixWorkerClock(worker: Worker, time: Date) {
  await worker.evaluate((at) => {
    Date.now = () => at;
  }, time.getTime());
}

/** The page's registration as the browser sees it: each worker's state, and whether one controls the page. */
export function workerStates(page: Page): Promise<Record<string, string | null>> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const controller = navigator.serviceWorker.controller;
      return {
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
        controller: controller?.state ?? null,
        activeControls: String(controller !== null && controller === registration?.active),
      };
    })
    .catch((error: unknown) => ({ error: String(error) }));
}

/** The build id of the worker in control of `page` (it answers GET_BUILD); null while none is, or the page reloads. */
export function workerBuild(page: Page): Promise<string | null> {
  const asked = page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return null;
    const channel = new MessageChannel();
    const answer = new Promise<string>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data as string)));
    controller.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
    // A worker that turned redundant meanwhile (an update taking over) never answers: ask again.
    return Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
  });
  return asked.catch(() => null);
}

/**
 * Two ways to be without internet: the browser knows it (airplane mode, DevTools' Offline), or it
 * does not: Wi-Fi without internet ("lie-fi", a weak rural line), where every request to the site
 * fails while navigator.onLine stays true. context.route sees the worker's own requests, but not
 * the navigation preload Chromium sends beside them: the worker stops asking for one meanwhile.
 */
export const WITHOUT_SIGNAL = ['offline', 'lie-fi'] as const;
export type WithoutSignal = (typeof WITHOUT_SIGNAL)[number];

export async function loseSignal(context: BrowserContext, how: WithoutSignal) {
  if (how === 'offline') return context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await (await siteWorker(context)).evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.navigationPreload.disable());
}

export async function regainSignal(context: BrowserContext, how: WithoutSignal) {
  if (how === 'offline') return context.setOffline(false);
  await (await siteWorker(context)).evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.navigationPreload.enable());
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Empties the browser's HTTP cache, so a picture shown offline can only come from the worker. */
export async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
