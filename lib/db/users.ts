import 'server-only';
import { dummyHash, verifyPassword } from '@/lib/password';
import { getDb, type Db } from './index';

// The queries about users. Functions return plain objects with chosen columns: the password hash
// is read only inside verifyCredentials and never leaves this module.

export interface PublicUser {
  id: number;
  nombre: string;
  apellido: string;
  correo: string;
}

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
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
  if (!row || !matches) return null;
  return { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, sessionVersion: row.session_version };
}

/** The user a session token names, only while its session version is current. */
export async function findSessionUser(userId: number, sessionVersion: number, db?: Db): Promise<PublicUser | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('users')
    .select(publicColumns)
    .where('id', '=', userId)
    .where('session_version', '=', sessionVersion)
    .executeTakeFirst();
  return row ? { ...row } : null;
}

/** Invalidates every token issued so far for this user (logout), on every instance at once. */
export async function bumpSessionVersion(userId: number, db?: Db): Promise<void> {
  await (db ?? (await getDb()))
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
