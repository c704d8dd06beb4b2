import crypto from 'node:crypto';

// Owner invitations (docs/decisions/011-owner-accounts.md): the operator's `npm run owner -- invite`
// prints a one-time link; the token in it is random, stored only as its hash, valid 24 hours.

export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;
const ACTIVATION_PATH = '/activar';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What /activar and its API answer. */
export const activationMessages = {
  activated: 'Cuenta de dueño activada.',
  unknown: 'Este enlace no es válido. Pide uno nuevo a quien administra el sitio.',
  used: 'Este enlace ya se usó. Si necesitas otro, pídelo a quien administra el sitio.',
  expired: 'Este enlace venció (dura 24 horas). Pide uno nuevo a quien administra el sitio.',
} as const;

/** The stored form of an invitation token; null for anything that is not one. */
export function inviteTokenHash(token: unknown): string | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  return crypto.createHash('sha256').update(`owner-invite:${token}`).digest('hex');
}

export function newInviteToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: inviteTokenHash(token)! };
}

/** Invitations created before this moment have expired. */
export function inviteValidSince(now: number): number {
  return now - INVITE_TTL_MS;
}

/** Why a stored invitation (null: none) cannot be used at `now`, or null when it can. */
export function inviteRefusal(invite: { createdAt: number; usedAt: number | null } | null, now: number): 'unknown' | 'used' | 'expired' | null {
  if (invite === null) return 'unknown';
  if (invite.usedAt !== null) return 'used';
  return invite.createdAt < inviteValidSince(now) ? 'expired' : null;
}

/** `<site>/activar?token=…` on the site's public address (NEXT_PUBLIC_SITE_URL). */
export function inviteLink(site: string, token: string): string {
  const url = new URL(ACTIVATION_PATH, site);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * OWNER_EMAILS named the owners before the role moved into the database. When it is still set,
 * the server says once how to invite those addresses instead; null when it is not set.
 */
export function ownerEmailsNotice(value: string | undefined): string | null {
  const emails = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.includes('@'));
  if (!value?.trim()) return null;
  const commands = emails.length > 0 ? emails.map((email) => `  npm run owner -- invite ${email}`).join('\n') : '  npm run owner -- invite <correo>';
  return [
    '[auth] OWNER_EMAILS is no longer read: no account is an owner because of it. The owner role is',
    'granted by the operator with a one-time link; run, for each owner (docs/operations.md):',
    commands,
    'and open the printed link to choose the name and password. Then remove OWNER_EMAILS.',
  ].join('\n');
}
