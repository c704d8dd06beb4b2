// Where a customer's notification leads: the order's status page, /pedido/<token>. The server keeps
// only the token's hash, so the page that asks for the push leaves its own address with the worker
// (Cache Storage, under the notification's tag) and the worker's notification opens it.
import { PUSH_LINKS_CACHE } from '@/lib/offline/caches';
import { KEPT_AT_HEADER } from '@/lib/offline/order-pages';
import { ORDER_PUSH_TTL_MS, orderTag } from './notice';

const keyOf = (tag: string) => `/avisos/${encodeURIComponent(tag)}`;

/** The page's side: `path` is where the order's notifications lead. */
export async function rememberOrderLink(reference: string, path: string, now = Date.now()): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PUSH_LINKS_CACHE);
  await cache.put(keyOf(orderTag(reference)), new Response(path, { headers: { [KEPT_AT_HEADER]: String(now) } }));
}

/** Whether this browser left an address for the order's notifications (it asked to be told). */
export async function orderLinkKept(reference: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return (await (await caches.open(PUSH_LINKS_CACHE)).match(keyOf(orderTag(reference)))) !== undefined;
}

/** The worker's side: the address left for `tag` while it is fresh (the expired ones go), else null. */
export async function orderLink(tag: string, now = Date.now()): Promise<string | null> {
  const cache = await caches.open(PUSH_LINKS_CACHE);
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!(now - Number(response?.headers.get(KEPT_AT_HEADER)) < ORDER_PUSH_TTL_MS)) await cache.delete(request);
  }
  const kept = await cache.match(keyOf(tag));
  const path = kept ? await kept.text() : '';
  return /^\/pedido\/[A-Za-z0-9_-]+$/.test(path) ? path : null;
}
