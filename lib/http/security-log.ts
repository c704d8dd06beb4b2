import crypto from 'node:crypto';

// Security events as one JSON line each on the server log (stdout), for an operator's grep or a
// log shipper. Never a password or a token; e-mails only as a short hash, so the log still tells
// "the same account again" without naming it.

export type SecurityEvent =
  | 'login_failed'
  | 'login_locked'
  | 'login_throttled'
  | 'signup_throttled'
  | 'token_invalid'
  | 'token_revoked'
  | 'origin_refused'
  | 'body_too_large';

export interface SecurityDetails {
  /** Already hashed with emailHash(). */
  email?: string;
  /** The per-address bucket (an IPv4 address or an IPv6 /64). */
  client?: string;
  path?: string;
  status?: number;
  /** Seconds until the client may try again. */
  retryAfter?: number;
  /** Lock level: 1 for the first 15 minutes, 2 for 30, ... */
  level?: number;
}

/** A stable, short, non-reversible-at-a-glance name for an e-mail in logs. */
export function emailHash(correo: string): string {
  return `sha256:${crypto.createHash('sha256').update(correo.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

export function securityLine(event: SecurityEvent, details: SecurityDetails, now: Date = new Date()): string {
  return JSON.stringify({ time: now.toISOString(), level: 'warn', type: 'security', event, ...details });
}

export function logSecurityEvent(event: SecurityEvent, details: SecurityDetails = {}): void {
  console.info(securityLine(event, details));
}
