// /menu's cached pages (docs/decisions/094-cached-shop-pages.md): proxy.ts names the page for the
// address in a request header, and next.config.ts's rewrite serves it. (A rewrite answered by the
// proxy itself is taken for an external one by a server listening on 127.0.0.1: Next writes the
// proxy's URLs with "localhost" and compares them with the address it listens on.)
import { NextResponse, type NextRequest } from 'next/server';
import { cachedMenuPage } from './filters';

/** Set only here: whatever a client sends under this name is replaced or removed. */
export const MENU_PAGE_HEADER = 'x-crepivara-menu-page';

export function nameCachedMenuPage(request: NextRequest): NextResponse | undefined {
  if (request.nextUrl.pathname !== '/menu') return undefined;
  const page = cachedMenuPage(request.nextUrl.searchParams);
  const headers = new Headers(request.headers);
  if (page === null) headers.delete(MENU_PAGE_HEADER);
  else headers.set(MENU_PAGE_HEADER, page);
  return NextResponse.next({ request: { headers } });
}
