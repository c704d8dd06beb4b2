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
} from 'serwist';
import { PICTURES_BUDGET_BYTES } from './cache-budget';
import { outdatedCaches, runtimeCacheName, type RuntimeCache } from './caches';
import { markedFromCache } from './connection';
import { isShopPage, OFFLINE_PATH, offlineNavigation, SHOP_PAGES } from './navigation';
import { OPENING_PATH, readOpeningAnswer } from './opening';
import { isFreshOrderPage, isOrderPage, KEEP_ORDER_PAGE, KEPT_AT_HEADER, orderPagesToForget } from './order-pages';
import { QUEUED_POSTS, queuedPostFor } from './order-queue';
import { listenForPushes } from '@/lib/push/worker';
import { byteBudget, isWhole, onlyOk, reportsConnection, tellPages, withHeaders, withoutVary } from './worker-plugins';

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
      handler: new StaleWhileRevalidate({ cacheName: cacheName('pictures'), plugins: [onlyOk, withoutVary, byteBudget(PICTURES_BUDGET_BYTES)] }),
    },
    // The owner's product photos: a new photo is a new URL (docs/decisions/041), so a kept one never goes stale.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fotos/'),
      handler: new CacheFirst({ cacheName: cacheName('pictures'), plugins: [onlyOk, withoutVary, byteBudget(PICTURES_BUDGET_BYTES)] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: cacheName('assets'), plugins: [onlyOk, byteBudget(ASSETS_BUDGET_BYTES)] }),
    },
    // The live menu, today's sold-out products and the opening moment: fresh whenever there is a
    // connection, the last answer without one (and the pages told so).
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && ['/api/menu', '/api/menu/availability', OPENING_PATH].includes(url.pathname),
      handler: new NetworkFirst({ cacheName: cacheName('data'), plugins: [onlyOk, reportsConnection] }),
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

/** An order's status page under its own address, with when it was kept; the expired and the oldest go. */
async function keepOrderPage(pathname: string, response: Response) {
  const cache = await caches.open(cacheName('orders'));
  await cache.put(
    new URL(pathname, self.location.origin).href,
    withHeaders(response, (headers) => headers.set(KEPT_AT_HEADER, String(Date.now()))),
  );
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => ({ url: request.url, keptAt: Number((await cache.match(request))?.headers.get(KEPT_AT_HEADER)) })),
  );
  await Promise.all(orderPagesToForget(kept, Date.now()).map((url) => cache.delete(url)));
}

/** The kept copy of an order's status page, unless it has expired. */
async function keptOrderPage(pathname: string): Promise<Response | undefined> {
  const kept = await caches.open(cacheName('orders')).then((cache) => cache.match(pathname));
  return kept && isFreshOrderPage(Number(kept.headers.get(KEPT_AT_HEADER)), Date.now()) ? kept : undefined;
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

/** A page from the cache, marked so the page says it is without a connection (./connection.ts). */
async function offlineAnswer(url: URL): Promise<Response> {
  const answer = offlineNavigation(url.pathname, await lastOpening(), Date.now());
  if (answer.kind === 'redirect') return Response.redirect(new URL(answer.to, url.origin).href, 307);
  const kept =
    answer.kind === 'page'
      ? await caches.open(cacheName('pages')).then((cache) => cache.match(answer.path))
      : answer.kind === 'order'
        ? await keptOrderPage(answer.path)
        : undefined;
  const page = kept ?? (await serwist.matchPrecache(OFFLINE_PATH));
  return page ? markedFromCache(page) : Response.error();
}

/** Every page: from the server when it answers (the proxy decides), else what offlineAnswer says. */
async function navigate({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  let response: Response;
  try {
    const preloaded = event instanceof FetchEvent ? ((await event.preloadResponse) as Response | undefined) : undefined;
    response = preloaded ?? (await fetch(request));
  } catch {
    event.waitUntil(tellPages(true));
    return offlineAnswer(url);
  }
  if (isWhole(response) && isShopPage(url.pathname)) event.waitUntil(keepPage(url.pathname, response.clone()));
  if (isWhole(response) && isOrderPage(url.pathname)) event.waitUntil(keepOrderPage(url.pathname, response.clone()));
  event.waitUntil(refreshOpening());
  event.waitUntil(tellPages(false));
  return response;
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
/** Fetches an order's status page again for its kept copy (the page saw the order change live). */
async function refreshOrderPage(pathname: string): Promise<void> {
  const response = await fetch(pathname, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
  if (response && isWhole(response)) await keepOrderPage(pathname, response);
}

self.addEventListener('message', (event) => {
  // The build this worker serves, for the page's update prompt and the tests.
  if (event.data?.type === 'GET_BUILD') event.ports[0]?.postMessage(BUILD);
  // Only the sending page's own address, and only a status page.
  const source = event.source;
  if (event.data?.type === KEEP_ORDER_PAGE && source && 'url' in source) {
    const { pathname } = new URL(source.url);
    if (isOrderPage(pathname)) event.waitUntil(refreshOrderPage(pathname));
  }
});

listenForPushes();

// A notification's tap: the board's alert of a new order (components/desk/order-alerts.ts) and a
// push (lib/push/worker.ts) open the address in their data, the open tab when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/home-admin/pedidos', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

serwist.addEventListeners();
