import 'server-only';
import type { Db } from '@/lib/db';
import { forgetDevices } from '@/lib/db/devices';
import { createInvite, listOwners, pendingInvites, removeOwner } from '@/lib/db/owners';
import { securityLine } from '@/lib/http/security-log';
import { registerSchema } from '@/lib/validation/auth';
import { INVITE_TTL_MS, inviteLink, inviteValidSince, newInviteToken } from './owner';

// `npm run owner -- invite|list|remove` (standalone/owner.ts runs it): the only way to grant the
// owner role. Plain values in and out, so tests run it on a temporary database.

const OWNER_USAGE = `Usage:
  npm run owner -- invite <correo>   print a one-time link (24 h) to create the owner's account, or to
                                     reset an existing one (new password; its sessions and devices end)
  npm run owner -- list              the owners and the invitations not used yet
  npm run owner -- remove <correo>   take the owner role back (the account stays, as a customer)`;

export interface OwnerCliContext {
  db: Db;
  now: number;
  /** NEXT_PUBLIC_SITE_URL, as the pages have it. */
  site: string;
  out: (line: string) => void;
  /** Problems and the security log's JSON lines (stdout stays the report, its last line the link). */
  err: (line: string) => void;
}

function email(value: string | undefined): string | null {
  const parsed = registerSchema.shape.correo.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

/** Runs one command; returns the exit code. */
export async function runOwnerCommand(args: readonly string[], { db, now, site, out, err }: OwnerCliContext): Promise<number> {
  const [command, target, ...rest] = args;
  if (command === 'list' && target === undefined) {
    const owners = await listOwners(db);
    out(owners.length === 0 ? 'No owners yet: npm run owner -- invite <correo>' : `Owners (${owners.length}):`);
    for (const owner of owners) out(`  ${owner.correo}  ${owner.nombre} ${owner.apellido}`);
    const pending = await pendingInvites(inviteValidSince(now), db);
    if (pending.length > 0) out(`Invitations not used yet (${pending.length}):`);
    for (const invite of pending) out(`  ${invite.correo}  until ${new Date(invite.createdAt + INVITE_TTL_MS).toISOString()}`);
    return 0;
  }
  if ((command === 'invite' || command === 'remove') && rest.length === 0) {
    const correo = email(target);
    if (correo === null) {
      err(`Not an e-mail address: ${target ?? '(none)'}\n${OWNER_USAGE}`);
      return 2;
    }
    if (command === 'invite') {
      const { token, hash } = newInviteToken();
      const { existing } = await createInvite(correo, hash, now, db);
      err(securityLine('owner_invited', existing ? { user: existing.id } : {}, new Date(now)));
      if (existing) {
        out(
          `${correo} has an account${existing.owner ? ' (already an owner)' : ''}: this link resets it. It sets a new password and ends every session and device of that account.`,
        );
      } else {
        out(`${correo} has no account yet: this link creates it as an owner.`);
      }
      out('Valid for 24 hours, once. Earlier links for this address no longer work. Send it privately:');
      out(inviteLink(site, token));
      return 0;
    }
    const removed = await removeOwner(correo, db);
    if (removed.user === null && removed.invites === 0) {
      err(`${correo} is not an owner and has no pending invitation.`);
      return 1;
    }
    if (removed.user !== null) {
      await forgetDevices(removed.user, null, db);
      err(securityLine('owner_removed', { user: removed.user }, new Date(now)));
      out(`${correo} is no longer an owner (the account stays, as a customer).`);
    }
    if (removed.invites > 0) out(`Cancelled ${removed.invites} pending invitation(s) for ${correo}.`);
    return 0;
  }
  err(OWNER_USAGE);
  return 2;
}
