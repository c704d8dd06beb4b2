import 'server-only';

// The shop's cached pages forget the shop as it was (lib/cache-handler.mjs, which reads this
// process-wide symbol: the handler is loaded by Next, outside the app's bundles).
const SHOP_CHANGED_AT = Symbol.for('crepivara.shop-changed-at');

/** After an owner's change (here or on another instance): every shop page is rendered again on its next visit. */
export function expireShopPages(at = Date.now()): void {
  (globalThis as Record<symbol, unknown>)[SHOP_CHANGED_AT] = at;
}
