import { userFromRequest } from '@/lib/auth/dal';
import { clearDeviceCookie, clearSessionCookie } from '@/lib/auth/session';
import { forgetDevices } from '@/lib/db/devices';
import { bumpSessionVersion } from '@/lib/db/users';
import { checkBodylessRequest } from '@/lib/http/json-body';
import { success } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';

/**
 * "Cerrar sesión en todos los dispositivos": every session of the account ends (this one too) and
 * every device is forgotten -> 200 or 401.
 */
export async function DELETE(request: Request): Promise<Response> {
  const refused = checkBodylessRequest(request);
  if (refused) return refused;
  const session = await userFromRequest(request);
  if (!session.ok) return session.response;
  await bumpSessionVersion(session.user.id);
  const devices = await forgetDevices(session.user.id);
  logSecurityEvent('logout_all', { user: session.user.id, client: clientBucket(request.headers), devices });
  const response = success({ message: 'Se cerró la sesión en todos los dispositivos.' });
  const secure = isSecureRequest(request.headers);
  clearSessionCookie(response, secure);
  clearDeviceCookie(response, secure);
  return response;
}
