import 'server-only';
import { getDb, type Db } from './index';

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
export function createInvite(correo: string, tokenHash: string, now: number, db: Db = getDb()): { existing: (OwnerRow & { owner: boolean }) | null } {
  return db
    .transaction(() => {
      db.prepare('DELETE FROM owner_invites WHERE correo = ? AND used_at IS NULL').run(correo);
      db.prepare('INSERT INTO owner_invites (token_hash, correo, created_at) VALUES (?, ?, ?)').run(tokenHash, correo, now);
      const row = db
        .prepare<[string], OwnerRow & { role: string }>('SELECT id, nombre, apellido, correo, role FROM users WHERE correo = ?')
        .get(correo);
      return { existing: row ? { id: row.id, nombre: row.nombre, apellido: row.apellido, correo: row.correo, owner: row.role === 'owner' } : null };
    })
    .immediate();
}

export function findInvite(tokenHash: string, db: Db = getDb()): Invite | null {
  const row = db
    .prepare<[string], { correo: string; created_at: number; used_at: number | null; id: number | null; nombre: string | null; apellido: string | null }>(
      `SELECT i.correo, i.created_at, i.used_at, u.id, u.nombre, u.apellido
       FROM owner_invites i LEFT JOIN users u ON u.correo = i.correo WHERE i.token_hash = ?`,
    )
    .get(tokenHash);
  if (!row) return null;
  return {
    correo: row.correo,
    createdAt: row.created_at,
    usedAt: row.used_at,
    user: row.id === null ? null : { id: row.id, nombre: row.nombre!, apellido: row.apellido! },
  };
}

export type Activation =
  | { ok: true; user: OwnerRow & { sessionVersion: number }; created: boolean }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Uses an invitation once: creates the owner's account, or makes the existing one an owner with
 * the new name and password, ending every session (session_version) and device it had. Invitations
 * created before `validSince` have expired. One transaction: two clicks cannot both win.
 */
export function activateInvite(
  tokenHash: string,
  account: { nombre: string; apellido: string; passwordHash: string },
  now: number,
  validSince: number,
  db: Db = getDb(),
): Activation {
  return db
    .transaction((): Activation => {
      const invite = db
        .prepare<[string], { correo: string; created_at: number; used_at: number | null }>('SELECT correo, created_at, used_at FROM owner_invites WHERE token_hash = ?')
        .get(tokenHash);
      if (!invite) return { ok: false, reason: 'unknown' };
      if (invite.used_at !== null) return { ok: false, reason: 'used' };
      if (invite.created_at < validSince) return { ok: false, reason: 'expired' };
      db.prepare('UPDATE owner_invites SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
      const existing = db.prepare<[string], number>('SELECT id FROM users WHERE correo = ?').pluck().get(invite.correo);
      if (existing !== undefined) {
        db.prepare('DELETE FROM devices WHERE user_id = ?').run(existing);
        db.prepare(
          `UPDATE users SET nombre = ?, apellido = ?, password_hash = ?, role = 'owner', session_version = session_version + 1 WHERE id = ?`,
        ).run(account.nombre, account.apellido, account.passwordHash, existing);
      } else {
        db.prepare(`INSERT INTO users (nombre, apellido, correo, password_hash, role) VALUES (?, ?, ?, ?, 'owner')`).run(
          account.nombre,
          account.apellido,
          invite.correo,
          account.passwordHash,
        );
      }
      const user = db
        .prepare<[string], OwnerRow & { sessionVersion: number }>(
          'SELECT id, nombre, apellido, correo, session_version AS sessionVersion FROM users WHERE correo = ?',
        )
        .get(invite.correo)!;
      return { ok: true, user: { ...user }, created: existing === undefined };
    })
    .immediate();
}

export function listOwners(db: Db = getDb()): OwnerRow[] {
  return db
    .prepare<[], OwnerRow>("SELECT id, nombre, apellido, correo FROM users WHERE role = 'owner' ORDER BY correo")
    .all()
    .map((row) => ({ ...row }));
}

/** Pending (unused, still valid) invitations, for `list`. */
export function pendingInvites(validSince: number, db: Db = getDb()): { correo: string; createdAt: number }[] {
  return db
    .prepare<[number], { correo: string; createdAt: number }>(
      'SELECT correo, created_at AS createdAt FROM owner_invites WHERE used_at IS NULL AND created_at >= ? ORDER BY correo',
    )
    .all(validSince)
    .map((row) => ({ ...row }));
}

/** Takes the role back (the account stays, as a customer) and cancels pending invitations. */
export function removeOwner(correo: string, db: Db = getDb()): { user: number | null; invites: number } {
  return db
    .transaction(() => {
      const invites = db.prepare('DELETE FROM owner_invites WHERE correo = ? AND used_at IS NULL').run(correo).changes;
      const user = db.prepare<[string], number>("UPDATE users SET role = 'customer' WHERE correo = ? AND role = 'owner' RETURNING id").pluck().get(correo);
      return { user: user ?? null, invites };
    })
    .immediate();
}
