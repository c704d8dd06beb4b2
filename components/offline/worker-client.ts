// Loaded only once the page has loaded and the browser is idle (offline-support.tsx): registers
// /sw.js through @serwist/window and tells the page when a newer build is waiting.
import { Serwist } from '@serwist/window';

export type WorkerHandlers = {
  /** A newer build's worker is installed and waiting; call `apply` to switch to it and reload. */
  onUpdate: (apply: () => void) => void;
};

/** Hands the worker the pictures this page already showed, so they are there offline too. */
function keepShownPictures(serwist: Serwist) {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/image?`));
  if (urls.length > 0) void serwist.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/** How many pictures of a page count as its first screen (a phone shows about four cards). */
const FIRST_SCREEN_PICTURES = 6;
const SHOP_PATHS = ['/', '/menu', '/orders', '/aboutus'];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/**
 * The first screen's pictures of the shop pages this visitor has not opened, at the size this
 * device would pick: each is requested through an unattached <img> with the page's srcset and
 * sizes, and the worker keeps it like any picture seen. The pages come from the worker's cache.
 */
async function keepFirstScreens(serwist: Serwist) {
  for (const path of SHOP_PATHS) {
    const html = await (await caches.match(path))?.text();
    if (!html) continue;
    const tags = [...html.matchAll(/<img\s[^>]*srcSet="[^"]*"[^>]*>/gi)].slice(0, FIRST_SCREEN_PICTURES);
    for (const [tag] of tags) {
      const picture = new Image();
      // Handed to the worker once loaded, in case this page was not yet under its control.
      picture.addEventListener('load', () => void serwist.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [picture.currentSrc] } }), { once: true });
      picture.sizes = attribute(tag, 'sizes') ?? '';
      picture.srcset = attribute(tag, 'srcSet') ?? '';
    }
  }
}

export async function startWorker({ onUpdate }: WorkerHandlers): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const serwist = new Serwist('/sw.js', { scope: '/', type: 'classic' });
  serwist.addEventListener('waiting', () => {
    onUpdate(() => {
      // Reload once the new worker controls this page, so page and worker are of one build.
      serwist.addEventListener('controlling', () => window.location.reload());
      serwist.messageSkipWaiting();
    });
  });
  serwist.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    keepShownPictures(serwist);
    void keepFirstScreens(serwist);
  });
  // Playwright's `serviceWorkers: 'block'` makes register() resolve to nothing: nothing to do then.
  const registration = await serwist.register({ immediate: true }).catch(() => undefined);
  if (registration && navigator.serviceWorker.controller) keepShownPictures(serwist);
}
