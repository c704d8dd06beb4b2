// How a page learns that the service worker answered from its cache because the network failed:
// navigator.onLine alone says nothing on Wi-Fi without internet, and some Chromium builds report
// true for a page loaded while offline. The worker marks such an answer (a Server-Timing entry the
// page reads for its own load, or a fetch's headers) and tells its pages after each answer for a
// page or the menu whether it came from the network or from its cache. docs/offline.md

/** The Server-Timing metric on an answer the worker gave from its cache for want of a network. */
export const FROM_CACHE_METRIC = 'desde-cache';

/** The worker's word to its pages after an answer: `desdeCache` false means the network answered. */
export type ConnectionMessage = { type: 'CONEXION'; desdeCache: boolean };

export function connectionMessage(desdeCache: boolean): ConnectionMessage {
  return { type: 'CONEXION', desdeCache };
}

export function isConnectionMessage(data: unknown): data is ConnectionMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'CONEXION' &&
    typeof (data as { desdeCache?: unknown }).desdeCache === 'boolean'
  );
}

/** A copy of `response` marked as answered from the cache (its body is not read). */
export function markedFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', FROM_CACHE_METRIC);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Whether Server-Timing entries (a navigation's or a resource's `serverTiming`) carry the mark. */
export function servedFromCache(entries: readonly { name: string }[] | undefined): boolean {
  return (entries ?? []).some((entry) => entry.name === FROM_CACHE_METRIC);
}

/** Whether a Server-Timing header carries the mark. */
export function headerFromCache(serverTiming: string | null): boolean {
  return (serverTiming ?? '').split(',').some((metric) => metric.split(';', 1)[0]!.trim() === FROM_CACHE_METRIC);
}
