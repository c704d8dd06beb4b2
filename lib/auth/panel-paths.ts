// The areas behind the sign-in and the way back to them: the proxy's redirect to /login names the
// page it refused (`volver`), and the login sends the visitor there once signed in. Only a path of
// these areas is ever followed, so a crafted link cannot send anyone off the site.

const PANEL_PREFIX = '/home-admin';
/** Every area behind the sign-in: the panel and "Mi cuenta", which shares its sidebar. */
export const SIGNED_IN_AREAS = [PANEL_PREFIX, '/account'] as const;

const LOGIN_PATH = '/login?acceso=admin';
/** Longer than any desk address; a longer one is not worth keeping. */
const MAX_RETURN_LENGTH = 300;

export function isPanelPath(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The panel page itself (path and query) when `value` names one; null for anything else. */
export function panelReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_LENGTH) return null;
  // Plain path characters only: no scheme, host, backslash, "//", dot segments or fragment.
  if (!/^\/[A-Za-z0-9\-_/]*(\?[A-Za-z0-9\-_=&%.]*)?$/.test(value) || value.includes('//')) return null;
  const pathname = value.split('?')[0]!;
  return isPanelPath(pathname) ? value : null;
}

/** Where the proxy sends a visitor without a session from `pathname` + `search`. */
export function loginPathFor(pathname: string, search = ''): string {
  const back = panelReturnPath(`${pathname}${search}`);
  return back === null || back === PANEL_PREFIX ? LOGIN_PATH : `${LOGIN_PATH}&volver=${encodeURIComponent(back)}`;
}
