import 'server-only';

import { SHOP_CHANGED_AT } from '@/lib/shop-freshness.mjs';

// The shop's cached pages forget the shop as it was: Next's (lib/cache-handler.mjs) and the
// production entry's (lib/http/page-cache.ts) both read this process-wide moment.

/** After an owner's change (here or on another instance): every shop page is rendered again on its next visit. */
export function expireShopPages(at = Date.now()): void {
  (globalThis as Record<symbol, unknown>)[SHOP_CHANGED_AT] = at;
}
