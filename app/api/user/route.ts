import { apiMessages, failure, readJsonBody } from '@/lib/http/api-request';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { HashPoolBusyError } from '@/lib/password/hash-pool';
import { hashPassword } from '@/lib/password';
import { countSignup, throttleMessage, toSeconds, uncountSignup } from '@/lib/auth/throttle';
import { createUser } from '@/lib/db/users';
import { fieldErrors, registerSchema } from '@/lib/validation/auth';

const messages = {
  created: 'Cuenta creada con éxito. Ya puedes iniciar sesión.',
  duplicate: 'Ya existe una cuenta con ese correo.',
} as const;

/** Registration: `{ nombre, apellido, correo, contraseña }` -> 201, 400, 409 or 429. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = registerSchema.safeParse(read.body);
  if (!parsed.success) return failure(400, apiMessages.invalid, { errors: fieldErrors(parsed.error) });

  // Counted before hashing (every valid attempt costs a bcrypt run), per address bucket in the
  // database: the 409 for a taken e-mail is the spec's, so this is what bounds enumeration.
  const address = clientBucket(request.headers);
  const verdict = await countSignup(address);
  if (!verdict.allowed) {
    const retryAfter = toSeconds(verdict.retryAfterMs);
    logSecurityEvent('signup_throttled', { client: address, retryAfter });
    return failure(429, throttleMessage(retryAfter), { headers: { 'Retry-After': String(retryAfter) } });
  }

  try {
    const { contraseña, ...user } = parsed.data;
    const created = await createUser({ ...user, passwordHash: await hashPassword(contraseña) });
    if (!created.ok) return failure(409, messages.duplicate);
    return Response.json({ success: true, message: messages.created }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof HashPoolBusyError) {
      await uncountSignup(verdict.attemptId);
      return failure(503, apiMessages.busy, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
    }
    console.error('[api/user] registration failed:', error instanceof Error ? error.message : 'unknown error');
    return failure(500, apiMessages.unexpected);
  }
}
