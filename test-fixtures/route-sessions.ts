import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

// For tests that call route handlers as Next calls them, with the bearer sessions of an owner and
// of a customer on a database of the test file's own.

/**
 * A store and a session secret of the test file's own, removed after it. Call it before importing
 * the routes: they read both on first use.
 */
export function withOwnStore(name: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `crepivara-${name}-`));
  vi.stubEnv('DATABASE_PATH', path.join(dir, `${name}.db`));
  vi.stubEnv('AUTH_SECRET', `${name}-`.padEnd(40, 's'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // The security log's lines (refused origins, forged tokens) are tested on their own.
  vi.spyOn(console, 'info').mockImplementation(() => {});
}

/** A new user's session token: an owner as the operator's invitation makes one, or a customer. */
async function sessionFor(role: 'owner' | 'customer', correo: string, nombre = 'Vara'): Promise<string> {
  const { createUser, findSessionAccount } = await import('@/lib/db/users');
  const { getDb } = await import('@/lib/db');
  const { signSessionToken } = await import('@/lib/auth/session-token');
  const { authSecret } = await import('@/lib/auth/secret-store');
  const created = await createUser({ nombre, apellido: 'Prueba', correo, passwordHash: 'x' });
  if (!created.ok) throw new Error(`${correo} is taken`);
  if (role === 'owner') await (await getDb()).updateTable('users').set({ role: 'owner' }).where('id', '=', created.user.id).execute();
  const account = await findSessionAccount(created.user.id);
  return signSessionToken({ userId: created.user.id, sessionVersion: 0, sessionKey: account!.sessionKey }, authSecret());
}

/** The owner and a customer of the shop, signed in. */
export async function shopSessions(): Promise<{ owner: string; customer: string }> {
  return { owner: await sessionFor('owner', 'duena@crepivara.test'), customer: await sessionFor('customer', 'cliente@example.com', 'Ana') };
}

/** The header that carries a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
