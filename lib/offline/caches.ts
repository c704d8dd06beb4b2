// The worker's cache names. Every cache but Serwist's precache carries the build it was filled by,
// so a new worker deletes what an older build kept instead of serving old pages against a new
// server (Serwist's precache replaces its own entries by revision). docs/decisions/032-updates.md

const CACHE_PREFIX = 'crepivara';

/** What the worker keeps at run time, each in its own cache. */
const RUNTIME_CACHES = {
  /** The HTML of the shop pages (lib/offline/navigation.ts SHOP_PAGES). */
  pages: 'paginas',
  /** Product and slide pictures as they are seen (/_next/image), within PICTURES_BUDGET_BYTES. */
  pictures: 'fotos',
  /** Build files a page used that the precache does not hold (a newer build seen online). */
  assets: 'archivos',
  /** The public reads: the menu, today's sold-out products and the opening moment. */
  data: 'datos',
  /** The status pages a customer opened, each under its own address (lib/offline/order-pages.ts). */
  orders: 'pedidos',
} as const;

/**
 * The status page of each order a customer asked to be told about ("Avísame", lib/push/links.ts):
 * not a build's, so an update keeps it; an entry lives as long as the order's push, a day.
 */
export const PUSH_LINKS_CACHE = `${CACHE_PREFIX}-avisos`;

export type RuntimeCache = keyof typeof RUNTIME_CACHES;

export function runtimeCacheName(cache: RuntimeCache, build: string): string {
  return `${CACHE_PREFIX}-${RUNTIME_CACHES[cache]}-${build}`;
}

/** Caches this site's worker made for another build: deleted when `build`'s worker activates. */
export function outdatedCaches(names: readonly string[], build: string): string[] {
  const current = new Set(Object.keys(RUNTIME_CACHES).map((cache) => runtimeCacheName(cache as RuntimeCache, build)));
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && name !== PUSH_LINKS_CACHE && !current.has(name));
}
