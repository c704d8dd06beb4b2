import 'server-only';
import { cookies, headers } from 'next/headers';
import type { NextResponse } from 'next/server';
import { deviceOwner } from '@/lib/db/devices';
import type { SessionUser } from '@/lib/account';
import { findSessionAccount, type SessionStamp } from '@/lib/db/users';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { DEVICE_TTL_SECONDS, deviceCookieName, deviceIdOf } from './device';
import { authSecret } from './secret-store';
import {
  SESSION_TTL_SECONDS,
  bearerToken,
  checkSessionToken,
  sessionCookieName,
  signSessionToken,
  tokenFitsAccount,
  type SessionClaims,
} from './session-token';

// Sessions for route handlers and Server Components. The proxy's cookie check is only a fast
// first filter; here the token is verified again and checked against the account's row (its
// session version and key, tokenFitsAccount).

function cookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge };
}

export async function startSession(response: NextResponse, user: { id: number } & SessionStamp, secure: boolean): Promise<void> {
  const token = await signSessionToken({ userId: user.id, sessionVersion: user.sessionVersion, sessionKey: user.sessionKey }, authSecret());
  response.cookies.set(sessionCookieName(secure), token, cookieOptions(secure, SESSION_TTL_SECONDS));
}

export function clearSessionCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set(sessionCookieName(secure), '', cookieOptions(secure, 0));
}

/** The device cookie (lib/auth/device.ts): SameSite=Strict, a year, renewed at each sign-in. */
export function setDeviceCookie(response: NextResponse, token: string, secure: boolean): void {
  response.cookies.set(deviceCookieName(secure), token, { ...cookieOptions(secure, DEVICE_TTL_SECONDS), sameSite: 'strict' });
}

export function clearDeviceCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set(deviceCookieName(secure), '', { ...cookieOptions(secure, 0), sameSite: 'strict' });
}

/** The id of the request's device when it is recorded for `userId`; null otherwise. */
export async function requestDevice(request: Request, userId: number | null, now = Date.now()): Promise<string | null> {
  if (userId === null) return null;
  const id = deviceIdOf(readCookie(request.headers.get('cookie'), deviceCookieName(isSecureRequest(request.headers))));
  return id !== null && (await deviceOwner(id, now)) === userId ? id : null;
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The user behind a request's bearer token or session cookie, if the session is still current. */
export async function sessionFromRequest(request: Request): Promise<{ claims: SessionClaims; user: SessionUser } | null> {
  const cookie = readCookie(request.headers.get('cookie'), sessionCookieName(isSecureRequest(request.headers)));
  return resolveSession(bearerToken(request.headers) ?? cookie, request.headers);
}

/** The signed-in user for a Server Component (reads the cookie), or null. Use requireUser() to guard. */
export async function currentUser(): Promise<SessionUser | null> {
  const requestHeaders = await headers();
  const token = (await cookies()).get(sessionCookieName(isSecureRequest(requestHeaders)))?.value;
  return (await resolveSession(token, requestHeaders))?.user ?? null;
}

/** The device id of the browser asking, from its cookie, for a Server Component (or null). */
export async function currentDeviceId(): Promise<string | null> {
  const secure = isSecureRequest(await headers());
  return deviceIdOf((await cookies()).get(deviceCookieName(secure))?.value);
}

async function resolveSession(token: string | null | undefined, requestHeaders: Headers) {
  const check = await checkSessionToken(token, authSecret());
  if (check.status === 'invalid') logSecurityEvent('token_invalid', { client: clientBucket(requestHeaders) });
  if (check.status !== 'valid') return null;
  const account = await findSessionAccount(check.claims.userId);
  if (!account || !tokenFitsAccount(check.claims, account)) {
    logSecurityEvent('token_revoked', { client: clientBucket(requestHeaders) });
    return null;
  }
  return { claims: check.claims, user: account.user };
}
