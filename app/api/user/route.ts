import { userPayload } from '@/lib/auth/dal';
import { busyResponse } from '@/lib/auth/hashing';
import { confirmPassword } from '@/lib/auth/reauth';
import { clearDeviceCookie, clearSessionCookie } from '@/lib/auth/session';
import { countSignup, signupCeilingMessage, throttleMessage, toSeconds, uncountSignup } from '@/lib/auth/throttle';
import { createUser, deleteUser, renameUser } from '@/lib/db/users';
import { apiMessages, readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { closeDoor } from '@/lib/http/admission';
import { clientBucket } from '@/lib/http/client-ip';
import { emailHash, logSecurityEvent, logSecurityEventAtMostEvery } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { HashPoolBusyError } from '@/lib/password/hash-pool';
import { hashingRefusal, hashPassword } from '@/lib/password';
import { deleteAccountSchema, registerSchema, renameSchema } from '@/lib/validation/auth';
import { storeGuarded } from '@/lib/store-guarded';

const messages = {
  created: 'Cuenta creada con éxito. Ya puedes iniciar sesión.',
  duplicate: 'Ya existe una cuenta con ese correo.',
  renamed: 'Nombre actualizado.',
  deleted: 'Tu cuenta fue eliminada.',
} as const;

const SIGNUP_ROUTE = 'POST /api/user';

/**
 * Registration: `{ nombre, apellido, correo, contraseña }` -> 201, 400, 409, 429 or 503. It only
 * ever creates a customer: the owner role comes from the operator (docs/decisions/011-owner-accounts.md).
 */
async function register(request: Request): Promise<Response> {
  const parsed = await readPayload(request, registerSchema);
  if (!parsed.ok) return parsed.response;

  // A flood meets a full sign-up queue: shed it before it costs a count in the database, and let
  // the production entry turn the next ones away at the door meanwhile (lib/http/admission.ts).
  const busy = hashingRefusal('signup');
  if (busy) {
    closeDoor(SIGNUP_ROUTE, { until: Date.now() + busy.retryAfterSeconds * 1000, status: 503, message: apiMessages.busy });
    return busyResponse(busy);
  }

  // Counted before hashing (every valid attempt costs a bcrypt run), per address bucket and for
  // everyone together, in the database: the 409 for a taken e-mail is the spec's, so this is what
  // bounds enumeration, and the ceiling is what bounds junk accounts from many addresses.
  const address = clientBucket(request.headers);
  const verdict = await countSignup(address);
  if (!verdict.allowed) {
    const retryAfter = toSeconds(verdict.retryAfterMs);
    if (verdict.limit === 'total') {
      logSecurityEventAtMostEvery(60_000, 'signup-ceiling', 'signup_ceiling', { retryAfter });
      const until = Date.now() + verdict.retryAfterMs;
      // A getter: the door repeats this answer until the hour ends, so it words the wait left at each ask.
      closeDoor(SIGNUP_ROUTE, {
        until,
        status: 429,
        get message() {
          return signupCeilingMessage((until - Date.now()) / 1000);
        },
      });
      return failure(429, signupCeilingMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
    }
    logSecurityEvent('signup_throttled', { client: address, retryAfter });
    return failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
  }

  try {
    const { contraseña, ...user } = parsed.data;
    // The sign-up lane: shed first, and never ahead of a login (lib/password/hash-pool.ts).
    const created = await createUser({ ...user, passwordHash: await hashPassword(contraseña, 'signup') });
    if (!created.ok) return failure(409, messages.duplicate);
    logSecurityEvent('signup', { user: created.user.id, client: address });
    return success({ message: messages.created }, { status: 201 });
  } catch (error) {
    if (error instanceof HashPoolBusyError) {
      await uncountSignup(verdict.attemptId);
      return busyResponse(error);
    }
    console.error('[api/user] registration failed:', error instanceof Error ? error.message : 'unknown error');
    return failure(500, apiMessages.unexpected);
  }
}

/** "Mi cuenta" > Nombre: `{ nombre, apellido }` -> 200 with the user, 400 or 401. */
async function rename(request: Request): Promise<Response> {
  const payload = await userPayload(request, renameSchema);
  if (!payload.ok) return payload.response;
  const user = await renameUser(payload.user.id, payload.data.nombre, payload.data.apellido);
  if (!user) return failure(401, apiMessages.unexpected);
  logSecurityEvent('name_changed', { user: user.id });
  return success({ message: messages.renamed, data: user });
}

/**
 * "Eliminar mi cuenta": `{ contraseña }` -> 200 (the row is deleted with its devices, invitations
 * and login throttles, the cookies cleared), 400 (wrong password), 401, 429 or 503.
 */
async function deleteAccount(request: Request): Promise<Response> {
  const payload = await userPayload(request, deleteAccountSchema);
  if (!payload.ok) return payload.response;
  const { user, data } = payload;
  const confirmed = await confirmPassword(request, user, data.contraseña, 'contraseña');
  if (!confirmed.ok) return confirmed.response;
  await deleteUser(user.id, emailHash(user.correo));
  logSecurityEvent('account_deleted', { user: user.id, client: clientBucket(request.headers) });
  const response = success({ message: messages.deleted });
  const secure = isSecureRequest(request.headers);
  clearSessionCookie(response, secure);
  clearDeviceCookie(response, secure);
  return response;
}

export const POST = storeGuarded(register);
export const PATCH = storeGuarded(rename);
export const DELETE = storeGuarded(deleteAccount);
