import { expect, type Page, type Request } from '@playwright/test';

// Waiting for a page's own requests to end without `networkidle`, which Playwright discourages and
// which never comes while something keeps the network busy (the map on /timecount retries another
// origin): record the requests that matter and wait until none has started for a while.

/** Every finished request of `page` from now on whose resource type is one of `types`. */
export function recordRequests(page: Page, types: readonly string[] = ['script']): Request[] {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => {
    if (types.includes(request.resourceType())) requests.push(request);
  });
  return requests;
}

/** True once React has attached itself to <main>: hydration ran, and prefetching may start. */
const hydrated = (page: Page) => page.locator('main').evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until the page is hydrated and then until `requests` has not grown for `quietMs`: what
 * Lighthouse waits for before it stops counting. A busy machine only makes this wait longer;
 * it never makes it stop early while requests still come.
 */
export async function settle(page: Page, requests: readonly Request[], quietMs = 3000) {
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  let seen = -1;
  await expect
    .poll(
      () => {
        const quiet = requests.length === seen;
        seen = requests.length;
        return quiet;
      },
      { intervals: [quietMs], timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Answers the page's GET /api/menu with the server's own menu, changed by `change` (products sold
 * out, prices): what the owner would do, for this page only. `change` is read at each request.
 * The page asks again every few seconds: a spec that uses it ends each test with
 * `page.unrouteAll({ behavior: 'ignoreErrors' })`, so a request on its way then fails no other test.
 */
export async function routeMenu(page: Page, change: () => (data: { productos: { id: number; disponible: boolean; precio: number }[] }) => void) {
  let answers = 0;
  await page.route('/api/menu', async (route) => {
    // Offline, the request fails as the network would.
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    // A 304 to the page's conditional ask (the menu it holds is still the server's) has no body.
    if (response.status() !== 200) return route.fulfill({ response }).catch(() => undefined);
    const json = (await response.json()) as { data: { version: number; productos: { id: number; disponible: boolean; precio: number }[] } };
    change()(json.data);
    // Newer than anything the page brought (and than the last answer), so the browser takes it.
    answers += 1;
    json.data.version += 1000 + answers;
    await route.fulfill({ response, json }).catch(() => undefined);
  });
}

/**
 * Holds every script of the build until the returned function is called: the page is parsed and
 * shown, as on a slow phone, long before React starts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
