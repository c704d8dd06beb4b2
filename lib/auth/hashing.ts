import 'server-only';
import { apiMessages } from '@/lib/http/json-body';
import { failure } from '@/lib/http/reply';
import { logSecurityEventAtMostEvery } from '@/lib/http/security-log';
import { HashPoolBusyError, type HashLane } from '@/lib/password/hash-pool';
import { hashPassword } from '@/lib/password';

/** The 503 for a job the hash pool shed, logged at most once a minute per lane (never per request). */
export function busyResponse(error: HashPoolBusyError): Response {
  logSecurityEventAtMostEvery(60_000, `shed-${error.lane}`, 'hashing_shed', { lane: error.lane });
  return failure(503, apiMessages.busy, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
}

/** A new password's hash, or the 503 to answer when the pool is too busy. */
export async function hashOrBusy(password: string, lane: HashLane): Promise<{ ok: true; hash: string } | { ok: false; response: Response }> {
  try {
    return { ok: true, hash: await hashPassword(password, lane) };
  } catch (error) {
    if (!(error instanceof HashPoolBusyError)) throw error;
    return { ok: false, response: busyResponse(error) };
  }
}
