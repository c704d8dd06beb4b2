// When a kept copy of a shop page is too old to serve (docs/decisions/094-cached-shop-pages.md).
// Plain JavaScript: Next's cache handler (lib/cache-handler.mjs) loads it outside the app's bundles,
// and the production entry's page cache (lib/http/page-cache.ts) and the owner's changes
// (lib/menu/shop-pages.ts) share it through its process-wide symbol.

/** When the owner last changed the shop, in this process (set by lib/menu/shop-pages.ts). */
export const SHOP_CHANGED_AT = Symbol.for('crepivara.shop-changed-at');
/** Longer than a shop page's render on a busy server: one begun before the change is not kept. */
export const SETTLE_MS = 2000;

/**
 * Whether a copy kept at `keptAt` shows the shop as it was before the owner's last change (or in
 * the moments after it, when a render begun before it may still finish), or before `startedAt`.
 */
export function keptBeforeShopChange(keptAt, startedAt) {
  const changedAt = globalThis[SHOP_CHANGED_AT];
  return keptAt < (typeof changedAt === 'number' ? Math.max(changedAt + SETTLE_MS, startedAt) : startedAt);
}
