import crypto from 'node:crypto';
import { processGlobal } from '@/lib/process-global';

// Security events as one JSON line each on the server log (stdout), for an operator's grep or a
// log shipper (docs/security.md). Never a password or a token; accounts by their id, e-mails only
// as a short hash, so the log still tells "the same account again" without naming it.

export type LogLevel = 'info' | 'warn' | 'error';

/** Every event and its level: what happened as it should (info), what an attack or a mistake looks like (warn). */
export const securityEventLevels = {
  login_ok: 'info',
  signup: 'info',
  logout: 'info',
  logout_all: 'info',
  name_changed: 'info',
  password_changed: 'info',
  account_deleted: 'info',
  owner_invited: 'info',
  owner_activated: 'info',
  owner_removed: 'info',
  availability_changed: 'info',
  hours_changed: 'info',
  menu_changed: 'info',
  settings_changed: 'info',
  order_status_changed: 'info',
  order_payment_marked: 'info',
  orders_paused: 'info',
  orders_resumed: 'info',
  login_failed: 'warn',
  login_locked: 'warn',
  login_throttled: 'warn',
  signup_throttled: 'warn',
  signup_ceiling: 'warn',
  order_throttled: 'warn',
  hashing_shed: 'warn',
  invite_refused: 'warn',
  activation_throttled: 'warn',
  token_invalid: 'warn',
  token_revoked: 'warn',
  origin_refused: 'warn',
  body_too_large: 'warn',
  method_refused: 'warn',
} as const satisfies Record<string, LogLevel>;

export type SecurityEvent = keyof typeof securityEventLevels;

export interface SecurityDetails {
  /** The account's id in the database. */
  user?: number;
  /** Already hashed with emailHash(): for accounts that may not exist (a failed login). */
  email?: string;
  /** The per-address bucket (an IPv4 address or an IPv6 /64). */
  client?: string;
  path?: string;
  /** A request method the path does not answer (its first 20 characters). */
  method?: string;
  status?: number;
  /** Seconds until the client may try again. */
  retryAfter?: number;
  /** How many requests a line stands for (a summary line). */
  count?: number;
  /** The limit that was reached. */
  limit?: number;
  /** A desk change: the product, or the shop's reopening day (null: open by the weekly hours). */
  product?: number;
  disponible?: boolean;
  reabre?: string | null;
  /** A menu change: what kind (producto, foto, opciones...). */
  kind?: string;
  /** An order moved on the board: its id and its new status. */
  order?: number;
  estado?: string;
  /** A SINPE Móvil payment marked received (true) or back to "por confirmar". */
  pagado?: boolean;
  /** "Pausar pedidos": for how long (null: until reopened). */
  minutos?: number | null;
  /** Which queue or device a line is about. */
  lane?: string;
  devices?: number;
}

/** A stable, short, non-reversible-at-a-glance name for an e-mail in logs. */
export function emailHash(correo: string): string {
  return `sha256:${crypto.createHash('sha256').update(correo.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

export function securityLine(event: SecurityEvent, details: SecurityDetails, now: Date = new Date()): string {
  const level = securityEventLevels[event];
  // The level is the event's, whatever a caller's details hold.
  return JSON.stringify(Object.assign({ time: now.toISOString(), level, type: 'security', event }, details, { level }));
}

export function logSecurityEvent(event: SecurityEvent, details: SecurityDetails = {}): void {
  console.info(securityLine(event, details));
}

/** Summaries kept before the ones whose interval is over are swept (at most once a minute). */
const SWEEP_FROM = 10_000;
const SWEEP_EVERY_MS = 60_000;

type Summary = {
  /** When the last line of this key was written, and how many events came since. */
  at: number;
  count: number;
  intervalMs: number;
  /** The details of the latest event, and the timer that writes the events a stopped flood left. */
  details?: SecurityDetails;
  flush?: ReturnType<typeof setTimeout>;
};

/** The line for the events counted since the last one, at the end of its interval. */
function flushSummary(entry: Summary, event: SecurityEvent): void {
  entry.flush = undefined;
  if (entry.count === 0) return;
  logSecurityEvent(event, { ...entry.details, count: entry.count });
  entry.at = Date.now();
  entry.count = 0;
}

/**
 * For events that come in floods (requests shed, a ceiling reached, one address refused): one line
 * per `key` and interval, with how many happened since the last line (this one included); the
 * events after a key's last line get theirs when its interval ends, even if no other comes.
 */
export function logSecurityEventAtMostEvery(intervalMs: number, key: string, event: SecurityEvent, details: SecurityDetails = {}, now = Date.now()): boolean {
  const last = processGlobal('security-log-summaries', () => new Map<string, Summary>());
  const sweep = processGlobal('security-log-sweep', () => ({ at: -Infinity }));
  if (last.size >= SWEEP_FROM && now - sweep.at >= SWEEP_EVERY_MS) {
    // Keys per address would grow without end under rotating addresses; an expired key logs its next event anyway.
    for (const [old, entry] of last) if (now - entry.at >= entry.intervalMs) last.delete(old);
    sweep.at = now;
  }
  const entry = last.get(key) ?? { at: -Infinity, count: 0, intervalMs };
  entry.count += 1;
  last.set(key, entry);
  if (now - entry.at < intervalMs) {
    entry.details = details;
    // Unref'd: a summary never keeps the process alive.
    entry.flush ??= setTimeout(() => flushSummary(entry, event), entry.at + intervalMs - now).unref();
    return false;
  }
  clearTimeout(entry.flush);
  logSecurityEvent(event, { ...details, count: entry.count });
  last.set(key, { at: now, count: 0, intervalMs });
  return true;
}
