/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack into /sw.js (app/sw.js/route.ts). What it keeps
// and why: docs/decisions/031-offline-navigation.md; updates: 032-updates.md.
import {
  BackgroundSyncPlugin,
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { entriesOverBudget, PICTURES_BUDGET_BYTES } from './cache-budget';
import { outdatedCaches, runtimeCacheName, type RuntimeCache } from './caches';
import { isShopPage, OFFLINE_PATH, offlineNavigation, SHOP_PAGES } from './navigation';
import { OPENING_PATH, readOpeningAnswer } from './opening';
import { QUEUED_POSTS, queuedPostFor } from './order-queue';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** The build this worker came with (esbuild's define in app/sw.js/route.ts). */
declare const __CREPIVARA_BUILD__: string;

const BUILD = __CREPIVARA_BUILD__;
const cacheName = (cache: RuntimeCache) => runtimeCacheName(cache, BUILD);
/** Build files a page needed beyond the precache: a newer build's, seen online before updating. */
const ASSETS_BUDGET_BYTES = 3 * 1024 * 1024;

/** Keeps a cache within `bytes`, deleting its oldest entries (lib/offline/cache-budget.ts). */
function byteBudget(bytes: number): SerwistPlugin {
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

/** Only whole, same-origin answers are kept: never a redirect, an error or an opaque response. */
const onlyOk: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok && response.type === 'basic' && !response.redirected ? response : null),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build waits until the visitor taps "Actualizar" (or every tab has closed).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Pictures as they are seen, the product photos and the slides: shown at once, renewed behind.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/_next/image' && (url.searchParams.get('url') ?? '').startsWith('/images/'),
      handler: new StaleWhileRevalidate({ cacheName: cacheName('pictures'), plugins: [onlyOk, byteBudget(PICTURES_BUDGET_BYTES)] }),
    },
    // The owner's product photos: a new photo is a new URL (docs/decisions/041), so a kept one never goes stale.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fotos/'),
      handler: new CacheFirst({ cacheName: cacheName('pictures'), plugins: [onlyOk, byteBudget(PICTURES_BUDGET_BYTES)] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: cacheName('assets'), plugins: [onlyOk, byteBudget(ASSETS_BUDGET_BYTES)] }),
    },
    // The live menu and today's sold-out products: fresh whenever there is a connection, the last
    // answer without one.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/api/menu' || url.pathname === '/api/menu/availability'),
      handler: new NetworkFirst({ cacheName: cacheName('data'), plugins: [onlyOk] }),
    },
  ],
});

// The order post and any other post that must not be lost (lib/offline/order-queue.ts).
for (const post of QUEUED_POSTS) {
  serwist.registerCapture(
    ({ url, request }) => queuedPostFor(url, request.method, self.location.origin, [post]) !== undefined,
    new NetworkOnly({ plugins: [new BackgroundSyncPlugin(post.queue, { maxRetentionTime: post.maxRetentionMinutes })] }),
    'POST',
  );
}

async function keepPage(pathname: string, response: Response) {
  const cache = await caches.open(cacheName('pages'));
  await cache.put(new URL(pathname, self.location.origin).href, response);
}

/** The opening moment the server last gave (null: open, or never heard). */
async function lastOpening(): Promise<number | null> {
  const answer = await caches.open(cacheName('data')).then((cache) => cache.match(OPENING_PATH));
  return answer ? readOpeningAnswer(await answer.json().catch(() => null)) : null;
}

let openingAskedAt = 0;
/** Asks the server for the opening moment again, at most once a minute, for the next time offline. */
async function refreshOpening(): Promise<void> {
  if (Date.now() - openingAskedAt < 60_000) return;
  openingAskedAt = Date.now();
  const response = await fetch(OPENING_PATH, { cache: 'no-store' }).catch(() => null);
  if (response?.ok) await caches.open(cacheName('data')).then((cache) => cache.put(OPENING_PATH, response));
}

async function offlineAnswer(url: URL): Promise<Response> {
  const answer = offlineNavigation(url.pathname, await lastOpening(), Date.now());
  if (answer.kind === 'redirect') return Response.redirect(new URL(answer.to, url.origin).href, 307);
  if (answer.kind === 'page') {
    const kept = await caches.open(cacheName('pages')).then((cache) => cache.match(answer.path));
    if (kept) return kept;
  }
  return (await serwist.matchPrecache(OFFLINE_PATH)) ?? Response.error();
}

/** Every page: from the server when it answers (the proxy decides), else what offlineAnswer says. */
async function navigate({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const preloaded = event instanceof FetchEvent ? ((await event.preloadResponse) as Response | undefined) : undefined;
    const response = preloaded ?? (await fetch(request));
    if (isShopPage(url.pathname) && response.ok && response.type === 'basic' && !response.redirected) {
      event.waitUntil(keepPage(url.pathname, response.clone()));
    }
    event.waitUntil(refreshOpening());
    return response;
  } catch {
    return offlineAnswer(url);
  }
}
serwist.registerCapture(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', navigate);

/** The shop pages and the opening moment, fetched once at install so the first visit works offline. */
async function keepShop() {
  await Promise.allSettled([
    ...SHOP_PAGES.map(async (pathname) => {
      const response = await fetch(pathname, { credentials: 'same-origin' });
      // Before opening the shop pages redirect to the countdown: nothing to keep for them yet.
      if (response.ok && !response.redirected) await keepPage(pathname, response);
    }),
    refreshOpening(),
  ]);
}

self.addEventListener('install', (event) => event.waitUntil(keepShop()));
self.addEventListener('activate', (event) => {
  // What older builds kept goes as soon as this build takes over.
  event.waitUntil(caches.keys().then((names) => Promise.all(outdatedCaches(names, BUILD).map((name) => caches.delete(name)))));
});
// The build this worker serves, for the page's update prompt and the tests.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_BUILD') event.ports[0]?.postMessage(BUILD);
});

serwist.addEventListeners();
