/// <reference lib="webworker" />
// What the service worker (./service-worker.ts) does to the answers it keeps: the cache's byte
// budget, only whole answers, no Vary, and telling the pages where an answer came from.
import type { SerwistPlugin } from 'serwist';
import { entriesOverBudget } from './cache-budget';
import { connectionMessage, markedFromCache } from './connection';

declare const self: ServiceWorkerGlobalScope;

/**
 * Keeps a cache within `bytes`, deleting its oldest entries (lib/offline/cache-budget.ts). The sizes
 * this worker has seen are remembered, and one check runs at a time (the updates meanwhile share
 * the next one): a page of thirty pictures made thirty checks reading every kept picture each, and
 * an old worker that busy keeps a new build waiting after "Actualizar".
 */
export function byteBudget(bytes: number): SerwistPlugin {
  const sizes = new Map<string, number>();
  const sizeOf = async (response: Response | undefined) =>
    Number(response?.headers.get('content-length')) || (response ? (await response.clone().blob()).size : 0);
  const sizeIn = async (cache: Cache, request: Request) => {
    let size = sizes.get(request.url);
    if (size === undefined) sizes.set(request.url, (size = await sizeOf(await cache.match(request))));
    return size;
  };
  let check: Promise<void> | undefined;
  let again = false;
  const trim = async (name: string) => {
    const cache = await caches.open(name);
    const entries = await Promise.all((await cache.keys()).map(async (request) => ({ url: request.url, bytes: await sizeIn(cache, request) })));
    const evicted = entriesOverBudget(entries, bytes);
    for (const url of evicted) sizes.delete(url);
    await Promise.all(evicted.map((url) => cache.delete(url)));
  };
  return {
    async cacheDidUpdate({ cacheName: name, request, newResponse }) {
      sizes.set(request.url, await sizeOf(newResponse));
      again = true;
      check ??= (async () => {
        while (again) {
          again = false;
          await trim(name).catch(() => undefined);
        }
        check = undefined;
      })();
      await check;
    },
  };
}

/** A whole same-origin answer: the only kind kept (never a redirect, an error or an opaque response). */
export const isWhole = (response: Response) => response.ok && response.type === 'basic' && !response.redirected;

/** Only whole answers are kept. */
export const onlyOk: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isWhole(response) ? response : null),
};

/** A copy of `response` with its headers changed by `edit` (the body is not read). */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  edit(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * /_next/image picks the format by the request's Accept (Vary: Accept), and a picture the page hands
 * over (CACHE_URLS) is fetched with another Accept than an <img> sends: kept with its Vary, it would
 * never match offline. This browser asked for it, so it draws whatever format it got.
 */
export const withoutVary: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => withHeaders(response, (headers) => headers.delete('Vary')),
};

/** Tells every page of the site whether the last answer came from the network or from the cache. */
export async function tellPages(fromCache: boolean): Promise<void> {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(connectionMessage(fromCache));
}

/** NetworkFirst answers: the pages hear where each came from, and one from the cache is marked. */
export const reportsConnection: SerwistPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    event.waitUntil(tellPages(false));
    return response;
  },
  // Called by NetworkFirst only once the network has failed.
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return cachedResponse;
    event.waitUntil(tellPages(true));
    return markedFromCache(cachedResponse);
  },
};
