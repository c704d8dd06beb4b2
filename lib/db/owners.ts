import 'server-only';
import { getDb, type Db } from './index';
import { newSessionKey, type SessionStamp } from './users';

// The owner role and the operator's invitations (docs/decisions/011-owner-accounts.md). The role is
// a column of the account, set only here: by an invitation's activation, and taken back by the
// operator's `remove`. Public sign-up never touches it.

export interface OwnerRow {
  id: number;
  nombre: string;
  apellido: string;
  correo: string;
}

export interface Invite {
  correo: string;
  createdAt: number;
  usedAt: number | null;
  /** The account already there for this e-mail (a reset or a promotion), if any. */
  user: { id: number; nombre: string; apellido: string } | null;
}

/** Stores a new invitation for `correo` (already normalised); earlier unused ones stop working. */
export async function createInvite(correo: string, tokenHash: string, now: number, db?: Db): Promise<{ existing: (OwnerRow & { owner: boolean }) | null }> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    await trx.deleteFrom('owner_invites').where('email', '=', correo).where('used_at', 'is', null).execute();
    await trx.insertInto('owner_invites').values({ token_hash: tokenHash, email: correo, created_at: now }).execute();
    const row = await trx
      .selectFrom('users')
      .select(['id', 'first_name as nombre', 'last_name as apellido', 'email as correo', 'role'])
      .where('email', '=', correo)
      .executeTakeFirst();
    return { existing: row ? { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, owner: row.role === 'owner' } : null };
  });
}

export async function findInvite(tokenHash: string, db?: Db): Promise<Invite | null> {
  const row = await (db ?? (await getDb()))
    .selectFrom('owner_invites as i')
    .leftJoin('users as u', 'u.email', 'i.email')
    .select(['i.email as correo', 'i.created_at', 'i.used_at', 'u.id', 'u.first_name as nombre', 'u.last_name as apellido'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    correo: row.correo,
    createdAt: row.created_at,
    usedAt: row.used_at,
    user: row.id === null ? null : { id: row.id, nombre: row.nombre!, apellido: row.apellido! },
  };
}

export type Activation = { ok: true; user: OwnerRow & SessionStamp; created: boolean } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Uses an invitation once: creates the owner's account, or makes the existing one an owner with
 * the new name and password, ending every session (session_version) and device it had. Invitations
 * created before `validSince` have expired. One transaction, the invitation's row locked: two
 * clicks cannot both win, on one instance or two.
 */
export async function activateInvite(
  tokenHash: string,
  account: { nombre: string; apellido: string; passwordHash: string },
  now: number,
  validSince: number,
  db?: Db,
): Promise<Activation> {
  return (db ?? (await getDb())).transaction().execute(async (trx): Promise<Activation> => {
    // A conditional update claims the invitation: a second transaction finds used_at set.
    const invite = await trx.selectFrom('owner_invites').select(['email', 'created_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!invite) return { ok: false, reason: 'unknown' };
    if (invite.created_at < validSince) return invite.used_at !== null ? { ok: false, reason: 'used' } : { ok: false, reason: 'expired' };
    const claimed = await trx
      .updateTable('owner_invites')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: 'used' };
    const existing = await trx.selectFrom('users').select('id').where('email', '=', invite.email).executeTakeFirst();
    if (existing) {
      await trx.deleteFrom('devices').where('user_id', '=', existing.id).execute();
      await trx
        .updateTable('users')
        .set((eb) => ({
          first_name: account.nombre,
          last_name: account.apellido,
          password_hash: account.passwordHash,
          role: 'owner',
          session_version: eb('session_version', '+', 1),
        }))
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('users')
        .values({
          first_name: account.nombre,
          last_name: account.apellido,
          email: invite.email,
          password_hash: account.passwordHash,
          role: 'owner',
          session_key: newSessionKey(),
        })
        .execute();
    }
    const user = await trx
      .selectFrom('users')
      .select(['id', 'first_name as nombre', 'last_name as apellido', 'email as correo', 'session_version as sessionVersion', 'session_key as sessionKey'])
      .where('email', '=', invite.email)
      .executeTakeFirstOrThrow();
    return { ok: true, user: { ...user }, created: existing === undefined };
  });
}

export async function listOwners(db?: Db): Promise<OwnerRow[]> {
  const rows = await (db ?? (await getDb()))
    .selectFrom('users')
    .select(['id', 'first_name as nombre', 'last_name as apellido', 'email as correo'])
    .where('role', '=', 'owner')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...row }));
}

/** Pending (unused, still valid) invitations, for `list`. */
export async function pendingInvites(validSince: number, db?: Db): Promise<{ correo: string; createdAt: number }[]> {
  const rows = await (db ?? (await getDb()))
    .selectFrom('owner_invites')
    .select(['email as correo', 'created_at as createdAt'])
    .where('used_at', 'is', null)
    .where('created_at', '>=', validSince)
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...row }));
}

/** Takes the role back (the account stays, as a customer) and cancels pending invitations. */
export async function removeOwner(correo: string, db?: Db): Promise<{ user: number | null; invites: number }> {
  return (db ?? (await getDb())).transaction().execute(async (trx) => {
    const invites = await trx.deleteFrom('owner_invites').where('email', '=', correo).where('used_at', 'is', null).executeTakeFirst();
    const user = await trx
      .updateTable('users')
      .set({ role: 'customer' })
      .where('email', '=', correo)
      .where('role', '=', 'owner')
      .returning('id')
      .executeTakeFirst();
    return { user: user?.id ?? null, invites: Number(invites.numDeletedRows) };
  });
}
