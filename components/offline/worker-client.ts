// Run once the page has loaded and the browser is idle (offline-support.tsx): registers /sw.js
// and tells the page when a newer build is waiting. The plain API rather than @serwist/window:
// the same few steps in a third of its 2 KB, which /orders' JavaScript budget needs (033).

export type WorkerHandlers = {
  /** A newer build's worker is installed and waiting; call `apply` to switch to it and reload. */
  onUpdate: (apply: () => void) => void;
};

type Worker = ServiceWorker | null | undefined;

/** How many pictures of a page count as its first screen (a phone shows about four cards). */
const FIRST_SCREEN_PICTURES = 6;
const SHOP_PATHS = ['/', '/menu', '/orders', '/aboutus'];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '';
/** The addresses the worker keeps pictures from: next/image's sources and the owner's photos. */
const isPicture = (url: URL) => url.origin === location.origin && (url.pathname === '/_next/image' || url.pathname.startsWith('/fotos/'));

/**
 * The pictures this page loaded before the worker controlled it, at the sizes it picked (the
 * browser's own choice from srcset and <source>, or a preload's): the worker never saw them.
 */
function keepSeenPictures(worker: Worker) {
  const seen = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => isPicture(new URL(name)));
  if (seen.length > 0) worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: seen } });
}

/**
 * Once the worker first takes over: the first screen's pictures of every shop page (the one open
 * included), at the size this device picks: each is requested through an unattached <img> with the
 * page's srcset and sizes, then handed to the worker. Later pictures are kept as they are seen.
 */
async function keepFirstScreens(worker: Worker) {
  for (const path of SHOP_PATHS) {
    // One page per task, and only as far into its HTML as its first screen's pictures: scanning
    // all four whole pages at once was a long task after the load (docs/decisions/090-menu-main-thread.md).
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    const html = await (await caches.match(path))?.text();
    let found = 0;
    for (const [tag] of (html ?? '').matchAll(/<img\s[^>]*srcSet="[^"]*"[^>]*>/gi)) {
      if (found++ === FIRST_SCREEN_PICTURES) break;
      const picture = new Image();
      picture.onload = () => worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [picture.currentSrc] } });
      picture.sizes = attribute(tag, 'sizes');
      picture.srcset = attribute(tag, 'srcSet');
    }
  }
}

export async function startWorker({ onUpdate }: WorkerHandlers): Promise<void> {
  const container = navigator.serviceWorker;
  // Playwright's `serviceWorkers: 'block'` makes register() resolve to nothing: nothing to do then.
  const registration = await container?.register('/sw.js').catch(() => undefined);
  if (!registration) return;
  const updating = container.controller !== null;
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      // Reload once the new worker controls this page, so page and worker are of one build.
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const follow = (worker: Worker) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && updating) offer(worker);
      if (worker.state === 'activated' && !updating) {
        keepSeenPictures(worker);
        void keepFirstScreens(worker);
      }
    });
  // A newer build may already be waiting (found by an earlier page or tab), or still installing.
  if (registration.waiting && updating) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}
