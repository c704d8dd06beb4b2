// Where the opening guard sends a request, as a pure function of the path and the moment.

/** Every page of the site. routes.test.ts checks this against the app/ folder. */
export const KNOWN_PAGES = ['/', '/menu', '/orders', '/aboutus', '/login', '/register', '/timecount'] as const;
/** Areas whose every sub-path belongs to the site. */
export const KNOWN_AREAS = ['/home-admin'] as const;

/** Pages that show before opening (spec section 2). */
export const ALWAYS_OPEN_PAGES = ['/timecount', '/login', '/register'] as const;

export const COUNTDOWN_PATH = '/timecount';
export const HOME_PATH = '/';

// Next's own files, route handlers and public files pass untouched. The proxy matcher skips
// most of them already; this is the same rule in testable form.
const PASS_THROUGH_PREFIXES = ['/_next/', '/api/', '/images/', '/icons/'];
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

export function isPassThrough(pathname: string): boolean {
  return (
    pathname === '/api' ||
    PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    FILE_NAME.test(pathname)
  );
}

export function isKnownRoute(pathname: string): boolean {
  return (
    (KNOWN_PAGES as readonly string[]).includes(pathname) ||
    KNOWN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`))
  );
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
