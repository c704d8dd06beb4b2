/// <reference lib="webworker" />
// What the service worker (./service-worker.ts) does to the answers it keeps: the cache's byte
// budget, only whole answers, no Vary, and telling the pages where an answer came from.
import type { SerwistPlugin } from 'serwist';
import { entriesOverBudget } from './cache-budget';
import { connectionMessage, markedFromCache } from './connection';

declare const self: ServiceWorkerGlobalScope;

/** Keeps a cache within `bytes`, deleting its oldest entries (lib/offline/cache-budget.ts). */
export function byteBudget(bytes: number): SerwistPlugin {
  const sizeOf = async (response: Response | undefined) =>
    Number(response?.headers.get('content-length')) || (response ? (await response.clone().blob()).size : 0);
  return {
    async cacheDidUpdate({ cacheName: name }) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      const entries = await Promise.all(requests.map(async (request) => ({ url: request.url, bytes: await sizeOf(await cache.match(request)) })));
      await Promise.all(entriesOverBudget(entries, bytes).map((url) => cache.delete(url)));
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
