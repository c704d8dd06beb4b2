import { deviceLabel, newDeviceToken } from '@/lib/auth/device';
import { busyResponse } from '@/lib/auth/hashing';
import { HashPoolBusyError } from '@/lib/password/hash-pool';
import { clearSessionCookie, requestDevice, sessionFromRequest, setDeviceCookie, startSession } from '@/lib/auth/session';
import { settleLoginAttempt, startLoginAttempt, throttleMessage, toSeconds } from '@/lib/auth/throttle';
import type { LoginOutcome } from '@/lib/db/attempts';
import { addDevice, touchDevice } from '@/lib/db/devices';
import { bumpSessionVersion, findUserId, verifyCredentials } from '@/lib/db/users';
import { apiMessages, checkBodylessRequest, readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { emailHash, logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { UNAUTHORIZED_MESSAGE } from '@/lib/validation/unauthorized';
import { loginSchema } from '@/lib/validation/auth';
import { storeGuarded } from '@/lib/store-guarded';

const messages = {
  loggedIn: 'Inicio de sesión exitoso.',
  badCredentials: 'Correo o contraseña incorrectos.',
  loggedOut: 'Sesión cerrada.',
  active: 'Sesión activa.',
  // The spec's 401 sentence, the same one the browser's API client logs.
  unauthorized: UNAUTHORIZED_MESSAGE,
} as const;

/** Login: `{ mail, password }` -> 200 with `data` and the session cookie, 400, 401, 429 or 503. */
async function logIn(request: Request): Promise<Response> {
  const parsed = await readPayload(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const { mail, password } = parsed.data;

  // A browser that signed in to this account before carries its device cookie: it passes the
  // account's guessing budget that anyone can spend, under a limit of its own (docs/security.md).
  const secure = isSecureRequest(request.headers);
  const device = await requestDevice(request, await findUserId(mail));
  const client = { account: emailHash(mail), address: clientBucket(request.headers), device };
  const start = await startLoginAttempt(client);
  if (!start.allowed) {
    const retryAfter = toSeconds(start.retryAfterMs);
    logSecurityEvent('login_throttled', { email: client.account, client: client.address, retryAfter });
    return failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
  }

  // Counted as a failure before hashing, so a burst of parallel guesses cannot slip past the
  // limits; settled below once the outcome is known.
  let outcome: LoginOutcome = 'failure';
  try {
    const user = await verifyCredentials(mail, password);
    if (!user) return failure(401, messages.badCredentials);
    outcome = 'success';
    const { sessionVersion, sessionKey, ...data } = user;
    const response = success({ message: messages.loggedIn, data });
    await startSession(response, { id: user.id, sessionVersion, sessionKey }, secure);
    const now = Date.now();
    if (device) {
      await touchDevice(device, now);
    } else {
      const fresh = newDeviceToken();
      await addDevice(user.id, fresh.id, deviceLabel(request.headers.get('user-agent')), now);
      setDeviceCookie(response, fresh.token, secure);
    }
    logSecurityEvent('login_ok', { user: user.id, client: client.address });
    return response;
  } catch (error) {
    if (error instanceof HashPoolBusyError) {
      outcome = 'not-counted';
      return busyResponse(error);
    }
    console.error('[api/auth] login failed:', error instanceof Error ? error.message : 'unknown error');
    return failure(500, apiMessages.unexpected);
  } finally {
    const spent = await settleLoginAttempt(start.attemptId, client, outcome);
    if (outcome === 'failure') logSecurityEvent('login_failed', { email: client.account, client: client.address });
    if (spent) logSecurityEvent('login_locked', { email: client.account, retryAfter: toSeconds(spent.retryAfterMs) });
  }
}

/** The signed-in user (cookie or `Authorization: Bearer`), or 401. */
async function signedInUser(request: Request): Promise<Response> {
  const session = await sessionFromRequest(request);
  if (!session) return failure(401, messages.unauthorized);
  const { id, nombre, apellido, correo } = session.user;
  return success({ message: messages.active, data: { id, nombre, apellido, correo } });
}

/** Logout: clears the cookie and bumps session_version so copies of the token stop working. */
async function logOut(request: Request): Promise<Response> {
  const refused = checkBodylessRequest(request);
  if (refused) return refused;
  const session = await sessionFromRequest(request);
  if (session) {
    await bumpSessionVersion(session.user.id);
    logSecurityEvent('logout', { user: session.user.id, client: clientBucket(request.headers) });
  }
  const response = success({ message: messages.loggedOut });
  clearSessionCookie(response, isSecureRequest(request.headers));
  return response;
}

export const POST = storeGuarded(logIn);
export const GET = storeGuarded(signedInUser);
export const DELETE = storeGuarded(logOut);
