import { apiMessages, failure, readJsonBody } from '@/lib/auth/api-request';
import { clientIp } from '@/lib/auth/client-ip';
import { HashPoolBusyError } from '@/lib/auth/hash-pool';
import { hashPassword } from '@/lib/auth/password';
import { sharedThrottle, throttleMessage } from '@/lib/auth/throttle';
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

  // Counted before hashing: every valid attempt costs a bcrypt run.
  const verdict = sharedThrottle('registerPerIp').hit(clientIp(request.headers), Date.now());
  if (!verdict.allowed) {
    return failure(429, throttleMessage(verdict.retryAfterSeconds), {
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    });
  }

  try {
    const { contraseña, ...user } = parsed.data;
    const created = createUser({ ...user, passwordHash: await hashPassword(contraseña) });
    if (!created.ok) return failure(409, messages.duplicate);
    return Response.json({ success: true, message: messages.created }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof HashPoolBusyError) return failure(503, apiMessages.busy, { headers: { 'Retry-After': '5' } });
    console.error('[api/user] registration failed:', error instanceof Error ? error.message : 'unknown error');
    return failure(500, apiMessages.unexpected);
  }
}
