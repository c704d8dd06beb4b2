// Where the opening guard sends a request, as a pure function of the path and the moment.

/** Every page of the site. routes.test.ts checks this against the app/ folder. */
export const KNOWN_PAGES = ['/', '/menu', '/orders', '/aboutus', '/login', '/register', '/timecount', '/sin-conexion', '/activar', '/account'] as const;
/** Areas whose every sub-path belongs to the site (an order's status page answers 404 itself for a link that is not one). */
export const KNOWN_AREAS = ['/home-admin', '/pedido'] as const;

/**
 * Pages that show before opening (spec section 2); the offline page, which the service worker
 * keeps in every mode (docs/decisions/031-offline-navigation.md); and the owner's invitation,
 * which comes before the opening.
 */
const ALWAYS_OPEN_PAGES = ['/timecount', '/login', '/register', '/sin-conexion', '/activar'] as const;

const COUNTDOWN_PATH = '/timecount';
const HOME_PATH = '/';

/**
 * Next's own files, route handlers, public files (anything with a file extension) and the
 * owner's photos (/fotos/) pass untouched: the alternatives of the negative lookahead in
 * proxy.ts's matcher, which must stay a literal there (Next reads it at build time).
 * proxy.test.ts checks that the literal is built from exactly this and that both agree on a long
 * list of paths.
 */
export const PASS_THROUGH_SOURCE = '_next/static/|_next/image|api/|api$|images/|icons/|fotos/|.*\\.[A-Za-z0-9]+$';
const PASS_THROUGH = new RegExp(`^/(?:${PASS_THROUGH_SOURCE})`);

export function isPassThrough(pathname: string): boolean {
  return PASS_THROUGH.test(pathname);
}

export function isKnownRoute(pathname: string): boolean {
  return (KNOWN_PAGES as readonly string[]).includes(pathname) || KNOWN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/**
 * The path to redirect to, or null to let the request through. Before opening everything but
 * the always-open pages goes to the countdown; afterwards only unknown paths go home.
 */
export function openingRedirectPath(pathname: string, beforeOpening: boolean): string | null {
  if (isPassThrough(pathname)) return null;
  if (beforeOpening) return (ALWAYS_OPEN_PAGES as readonly string[]).includes(pathname) ? null : COUNTDOWN_PATH;
  return isKnownRoute(pathname) ? null : HOME_PATH;
}
