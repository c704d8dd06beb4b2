import 'server-only';
import Database from 'better-sqlite3';
import { dummyHash, verifyPassword } from '@/lib/password';
import { getDb, type Db } from './index';

// All SQL about users. Functions return plain objects with chosen columns: the password hash
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

/** Inserts a user; the UNIQUE index decides duplicates, so concurrent sign-ups cannot both win. */
export function createUser(user: NewUser, db: Db = getDb()): CreateUserResult {
  try {
    const row = db
      .prepare<[string, string, string, string], PublicUser>(
        `INSERT INTO users (nombre, apellido, correo, password_hash) VALUES (?, ?, ?, ?)
         RETURNING id, nombre, apellido, correo`,
      )
      .get(user.nombre, user.apellido, user.correo, user.passwordHash)!;
    return { ok: true, user: { ...row } };
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE') return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export interface VerifiedUser extends PublicUser {
  sessionVersion: number;
}

/**
 * The user when the password matches, otherwise null. An unknown e-mail is compared against a
 * dummy hash of the same cost, so both failures take the same time.
 */
export async function verifyCredentials(correo: string, password: string, db: Db = getDb()): Promise<VerifiedUser | null> {
  const row = db
    .prepare<[string], PublicUser & { password_hash: string; session_version: number }>(
      'SELECT id, nombre, apellido, correo, password_hash, session_version FROM users WHERE correo = ?',
    )
    .get(correo);
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()), 'signin');
  if (!row || !matches) return null;
  return { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, sessionVersion: row.session_version };
}

/** The user a session token names, only while its session version is current, with the role. */
export function findSessionUser(userId: number, sessionVersion: number, db: Db = getDb()): SessionRow | null {
  const row = db
    .prepare<[number, number], PublicUser & { role: string }>(
      'SELECT id, nombre, apellido, correo, role FROM users WHERE id = ? AND session_version = ?',
    )
    .get(userId, sessionVersion);
  return row ? { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, owner: row.role === 'owner' } : null;
}

export interface SessionRow extends PublicUser {
  /** The role column: granted only by the operator's invitation (lib/db/owners.ts). */
  owner: boolean;
}

/** Invalidates every token issued so far for this user (logout); returns the new version. */
export function bumpSessionVersion(userId: number, db: Db = getDb()): number {
  return db.prepare<[number], number>('UPDATE users SET session_version = session_version + 1 WHERE id = ? RETURNING session_version').pluck().get(userId) ?? 0;
}

/** The account's id for an e-mail (already normalised), or null. */
export function findUserId(correo: string, db: Db = getDb()): number | null {
  return db.prepare<[string], number>('SELECT id FROM users WHERE correo = ?').pluck().get(correo) ?? null;
}

/** Whether `password` is the account's (a missing account compares against the dummy hash). */
export async function checkPassword(userId: number, password: string, db: Db = getDb()): Promise<boolean> {
  const hash = db.prepare<[number], string>('SELECT password_hash FROM users WHERE id = ?').pluck().get(userId);
  const matches = await verifyPassword(password, hash ?? (await dummyHash()), 'signin');
  return hash !== undefined && matches;
}

export function renameUser(userId: number, nombre: string, apellido: string, db: Db = getDb()): PublicUser | null {
  const row = db
    .prepare<[string, string, number], PublicUser>('UPDATE users SET nombre = ?, apellido = ? WHERE id = ? RETURNING id, nombre, apellido, correo')
    .get(nombre, apellido, userId);
  return row ? { ...row } : null;
}

/** A new password: every session ends (session_version); returns the new version for the browser that stays. */
export function changePassword(userId: number, passwordHash: string, db: Db = getDb()): number {
  return (
    db
      .prepare<[string, number], number>('UPDATE users SET password_hash = ?, session_version = session_version + 1 WHERE id = ? RETURNING session_version')
      .pluck()
      .get(passwordHash, userId) ?? 0
  );
}

/** Deletes the account's row; its devices go with it (ON DELETE CASCADE). */
export function deleteUser(userId: number, db: Db = getDb()): boolean {
  return db.prepare('DELETE FROM users WHERE id = ?').run(userId).changes === 1;
}
