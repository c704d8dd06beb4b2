// The status pages (/pedido/<token>) the worker keeps so a customer who opened one can read its
// last known state without signal. Each is one customer's, so each is kept under its own address,
// only on the device that opened it, for a day and at most a few at a time.
import { isStatusToken } from '@/lib/order/order-ids';

/** How many orders' pages are kept (a customer follows one or two at a time). */
export const KEPT_ORDER_PAGES = 5;
/** How long a kept page may be shown: an order is made, prepared and delivered within a day. */
export const ORDER_PAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A status page's word to the worker: it saw the order change, so its kept copy is fetched again. */
export const KEEP_ORDER_PAGE = 'GUARDAR_PEDIDO';
/** The header a kept copy carries with the moment it was kept (ms since the epoch). */
export const KEPT_AT_HEADER = 'X-Guardado-En';

export function isOrderPage(pathname: string): boolean {
  const match = /^\/pedido\/([^/]+)$/.exec(pathname);
  return match !== null && isStatusToken(match[1]);
}

export type KeptOrderPage = { url: string; keptAt: number };

/** Whether a copy kept at `keptAt` may still be shown at `now` (a clock set back shows it too). */
export function isFreshOrderPage(keptAt: number, now: number): boolean {
  return Number.isFinite(keptAt) && now - keptAt < ORDER_PAGE_MAX_AGE_MS;
}

/** The kept pages to delete at `now`: every expired one, and the oldest beyond KEPT_ORDER_PAGES. */
export function orderPagesToForget(pages: readonly KeptOrderPage[], now: number): string[] {
  const keptAt = (page: KeptOrderPage) => (Number.isFinite(page.keptAt) ? page.keptAt : -Infinity);
  const newestFirst = [...pages].sort((a, b) => keptAt(b) - keptAt(a));
  return newestFirst.filter((page, index) => index >= KEPT_ORDER_PAGES || !isFreshOrderPage(page.keptAt, now)).map((page) => page.url);
}
