import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { UNAUTHORIZED_MESSAGE } from '@/lib/validation/unauthorized';
import type { SessionUser } from '@/lib/account';
import { readPayload } from '@/lib/http/json-body';
import { failure } from '@/lib/http/reply';
import { currentUser, sessionFromRequest } from './session';
import type { SessionClaims } from './session-token';

// The data-access checks (Next's auth guide, "verify in the DAL"). Every layout, page and route
// handler of the panel calls one of these before it reads or renders anything: the proxy is
// only a first redirect, a layout's redirect does not stop its page from rendering into the same
// response, and a client navigation can ask for a page without its layout. React's cache() runs
// the check once per request however many segments ask. The owner role is the account's role
// column, read with the session on every request, never from the browser.

const PANEL_LOGIN_PATH = '/login?acceso=admin';

/** The signed-in user with a live session; otherwise a redirect to the login (it throws). */
export const requireUser = cache(async (): Promise<SessionUser> => {
  const user = await currentUser();
  if (!user) redirect(PANEL_LOGIN_PATH);
  return user;
});

/** An owner's session; a customer gets the not-found page, nobody signed in the login. */
export const requireOwner = cache(async (): Promise<SessionUser> => {
  const user = await requireUser();
  if (!user.owner) notFound();
  return user;
});

const ownerMessages = {
  unauthorized: UNAUTHORIZED_MESSAGE,
  forbidden: 'Solo la cuenta de la tienda puede hacer este cambio.',
} as const;

/** For account route handlers: the signed-in user, or the 401 to answer. */
export async function userFromRequest(request: Request): Promise<{ ok: true; user: SessionUser; claims: SessionClaims } | { ok: false; response: Response }> {
  const session = await sessionFromRequest(request);
  if (!session) return { ok: false, response: failure(401, ownerMessages.unauthorized) };
  return { ok: true, user: session.user, claims: session.claims };
}

/** For account route handlers that take a body: the signed-in user and the payload `schema` accepted, or the 4xx. */
export async function userPayload<T>(
  request: Request,
  schema: Parameters<typeof readPayload<T>>[1],
): Promise<{ ok: true; user: SessionUser; data: T } | { ok: false; response: Response }> {
  const session = await userFromRequest(request);
  if (!session.ok) return session;
  const payload = await readPayload(request, schema);
  if (!payload.ok) return payload;
  return { ok: true, user: session.user, data: payload.data };
}

/** For owner route handlers: the owner, or the 401 (no live session) / 403 (a customer) to answer. */
export async function ownerFromRequest(request: Request): Promise<{ ok: true; user: SessionUser } | { ok: false; response: Response }> {
  const session = await sessionFromRequest(request);
  if (!session) return { ok: false, response: failure(401, ownerMessages.unauthorized) };
  if (!session.user.owner) return { ok: false, response: failure(403, ownerMessages.forbidden) };
  return { ok: true, user: session.user };
}
