import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { findSessionUser, type PublicUser } from '@/lib/db/users';
import { authSecret } from './secret';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, bearerToken, signSessionToken, verifySessionToken, type SessionClaims } from './session-token';

// Sessions for route handlers and Server Components. The proxy's cookie check is only a fast
// first filter; here the token is verified again and its session_version compared with the DB.

/** Secure cookies when the visitor reached us over https (directly or through a proxy). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

function cookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge };
}

export async function startSession(
  response: NextResponse,
  user: { id: number; sessionVersion: number },
  secure: boolean,
): Promise<void> {
  const token = await signSessionToken({ userId: user.id, sessionVersion: user.sessionVersion }, authSecret());
  response.cookies.set(SESSION_COOKIE, token, cookieOptions(secure, SESSION_TTL_SECONDS));
}

export function clearSessionCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set(SESSION_COOKIE, '', cookieOptions(secure, 0));
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The user behind a request's bearer token or session cookie, if the session is still current. */
export async function sessionFromRequest(request: Request): Promise<{ claims: SessionClaims; user: PublicUser } | null> {
  const token = bearerToken(request.headers) ?? readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return resolveSession(token);
}

/** The signed-in user for a Server Component (reads the cookie), or null. */
export async function currentUser(): Promise<PublicUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return (await resolveSession(token))?.user ?? null;
}

async function resolveSession(token: string | null | undefined) {
  const claims = await verifySessionToken(token, authSecret());
  if (!claims) return null;
  const user = findSessionUser(claims.userId, claims.sessionVersion);
  return user ? { claims, user } : null;
}
