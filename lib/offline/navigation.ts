// What the service worker answers for a page it cannot fetch (offline, or the server is down), as a
// pure function of the path, the opening moment and the clock: the same rule proxy.ts applies
// online, then a kept copy of a shop page or of a status page this device opened, or the offline
// page. docs/decisions/031-offline-navigation.md
import { isBeforeOpening } from '@/lib/grand-opening/moment';
import { openingRedirectPath } from '@/lib/grand-opening/routes';
import { isOrderPage } from './order-pages';

/**
 * The shop pages whose HTML the worker keeps: the same for every visitor (the cart, the table and
 * the account live in the browser). Besides these only the status pages a customer opened are kept
 * (./order-pages.ts); /login, /register, /home-admin, an account's pages and any page added later
 * need the server and get the offline page.
 */
export const SHOP_PAGES = ['/', '/menu', '/orders', '/aboutus', '/timecount'] as const;

/** The Spanish "Sin conexión" page with its "Reintentar" button, precached with each build. */
export const OFFLINE_PATH = '/sin-conexion';

export function isShopPage(pathname: string): boolean {
  return (SHOP_PAGES as readonly string[]).includes(pathname);
}

export type OfflineAnswer =
  /** Where the proxy would have sent the visitor: the worker redirects there too. */
  | { kind: 'redirect'; to: string }
  /** The kept copy of this shop page, when there is one (else the offline page). */
  | { kind: 'page'; path: string }
  /** The kept copy of this order's status page, when this device opened it lately (else the offline page). */
  | { kind: 'order'; path: string }
  | { kind: 'offline' };

/**
 * `opensAt` is the guard's opening instant as the server last said it (null: open). Before it,
 * shop pages go to the countdown exactly as online; from that millisecond on they are served.
 */
export function offlineNavigation(pathname: string, opensAt: number | null, now: number): OfflineAnswer {
  const target = openingRedirectPath(pathname, isBeforeOpening(opensAt, now));
  if (target !== null && target !== pathname) return { kind: 'redirect', to: target };
  if (isShopPage(pathname)) return { kind: 'page', path: pathname };
  return isOrderPage(pathname) ? { kind: 'order', path: pathname } : { kind: 'offline' };
}
