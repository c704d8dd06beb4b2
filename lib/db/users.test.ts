import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachEngine, harness } from '@/test-fixtures/stores';
import type { Db } from './index';
import { bumpSessionVersion, createUser, deleteUser, findSessionAccount, verifyCredentials } from './users';
import { hashPassword } from '@/lib/password';

/** The session user a token of this version would get (the version check of tokenFitsAccount). */
const findSessionUser = async (id: number, version: number, db: Db) => {
  const account = await findSessionAccount(id, db);
  return account && account.sessionVersion === version ? account.user : null;
};

const ana = { nombre: 'Ana', apellido: 'Vargas', correo: 'ana@example.com' };

describeEachEngine('users', (store) => {
  let db: Db;
  beforeEach(async () => {
    ({ db } = await store.fresh());
  });

  it('creates a user and returns only public columns', async () => {
    const result = await createUser({ ...ana, passwordHash: '$2b$04$hash' }, db);
    expect(result).toEqual({ ok: true, user: { id: expect.any(Number), ...ana } });
  });

  it('reports a duplicate e-mail through the unique index, also for sign-ups at the same moment', async () => {
    expect((await createUser({ ...ana, passwordHash: 'x' }, db)).ok).toBe(true);
    expect(await createUser({ ...ana, nombre: 'Otra', passwordHash: 'y' }, db)).toEqual({ ok: false, reason: 'duplicate' });
    const together = await Promise.all([1, 2, 3].map((i) => createUser({ ...ana, correo: 'luis@example.com', nombre: `L${i}`, passwordHash: 'z' }, db)));
    expect(together.filter((result) => result.ok)).toHaveLength(1);
    const { count } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('verifies credentials without exposing the hash', async () => {
    const passwordHash = await hashPassword('Crepa123!', 'signin');
    await createUser({ ...ana, passwordHash }, db);
    const user = await verifyCredentials('ana@example.com', 'Crepa123!', db);
    expect(user).toEqual({ id: expect.any(Number), ...ana, sessionVersion: 0, sessionKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(JSON.stringify(user)).not.toContain('$2');
    expect(await verifyCredentials('ana@example.com', 'Crepa123?', db)).toBeNull();
    expect(await verifyCredentials('nadie@example.com', 'Crepa123!', db)).toBeNull();
  });

  it('accepts a session only while its version is current, on every connection to the store', async () => {
    const created = await createUser({ ...ana, passwordHash: 'x' }, db);
    if (!created.ok) throw new Error('not created');
    const { id } = created.user;
    // Sign-up makes a customer, whatever the e-mail.
    expect(await findSessionUser(id, 0, db)).toEqual({ id, ...ana, owner: false });
    expect(await bumpSessionVersion(id, db)).toMatchObject({ sessionVersion: 1 });
    expect(await findSessionUser(id, 0, db)).toBeNull();
    expect(await findSessionUser(id, 1, db)).toEqual({ id, ...ana, owner: false });
    expect(await findSessionUser(id + 1, 0, db)).toBeNull();
  });

  it("never gives a deleted account's id or session key to a new account", async () => {
    const first = await createUser({ ...ana, passwordHash: 'x' }, db);
    if (!first.ok) throw new Error('not created');
    const before = await findSessionAccount(first.user.id, db);
    expect(before!.sessionKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await deleteUser(first.user.id, 'sha256:ana', db)).toBe(true);
    const next = await createUser({ ...ana, correo: 'luis@example.com', passwordHash: 'x' }, db);
    if (!next.ok) throw new Error('not created');
    expect(next.user.id).toBeGreaterThan(first.user.id);
    expect(await findSessionAccount(first.user.id, db)).toBeNull();
    expect((await findSessionAccount(next.user.id, db))!.sessionKey).not.toBe(before!.sessionKey);
  });

  it("deletes an account with its devices, its e-mail's invitations and its login throttles, and no one else's", async () => {
    const mine = await createUser({ ...ana, passwordHash: 'x' }, db);
    const other = await createUser({ ...ana, correo: 'luis@example.com', passwordHash: 'x' }, db);
    if (!mine.ok || !other.ok) throw new Error('not created');
    for (const [id, user] of [
      ['d-mine', mine.user.id],
      ['d-other', other.user.id],
    ] as const)
      await db.insertInto('devices').values({ id, user_id: user, label: 'Chrome', created_at: 1, last_seen_at: 2 }).execute();
    await db
      .insertInto('owner_invites')
      .values([
        { token_hash: 'h1', email: ana.correo, created_at: 1 },
        { token_hash: 'h2', email: 'luis@example.com', created_at: 1 },
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { account: 'sha256:ana', address: 'a', at: 1 },
        { account: 'sha256:luis', address: 'a', at: 1 },
      ])
      .execute();
    await db
      .insertInto('login_budget')
      .values([
        { account: 'sha256:ana', tokens: 0, at: 1 },
        { account: 'sha256:luis', tokens: 0, at: 1 },
      ])
      .execute();

    expect(await deleteUser(mine.user.id, 'sha256:ana', db)).toBe(true);
    expect(await deleteUser(mine.user.id, 'sha256:ana', db)).toBe(false);
    expect(await db.selectFrom('devices').select('id').execute()).toEqual([{ id: 'd-other' }]);
    expect(await db.selectFrom('owner_invites').select('token_hash').execute()).toEqual([{ token_hash: 'h2' }]);
    expect(await db.selectFrom('login_attempts').select('account').execute()).toEqual([{ account: 'sha256:luis' }]);
    expect(await db.selectFrom('login_budget').select('account').execute()).toEqual([{ account: 'sha256:luis' }]);
  });

  it('refuses a role other than customer or owner', async () => {
    const created = await createUser({ ...ana, passwordHash: 'x' }, db);
    if (!created.ok) throw new Error('not created');
    await expect(db.updateTable('users').set({ role: 'admin' }).execute()).rejects.toThrow(/check/i);
  });

  it('a logout through one instance ends the session on another', async () => {
    const { db: first, open } = await store.fresh();
    const other = await open();
    const created = await createUser({ ...ana, passwordHash: 'x' }, first);
    if (!created.ok) throw new Error('not created');
    expect(await findSessionUser(created.user.id, 0, other)).toEqual({ ...created.user, owner: false });
    await bumpSessionVersion(created.user.id, first);
    expect(await findSessionUser(created.user.id, 0, other)).toBeNull();
  });
});

describe('the SQLite file', () => {
  const store = harness('sqlite');

  it('is created with its folder, WAL, busy_timeout and foreign keys', async () => {
    const { db } = await store.fresh();
    const pragma = async (name: string) => Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0]!)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
    const columns = (await sql<{ name: string }>`select name from pragma_table_info('users')`.execute(db)).rows.map((row) => row.name);
    expect(columns).toEqual(['id', 'first_name', 'last_name', 'email', 'password_hash', 'session_version', 'created_at', 'role', 'session_key']);
  });

  it('and its -wal and -shm files get mode 0600, in a 0700 folder', async () => {
    const { db, config } = await store.fresh();
    if (config.engine !== 'sqlite') throw new Error('sqlite only');
    await createUser({ ...ana, passwordHash: 'x' }, db);
    for (const name of [config.file, `${config.file}-wal`, `${config.file}-shm`]) expect(fs.statSync(name).mode & 0o777, name).toBe(0o600);
    expect(fs.statSync(path.dirname(config.file)).mode & 0o777).toBe(0o700);
  });
});
