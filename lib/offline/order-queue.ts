// The worker's hook for posts that must reach the server even when they are made without signal:
// the order post. The worker sends a failed POST to a listed path again when the connection returns
// (Background Sync where the browser has it, at the worker's next start, i.e. the next visit,
// otherwise), for up to `maxRetentionMinutes`. "Never twice" is the server's half: the order's body
// carries the browser-made key (`clave`), and POST /api/orders answers a repeat with the first
// answer (a reply lost on the way back is the one case a replay cannot tell from a failure); the
// page's own retries (components/checkout/order-outbox.ts) send the same key.
// docs/decisions/034-order-post-queue.md, 082-order-post-retries.md

export type QueuedPost = {
  /** The same-origin path the browser posts to. */
  path: string;
  /** The queue's name in IndexedDB (Serwist's BackgroundSyncQueue). */
  queue: string;
  /** How long a post waits for the connection before it is dropped. */
  maxRetentionMinutes: number;
};

/** The orders post: kept a day, as long as the page's own retries (components/checkout/order-outbox.ts). */
export const QUEUED_POSTS: readonly QueuedPost[] = [{ path: '/api/orders', queue: 'pedidos', maxRetentionMinutes: 24 * 60 }];

/** The queue a request belongs to, if it is a POST to one of `posts` on this site's origin. */
export function queuedPostFor(url: URL, method: string, origin: string, posts: readonly QueuedPost[] = QUEUED_POSTS): QueuedPost | undefined {
  if (method !== 'POST' || url.origin !== origin) return undefined;
  return posts.find((post) => post.path === url.pathname);
}
