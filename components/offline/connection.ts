// Whether this page should say it is without a connection: the browser says so, or the service
// worker answered this page, the menu or the opening moment from its cache (lib/offline/connection.ts).
// One store for the banner, the opening line and the status page; nothing here runs on the server.
import { useSyncExternalStore } from 'react';
import { headerFromCache, isConnectionMessage, servedFromCache } from '@/lib/offline/connection';
import { OPENING_PATH } from '@/lib/offline/opening';

/** How often a page from the cache asks whether the network is back: lie-fi ends without an 'online' event. */
const RECHECK_MS = 30_000;

const listeners = new Set<() => void>();
let fromCache: boolean | undefined;
let recheck: number | undefined;
/** Whether the worker or a live answer has spoken since the page loaded: newer than the load's mark. */
let heard = false;

function setFromCache(next: boolean) {
  if (fromCache === next) return;
  fromCache = next;
  window.clearInterval(recheck);
  recheck = next ? window.setInterval(askNetwork, RECHECK_MS) : undefined;
  listeners.forEach((listener) => listener());
}

/** Something small from the server; the worker tells every page where the answer came from. */
function askNetwork() {
  fetch(OPENING_PATH, { cache: 'no-store' }).then(
    (response) => {
      heard = true;
      setFromCache(headerFromCache(response.headers.get('Server-Timing')));
    },
    () => {},
  );
}

/**
 * The page's own load, marked by the worker when it came from the cache. Read through an observer:
 * performance.getEntriesByType is emptied by a test's fake clock (Playwright's page.clock).
 */
function watchOwnLoad() {
  try {
    new PerformanceObserver((entries, observer) => {
      observer.disconnect();
      const marked = entries.getEntries().some((load) => servedFromCache((load as PerformanceNavigationTiming).serverTiming));
      if (marked && !heard) setFromCache(true);
    }).observe({ type: 'navigation', buffered: true });
  } catch {
    // No navigation entries here: the worker's messages still tell.
  }
}

function start() {
  setFromCache(false);
  watchOwnLoad();
  const onBrowserChange = () => {
    if (navigator.onLine && fromCache) askNetwork();
    listeners.forEach((listener) => listener());
  };
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (!isConnectionMessage(event.data)) return;
    heard = true;
    setFromCache(event.data.desdeCache);
  });
}

function subscribe(listener: () => void) {
  if (fromCache === undefined) start();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const offlineNow = () => !navigator.onLine || fromCache === true;

/** True while this page shows what may be out of date: no network, or answers from the cache. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, offlineNow, () => false);
}

/** A live answer reached the page without the worker (an event stream, a poll): the network is back. */
export function answeredFromNetwork(): void {
  heard = true;
  if (fromCache !== undefined) setFromCache(false);
}
