import { NextResponse } from 'next/server';
import { UNAUTHORIZED_LOG } from '@/lib/api-client';
import { apiMessages, checkBodylessRequest, failure, readJsonBody } from '@/lib/auth/api-request';
import { clientIp } from '@/lib/auth/client-ip';
import { HashPoolBusyError } from '@/lib/auth/hash-pool';
import { clearSessionCookie, isHttps, sessionFromRequest, startSession } from '@/lib/auth/session';
import { sharedThrottle, throttleMessage } from '@/lib/auth/throttle';
import { bumpSessionVersion, verifyCredentials } from '@/lib/db/users';
import { fieldErrors, loginSchema } from '@/lib/validation/auth';

const messages = {
  loggedIn: 'Inicio de sesión exitoso.',
  badCredentials: 'Correo o contraseña incorrectos.',
  loggedOut: 'Sesión cerrada.',
  active: 'Sesión activa.',
  // The spec's 401 sentence, the same one the browser's API client logs.
  unauthorized: UNAUTHORIZED_LOG,
} as const;

const noStore = { 'Cache-Control': 'no-store' };

/** Login: `{ mail, password }` -> 200 with `data` and the session cookie, 400, 401 or 429. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = loginSchema.safeParse(read.body);
  if (!parsed.success) return failure(400, apiMessages.invalid, { errors: fieldErrors(parsed.error) });
  const { mail, password } = parsed.data;

  const byEmail = sharedThrottle('loginPerEmail');
  const byIp = sharedThrottle('loginPerIp');
  const ip = clientIp(request.headers);
  const now = Date.now();
  const refusals = [byEmail.check(mail, now), byIp.check(ip, now)].flatMap((verdict) =>
    verdict.allowed ? [] : [verdict.retryAfterSeconds],
  );
  if (refusals.length > 0) {
    const retryAfter = Math.max(...refusals);
    return failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
  }
  // Counted as failures before hashing, so a burst of parallel guesses cannot slip past the
  // limit; taken back below when the password turns out right.
  byEmail.record(mail, now);
  byIp.record(ip, now);

  try {
    const user = await verifyCredentials(mail, password);
    if (!user) return failure(401, messages.badCredentials);
    byEmail.reset(mail);
    byIp.release(ip, now);
    const { sessionVersion, ...data } = user;
    const response = NextResponse.json({ success: true, message: messages.loggedIn, data }, { headers: noStore });
    await startSession(response, { id: user.id, sessionVersion }, isHttps(request));
    return response;
  } catch (error) {
    if (error instanceof HashPoolBusyError) return failure(503, apiMessages.busy, { headers: { 'Retry-After': '5' } });
    console.error('[api/auth] login failed:', error instanceof Error ? error.message : 'unknown error');
    return failure(500, apiMessages.unexpected);
  }
}

/** The signed-in user (cookie or `Authorization: Bearer`), or 401. */
export async function GET(request: Request): Promise<Response> {
  const session = await sessionFromRequest(request);
  if (!session) return failure(401, messages.unauthorized);
  return Response.json({ success: true, message: messages.active, data: session.user }, { headers: noStore });
}

/** Logout: clears the cookie and bumps session_version so copies of the token stop working. */
export async function DELETE(request: Request): Promise<Response> {
  const refused = checkBodylessRequest(request);
  if (refused) return refused;
  const session = await sessionFromRequest(request);
  if (session) bumpSessionVersion(session.user.id);
  const response = NextResponse.json({ success: true, message: messages.loggedOut }, { headers: noStore });
  clearSessionCookie(response, isHttps(request));
  return response;
}
