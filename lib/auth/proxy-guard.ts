import { NextResponse, type NextRequest } from 'next/server';
import { authSecret } from './secret';
import { SESSION_COOKIE, verifySessionToken } from './session-token';

// Called from proxy.ts. It only checks the session cookie's signature and expiry (no database);
// the admin layout verifies the session again, session_version included.

export const ADMIN_PREFIX = '/home-admin';

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** A redirect to /login for an admin path without a valid session cookie; undefined otherwise. */
export async function adminGuard(request: NextRequest): Promise<NextResponse | undefined> {
  if (!isAdminPath(request.nextUrl.pathname)) return undefined;
  const claims = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, authSecret());
  if (claims) return undefined;
  const response = NextResponse.redirect(new URL('/login?acceso=admin', request.url));
  // A forged or expired cookie is useless: drop it.
  if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
  return response;
}
