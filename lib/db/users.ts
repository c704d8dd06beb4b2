import 'server-only';
import { dummyHash, verifyPassword } from '@/lib/password';
import type { PublicUser, SessionUser } from '@/lib/account';
import { getDb, type Db } from './index';

// The queries about users. Functions return plain objects with chosen columns: the password hash
// is read only inside verifyCredentials and never leaves this module.


export interface NewUser {
  nombre: string;
  apellido: string;
  /** Already trimmed and lower-cased by the schema. */
  correo: string;
  passwordHash: string;
}

export type CreateUserResult = { ok: true; user: PublicUser } | { ok: false; reason: 'duplicate' };

const publicColumns = ['id', 'nombre', 'apellido', 'correo'] as const;

/** Inserts a user; the unique index decides duplicates, so concurrent sign-ups cannot both win. */
export async function createUser(user: NewUser, db?: Db): Promise<CreateUserResult> {
  const row = await (db ?? (await getDb()))
    .insertInto('users')
    .values({ nombre: user.nombre, apellido: user.apellido, correo: user.correo, password_hash: user.passwordHash })
    .onConflict((conflict) => conflict.column('correo').doNothing())
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? { ok: true, user: { ...row } } : { ok: false, reason: 'duplicate' };
}

export interface VerifiedUser extends PublicUser {
  sessionVersion: number;
}

/**
 * The user when the password matches, otherwise null. An unknown e-mail is compared against a
 * dummy hash of the same cost, so both failures take the same time.
 */
export async function verifyCredentials(correo: string, password: string, db?: Db): Promise<VerifiedUser | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('users')
    .select([...publicColumns, 'password_hash', 'session_version'])
    .where('correo', '=', correo)
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()), 'signin');
  if (!row || !matches) return null;
  return { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, sessionVersion: row.session_version };
}

/** The user a session token names, only while its session version is current, with the role. */
export async function findSessionUser(userId: number, sessionVersion: number, db?: Db): Promise<SessionUser | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('users')
    .select([...publicColumns, 'role'])
    .where('id', '=', userId)
    .where('session_version', '=', sessionVersion)
    .executeTakeFirst();
  return row ? { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, owner: row.role === 'owner' } : null;
}


/** Invalidates every token issued so far for this user (logout), on every instance at once; returns the new version. */
export async function bumpSessionVersion(userId: number, db?: Db): Promise<number> {
  const row = await (db ?? (await getDb()))
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? 0;
}

/** The account's id for an e-mail (already normalised), or null. */
export async function findUserId(correo: string, db?: Db): Promise<number | null> {
  const row = await (db ?? (await getDb())).selectFrom('users').select('id').where('correo', '=', correo).executeTakeFirst();
  return row?.id ?? null;
}

/** Whether `password` is the account's (a missing account compares against the dummy hash). */
export async function checkPassword(userId: number, password: string, db?: Db): Promise<boolean> {
  const row = await (db ?? (await getDb())).selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()), 'signin');
  return row !== undefined && matches;
}

export async function renameUser(userId: number, nombre: string, apellido: string, db?: Db): Promise<PublicUser | null> {
  const row = await (db ?? (await getDb())).updateTable('users').set({ nombre, apellido }).where('id', '=', userId).returning(publicColumns).executeTakeFirst();
  return row ? { ...row } : null;
}

/** A new password: every session ends (session_version); returns the new version for the browser that stays. */
export async function changePassword(userId: number, passwordHash: string, db?: Db): Promise<number> {
  const row = await (db ?? (await getDb()))
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? 0;
}

/** Deletes the account's row; its devices go with it (ON DELETE CASCADE). */
export async function deleteUser(userId: number, db?: Db): Promise<boolean> {
  const result = await (db ?? (await getDb())).deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
