// The opening rule for proxy.ts: a 307 to the countdown before opening, and home for unknown
// paths afterwards. No database, no I/O: a parsed-once setting and a few string comparisons.
import { NextResponse, type NextRequest } from 'next/server';
import { openingInstant } from './env';
import { isBeforeOpening } from './moment';
import { openingRedirectPath } from './routes';

export function openingRedirect(request: NextRequest, now: number = Date.now()): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const target = openingRedirectPath(pathname, isBeforeOpening(openingInstant('guard'), now));
  if (target === null || target === pathname) return undefined;
  return NextResponse.redirect(new URL(target, request.url), 307);
}
