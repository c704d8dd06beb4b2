import { userPayload } from '@/lib/auth/dal';
import { hashOrBusy } from '@/lib/auth/hashing';
import { confirmPassword } from '@/lib/auth/reauth';
import { startSession } from '@/lib/auth/session';
import { forgetDevices } from '@/lib/db/devices';
import { changePassword } from '@/lib/db/users';
import { clientBucket } from '@/lib/http/client-ip';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { UNAUTHORIZED_MESSAGE } from '@/lib/validation/unauthorized';
import { passwordChangeSchema } from '@/lib/validation/auth';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Mi cuenta" > Contraseña: `{ actual, nueva }` -> 200, 400 (a wrong current password under
 * `errors.actual`), 401, 429 or 503. Every other session and device of the account ends; this
 * browser gets a new session and keeps its device.
 */
async function changeOwnPassword(request: Request): Promise<Response> {
  const payload = await userPayload(request, passwordChangeSchema);
  if (!payload.ok) return payload.response;
  const { user, data } = payload;
  const confirmed = await confirmPassword(request, user, data.actual, 'actual');
  if (!confirmed.ok) return confirmed.response;
  const hashed = await hashOrBusy(data.nueva, 'signin');
  if (!hashed.ok) return hashed.response;
  const stamp = await changePassword(user.id, hashed.hash);
  // The account was deleted meanwhile (in another tab).
  if (!stamp) return failure(401, UNAUTHORIZED_MESSAGE);
  const devices = await forgetDevices(user.id, confirmed.device);
  logSecurityEvent('password_changed', { user: user.id, client: clientBucket(request.headers), devices });
  const response = success({ message: 'Contraseña actualizada. Se cerró la sesión en tus otros dispositivos.' });
  await startSession(response, { id: user.id, ...stamp }, isSecureRequest(request.headers));
  return response;
}

export const PUT = storeGuarded(changeOwnPassword);
