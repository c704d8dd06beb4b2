import { userFromRequest } from '@/lib/auth/dal';
import { clearSessionCookie, requestDevice } from '@/lib/auth/session';
import { forgetDevices } from '@/lib/db/devices';
import { bumpSessionVersion } from '@/lib/db/users';
import { checkBodylessRequest } from '@/lib/http/json-body';
import { success } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Cerrar sesión en todos los dispositivos": every session of the account ends (this one too) and
 * every device is forgotten but the browser that asked, which stays known: during a guessing attack
 * its owner signs in again past the account's spent budget -> 200 or 401.
 */
async function logOutEverywhere(request: Request): Promise<Response> {
  const refused = checkBodylessRequest(request);
  if (refused) return refused;
  const session = await userFromRequest(request);
  if (!session.ok) return session.response;
  await bumpSessionVersion(session.user.id);
  const devices = await forgetDevices(session.user.id, await requestDevice(request, session.user.id));
  logSecurityEvent('logout_all', { user: session.user.id, client: clientBucket(request.headers), devices });
  const response = success({ message: 'Se cerró la sesión en todos los dispositivos.' });
  clearSessionCookie(response, isSecureRequest(request.headers));
  return response;
}

export const DELETE = storeGuarded(logOutEverywhere);
