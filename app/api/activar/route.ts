import { deviceLabel, newDeviceToken } from '@/lib/auth/device';
import { hashOrBusy } from '@/lib/auth/hashing';
import { activationMessages, inviteTokenHash, inviteValidSince } from '@/lib/auth/owner';
import { setDeviceCookie, startSession } from '@/lib/auth/session';
import { addDevice } from '@/lib/db/devices';
import { activateInvite } from '@/lib/db/owners';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { activationSchema } from '@/lib/validation/auth';

/**
 * The owner's invitation: `{ token, nombre, apellido, contraseña }` -> 200 signed in as the owner,
 * 400 (fields), 410 (a link unknown, used or expired), 503. The link is the operator's word: no
 * login limit applies to it, so it always gets the owner in (docs/decisions/011-owner-accounts.md).
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = await readPayload(request, activationSchema);
  if (!parsed.ok) return parsed.response;
  const { token, contraseña, ...name } = parsed.data;
  const hash = inviteTokenHash(token);
  const client = clientBucket(request.headers);
  if (hash === null) {
    logSecurityEvent('invite_refused', { client });
    return failure(410, activationMessages.unknown);
  }
  const hashed = await hashOrBusy(contraseña, 'signin');
  if (!hashed.ok) return hashed.response;
  const now = Date.now();
  const activation = await activateInvite(hash, { ...name, passwordHash: hashed.hash }, now, inviteValidSince(now));
  if (!activation.ok) {
    logSecurityEvent('invite_refused', { client });
    return failure(410, activationMessages[activation.reason]);
  }
  const { user } = activation;
  logSecurityEvent('owner_activated', { user: user.id, client });
  const secure = isSecureRequest(request.headers);
  const response = success({ message: activationMessages.activated, data: { id: user.id, nombre: user.nombre, apellido: user.apellido, correo: user.correo } });
  await startSession(response, { id: user.id, sessionVersion: user.sessionVersion }, secure);
  const device = newDeviceToken();
  await addDevice(user.id, device.id, deviceLabel(request.headers.get('user-agent')), now);
  setDeviceCookie(response, device.token, secure);
  return response;
}
