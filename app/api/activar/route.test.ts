import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withOwnStore } from '@/test-fixtures/route-sessions';

// The owner's activation (issue 38): a link that cannot work costs no password hash, and the
// failures of one address are limited, while a real link always gets the owner in.

withOwnStore('activar');

const hashPassword = vi.fn();
vi.mock('@/lib/password', async (original) => ({
  ...(await original<typeof import('@/lib/password')>()),
  hashPassword: (...args: unknown[]) => hashPassword(...args),
}));
const { POST } = await import('./route');
const { createInvite } = await import('@/lib/db/owners');
const { activationMessages, INVITE_TTL_MS, newInviteToken } = await import('@/lib/auth/owner');
const { throttleMessage } = await import('@/lib/auth/throttle');
const { HashPoolBusyError } = await import('@/lib/password/hash-pool');

let n = 0;
/** A new invitation for a new address; `age` makes it older. */
async function newInvite(age = 0): Promise<string> {
  const { token, hash } = newInviteToken();
  await createInvite(`duena-${(n += 1)}@crepivara.test`, hash, Date.now() - age);
  return token;
}
/** A token of the right shape that no invitation has. */
const madeUp = () => newInviteToken().token;

function activation(token: string, ip: string) {
  return POST(
    new Request('http://127.0.0.1:3000/api/activar', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ token, nombre: 'Vara', apellido: 'Dueña', contraseña: 'Crepa123!' }),
    }),
  );
}
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const events = () =>
  vi.mocked(console.info).mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; client?: string; count?: number; retryAfter?: number });

beforeEach(() => {
  hashPassword.mockReset();
  hashPassword.mockImplementation(async (password: string) => `hash-of:${password}`);
  vi.mocked(console.info).mockClear();
});

describe('POST /api/activar', () => {
  it('hashes no password for a link that is unknown, malformed, used or expired', async () => {
    const used = await newInvite();
    expect((await activation(used, '198.51.100.1')).status).toBe(200);
    hashPassword.mockClear();

    const refusals = [
      [madeUp(), activationMessages.unknown],
      ['corto', activationMessages.unknown],
      [used, activationMessages.used],
      [await newInvite(INVITE_TTL_MS + 60_000), activationMessages.expired],
    ] as const;
    for (const [token, message] of refusals) {
      const response = await activation(token, '198.51.100.2');
      expect(response.status, token).toBe(410);
      expect(await messageOf(response)).toBe(message);
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('answers the 11th failure from one address with 429, Retry-After and the Spanish message; other addresses are not refused', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await activation(madeUp(), '203.0.113.7')).status);
    expect(statuses).toEqual(Array(10).fill(410));

    const refused = await activation(madeUp(), '203.0.113.7');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await messageOf(refused)).toBe(throttleMessage(retryAfter));
    expect(hashPassword).not.toHaveBeenCalled();

    expect((await activation(madeUp(), '203.0.113.8')).status).toBe(410);
  });

  it('still activates a real link after the limit was reached: from another address, and from the same one', async () => {
    for (let i = 0; i < 11; i += 1) await activation(madeUp(), '203.0.113.20');
    expect((await activation(madeUp(), '203.0.113.20')).status).toBe(429);

    const elsewhere = await activation(await newInvite(), '203.0.113.21');
    expect(elsewhere.status).toBe(200);
    expect(await messageOf(elsewhere)).toBe(activationMessages.activated);
    expect((await activation(await newInvite(), '203.0.113.20')).status).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(2);
  });

  it('logs the refusals of a flooding address once a minute, with how many there were', async () => {
    for (let i = 0; i < 30; i += 1) await activation(madeUp(), '203.0.113.30');
    const lines = events().filter((event) => event.client === '203.0.113.30');
    expect(lines).toEqual([
      expect.objectContaining({ event: 'invite_refused', count: 1 }),
      expect.objectContaining({ event: 'activation_throttled', count: 1, retryAfter: expect.any(Number) }),
    ]);
  });

  it('does not count a link refused for a busy hash pool (503) as a failure', async () => {
    const token = await newInvite();
    hashPassword.mockRejectedValue(new HashPoolBusyError(2));
    for (let i = 0; i < 12; i += 1) expect((await activation(token, '203.0.113.40')).status).toBe(503);
    hashPassword.mockImplementation(async (password: string) => `hash-of:${password}`);
    expect((await activation(madeUp(), '203.0.113.40')).status).toBe(410);
    expect((await activation(token, '203.0.113.40')).status).toBe(200);
  });

  it('lets only one of two clicks on the same link win, though both pass the first look', async () => {
    const token = await newInvite();
    // Neither hash ends before both clicks have reached it: both looked the link up while it was unused.
    let release = () => {};
    const bothHashing = new Promise<void>((resolve) => (release = resolve));
    hashPassword.mockImplementation(async (password: string) => {
      if (hashPassword.mock.calls.length === 2) release();
      await bothHashing;
      return `hash-of:${password}`;
    });
    const [first, second] = await Promise.all([activation(token, '203.0.113.50'), activation(token, '203.0.113.51')]);
    expect(hashPassword).toHaveBeenCalledTimes(2);
    expect([first.status, second.status].sort()).toEqual([200, 410]);
    const lost = first.status === 410 ? first : second;
    expect(await messageOf(lost)).toBe(activationMessages.used);
  });
});
