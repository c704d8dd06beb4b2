import 'server-only';
import { HashPoolBusyError } from '@/lib/password/hash-pool';
import type { LoginOutcome } from '@/lib/db/attempts';
import { checkPassword } from '@/lib/db/users';
import { apiMessages } from '@/lib/http/json-body';
import { failure } from '@/lib/http/reply';
import { clientBucket } from '@/lib/http/client-ip';
import { emailHash, logSecurityEvent } from '@/lib/http/security-log';
import { busyResponse } from './hashing';
import type { SessionUser } from '@/lib/account';
import { requestDevice } from './session';
import { settleLoginAttempt, startLoginAttempt, throttleMessage, toSeconds } from './throttle';

const reauthMessages = { wrongPassword: 'La contraseña actual no es correcta.' } as const;

/**
 * Asks for the account's password again (a password change, a deletion): a wrong one counts like a
 * failed login, under the same limits, so a borrowed session cannot guess it. `field` names the
 * form field for the error.
 */
export async function confirmPassword(
  request: Request,
  user: SessionUser,
  password: string,
  field: string,
): Promise<{ ok: true; device: string | null } | { ok: false; response: Response }> {
  const device = await requestDevice(request, user.id);
  const client = { account: emailHash(user.correo), address: clientBucket(request.headers), device };
  const start = await startLoginAttempt(client);
  if (!start.allowed) {
    const retryAfter = toSeconds(start.retryAfterMs);
    logSecurityEvent('login_throttled', { user: user.id, client: client.address, retryAfter });
    return { ok: false, response: failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } }) };
  }
  let outcome: LoginOutcome = 'failure';
  try {
    if (!(await checkPassword(user.id, password))) {
      logSecurityEvent('login_failed', { user: user.id, client: client.address });
      return { ok: false, response: failure(400, apiMessages.invalid, { errors: { [field]: reauthMessages.wrongPassword } }) };
    }
    outcome = 'success';
    return { ok: true, device };
  } catch (error) {
    if (!(error instanceof HashPoolBusyError)) throw error;
    outcome = 'not-counted';
    return { ok: false, response: busyResponse(error) };
  } finally {
    await settleLoginAttempt(start.attemptId, client, outcome);
  }
}
