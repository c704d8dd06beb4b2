import { deviceLabel, newDeviceToken } from '@/lib/auth/device';
import { hashOrBusy } from '@/lib/auth/hashing';
import { activationMessages, inviteRefusal, inviteTokenHash, inviteValidSince } from '@/lib/auth/owner';
import { setDeviceCookie, startSession } from '@/lib/auth/session';
import { countActivationFailure, throttleMessage, toSeconds } from '@/lib/auth/throttle';
import { addDevice } from '@/lib/db/devices';
import { activateInvite, findInvite } from '@/lib/db/owners';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent, logSecurityEventAtMostEvery } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { activationSchema } from '@/lib/validation/auth';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * The owner's invitation: `{ token, nombre, apellido, contraseña }` -> 200 signed in as the owner,
 * 400 (fields), 410 (a link unknown, used or expired), 429 (too many of those from one address),
 * 503. The link is the operator's word: no limit applies to a real one, so it always gets the owner
 * in (docs/decisions/011-owner-accounts.md); a link that cannot work is refused before any hashing.
 */
async function activate(request: Request): Promise<Response> {
  const parsed = await readPayload(request, activationSchema);
  if (!parsed.ok) return parsed.response;
  const { token, contraseña, ...name } = parsed.data;
  const hash = inviteTokenHash(token);
  const client = clientBucket(request.headers);
  if (hash === null) return refuse(client, 'unknown');
  // Looked up before the password is hashed: a made-up link costs one indexed read, never a bcrypt run.
  const refusal = inviteRefusal(await findInvite(hash), Date.now());
  if (refusal !== null) return refuse(client, refusal);
  const hashed = await hashOrBusy(contraseña, 'signin');
  if (!hashed.ok) return hashed.response;
  const now = Date.now();
  // The claim-once transaction has the final word: of two clicks that both passed the look-up, one wins.
  const activation = await activateInvite(hash, { ...name, passwordHash: hashed.hash }, now, inviteValidSince(now));
  if (!activation.ok) return refuse(client, activation.reason);
  const { user } = activation;
  logSecurityEvent('owner_activated', { user: user.id, client });
  const secure = isSecureRequest(request.headers);
  const response = success({ message: activationMessages.activated, data: { id: user.id, nombre: user.nombre, apellido: user.apellido, correo: user.correo } });
  await startSession(response, user, secure);
  const device = newDeviceToken();
  await addDevice(user.id, device.id, deviceLabel(request.headers.get('user-agent')), now);
  setDeviceCookie(response, device.token, secure);
  return response;
}

/** A link that cannot work: counted for the address, 410 with its reason, or 429 past the limit. */
async function refuse(client: string, reason: 'unknown' | 'used' | 'expired'): Promise<Response> {
  const verdict = await countActivationFailure(client);
  // One line a minute per address: a flood is told by its count, and never fills the log.
  if (verdict.allowed) {
    logSecurityEventAtMostEvery(60_000, `invite-refused:${client}`, 'invite_refused', { client });
    return failure(410, activationMessages[reason]);
  }
  const retryAfter = toSeconds(verdict.retryAfterMs);
  logSecurityEventAtMostEvery(60_000, `activation-throttled:${client}`, 'activation_throttled', { client, retryAfter });
  return failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
}

export const POST = storeGuarded(activate);
