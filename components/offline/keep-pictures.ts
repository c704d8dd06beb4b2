// What a device keeps for offline when the site's worker first takes over (./worker-client.ts):
// the pictures the page already loaded, and the first screen of every shop page.

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
function keepSeenPictures(worker: ServiceWorker) {
  const seen = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => isPicture(new URL(name)));
  if (seen.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: seen } });
}

/**
 * Once the worker first takes over: the first screen's pictures of every shop page (the one open
 * included), at the size this device picks: each is requested through an unattached <img> with the
 * page's srcset and sizes, then handed to the worker. Later pictures are kept as they are seen.
 */
async function keepFirstScreens(worker: ServiceWorker) {
  for (const path of SHOP_PATHS) {
    // One page per task, and only as far into its HTML as its first screen's pictures: scanning
    // all four whole pages at once was a long task after the load (docs/decisions/090-menu-main-thread.md).
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    const html = await (await caches.match(path))?.text();
    let found = 0;
    for (const [tag] of (html ?? '').matchAll(/<img\s[^>]*srcSet="[^"]*"[^>]*>/gi)) {
      if (found++ === FIRST_SCREEN_PICTURES) break;
      const picture = new Image();
      picture.onload = () => worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [picture.currentSrc] } });
      picture.sizes = attribute(tag, 'sizes');
      picture.srcset = attribute(tag, 'srcSet');
    }
  }
}

/** Both, once the worker first controls the page. */
export function keepPictures(worker: ServiceWorker): void {
  keepSeenPictures(worker);
  void keepFirstScreens(worker);
}
