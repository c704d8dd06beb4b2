import { NextResponse } from 'next/server';
import { userFromRequest } from '@/lib/auth/dal';
import { confirmPassword } from '@/lib/auth/reauth';
import { startSession } from '@/lib/auth/session';
import { forgetDevices } from '@/lib/db/devices';
import { changePassword } from '@/lib/db/users';
import { apiMessages, failure, readJsonBody } from '@/lib/http/api-request';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent, logSecurityEventAtMostEvery } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { HashPoolBusyError } from '@/lib/password/hash-pool';
import { hashPassword } from '@/lib/password';
import { fieldErrors, passwordChangeSchema } from '@/lib/validation/auth';

/**
 * "Mi cuenta" > Contraseña: `{ actual, nueva }` -> 200, 400 (a wrong current password under
 * `errors.actual`), 401, 429 or 503. Every other session and device of the account ends; this
 * browser gets a new session and keeps its device.
 */
export async function PUT(request: Request): Promise<Response> {
  const session = await userFromRequest(request);
  if (!session.ok) return session.response;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = passwordChangeSchema.safeParse(read.body);
  if (!parsed.success) return failure(400, apiMessages.invalid, { errors: fieldErrors(parsed.error) });
  const { user } = session;
  const confirmed = await confirmPassword(request, user, parsed.data.actual, 'actual');
  if (!confirmed.ok) return confirmed.response;
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(parsed.data.nueva, 'signin');
  } catch (error) {
    if (!(error instanceof HashPoolBusyError)) throw error;
    logSecurityEventAtMostEvery(60_000, 'shed-signin', 'hashing_shed', { lane: 'signin' });
    return failure(503, apiMessages.busy, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
  }
  const sessionVersion = changePassword(user.id, passwordHash);
  const devices = forgetDevices(user.id, confirmed.device);
  logSecurityEvent('password_changed', { user: user.id, client: clientBucket(request.headers), devices });
  const response = NextResponse.json(
    { success: true, message: 'Contraseña actualizada. Se cerró la sesión en tus otros dispositivos.' },
    { headers: { 'Cache-Control': 'no-store' } },
  );
  await startSession(response, { id: user.id, sessionVersion }, isSecureRequest(request.headers));
  return response;
}
