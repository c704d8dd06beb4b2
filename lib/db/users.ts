import 'server-only';
import crypto from 'node:crypto';
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

/** A PublicUser as the store's columns give it. */
const publicColumns = ['id', 'first_name as nombre', 'last_name as apellido', 'email as correo'] as const;

/** A new account's session key (users.session_key): 128 random bits. */
export function newSessionKey(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** What a new session token is signed with. */
export interface SessionStamp {
  sessionVersion: number;
  sessionKey: string;
}

/** Inserts a user; the unique index decides duplicates, so concurrent sign-ups cannot both win. */
export async function createUser(user: NewUser, db?: Db): Promise<CreateUserResult> {
  const row = await (db ?? (await getDb()))
    .insertInto('users')
    .values({ first_name: user.nombre, last_name: user.apellido, email: user.correo, password_hash: user.passwordHash, session_key: newSessionKey() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? { ok: true, user: { ...row } } : { ok: false, reason: 'duplicate' };
}

export interface VerifiedUser extends PublicUser, SessionStamp {}

/**
 * The user when the password matches, otherwise null. An unknown e-mail is compared against a
 * dummy hash of the same cost, so both failures take the same time.
 */
export async function verifyCredentials(correo: string, password: string, db?: Db): Promise<VerifiedUser | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('users')
    .select([...publicColumns, 'password_hash', 'session_version', 'session_key'])
    .where('email', '=', correo)
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()), 'signin');
  if (!row || !matches) return null;
  return { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, sessionVersion: row.session_version, sessionKey: row.session_key };
}

/**
 * The account a session token names, with the role and what the token is checked against
 * (lib/auth/session-token.ts tokenFitsAccount); null when there is no such account.
 */
export async function findSessionAccount(
  userId: number,
  db?: Db,
): Promise<{ user: SessionUser; sessionVersion: number; sessionKey: string; createdAt: number } | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('users')
    .select([...publicColumns, 'role', 'session_version', 'session_key', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    user: { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, owner: row.role === 'owner' },
    sessionVersion: row.session_version,
    sessionKey: row.session_key,
    createdAt: Date.parse(row.created_at),
  };
}

/** Invalidates every token issued so far for this user (logout), on every instance at once; returns the new stamp. */
export async function bumpSessionVersion(userId: number, db?: Db): Promise<SessionStamp | null> {
  const row = await (db ?? (await getDb()))
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning(['session_version', 'session_key'])
    .executeTakeFirst();
  return row ? { sessionVersion: row.session_version, sessionKey: row.session_key } : null;
}

/** The account's id for an e-mail (already normalised), or null. */
export async function findUserId(correo: string, db?: Db): Promise<number | null> {
  const row = await (db ?? (await getDb())).selectFrom('users').select('id').where('email', '=', correo).executeTakeFirst();
  return row?.id ?? null;
}

/** Whether `password` is the account's (a missing account compares against the dummy hash). */
export async function checkPassword(userId: number, password: string, db?: Db): Promise<boolean> {
  const row = await (db ?? (await getDb())).selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()), 'signin');
  return row !== undefined && matches;
}

export async function renameUser(userId: number, nombre: string, apellido: string, db?: Db): Promise<PublicUser | null> {
  const row = await (db ?? (await getDb()))
    .updateTable('users')
    .set({ first_name: nombre, last_name: apellido })
    .where('id', '=', userId)
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? { ...row } : null;
}

/** A new password: every session ends (session_version); returns the new stamp for the browser that stays (null: no account). */
export async function changePassword(userId: number, passwordHash: string, db?: Db): Promise<SessionStamp | null> {
  const row = await (db ?? (await getDb()))
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning(['session_version', 'session_key'])
    .executeTakeFirst();
  return row ? { sessionVersion: row.session_version, sessionKey: row.session_key } : null;
}

/**
 * Deletes the account and what hangs on it, in one transaction: its devices, its e-mail's owner
 * invitations and its login throttles (`accountKey`, the key lib/db/attempts.ts counts by). Its
 * sessions end with the row: no later account gets its id or its session key.
 */
export async function deleteUser(userId: number, accountKey: string, db?: Db): Promise<boolean> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).returning('email').executeTakeFirst();
    if (!deleted) return false;
    await trx.deleteFrom('devices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('owner_invites').where('email', '=', deleted.email).execute();
    await trx.deleteFrom('login_attempts').where('account', '=', accountKey).execute();
    await trx.deleteFrom('login_budget').where('account', '=', accountKey).execute();
    return true;
  });
}
