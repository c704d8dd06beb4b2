import { describe, expect, it, vi } from 'vitest';
import { withOwnStore } from '@/test-fixtures/route-sessions';

// POST /api/user as Next calls it, on a database of its own: the sign-up ceiling's answer.

withOwnStore('signup-ceiling');
vi.stubEnv('SIGNUPS_PER_HOUR', '1');

const { POST } = await import('./route');
const { countSignup } = await import('@/lib/auth/throttle');
const { closedDoor } = await import('@/lib/http/admission');

const register = (correo: string) =>
  POST(
    new Request('http://127.0.0.1:3000/api/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.60' },
      body: JSON.stringify({ nombre: 'Ana', apellido: 'Vargas', correo, contraseña: 'Crepa123!' }),
    }),
  );

describe('POST /api/user at the sign-up ceiling', () => {
  it('answers 429 with the real wait in the message and in Retry-After, and the door words the wait left', async () => {
    // The hour's one sign-up, from someone else.
    expect((await countSignup('203.0.113.60')).allowed).toBe(true);
    const refused = await register('ana@example.com');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({ success: false, message: 'Hay demasiados registros en este momento. Inténtalo de nuevo en 60 minutos.' });

    // The production entry answers the next ones at the door for the rest of the hour: never an old wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      expect(closedDoor('POST', '/api/user')).toMatchObject({
        status: 429,
        message: 'Hay demasiados registros en este momento. Inténtalo de nuevo en 29 minutos.',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
