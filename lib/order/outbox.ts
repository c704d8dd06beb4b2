// The browser's side of POST /api/orders, pure: what a stored post looks like (so a reload, a tab
// closed offline or a crash does not lose it), what each answer means, and when to try again
// (docs/decisions/082-order-post-retries.md). components/checkout/order-outbox.ts runs it.
import { isOrderKey, isStatusToken } from './order-ids';

/** One order's post as the browser keeps it until the server has it, then its link for a day. */
export type OutboxEntry = {
  /** The idempotency key: every retry sends this same body, so the server stores one order. */
  clave: string;
  /** The WhatsApp message's reference. */
  pedido: string;
  /** The JSON body to send; null once the server has the order (no personal data kept past it). */
  cuerpo: string | null;
  /** The status page's token once the server answered with it. */
  token: string | null;
  /**
   * The customer took the order back before sending it (the menu changed while the post was slow):
   * the withdrawal (DELETE with the key) is sent until the server has it, and the post no more.
   */
  retirar: boolean;
  /**
   * Its message went to WhatsApp: the post is recorded even if the menu prices it otherwise by now
   * (the body says `enviado`), and the shop is told what the message said.
   */
  enviado: boolean;
  /** Until when it is kept (ms since 1970). */
  hasta: number;
};

/** As long as the service worker's queue keeps a post (lib/offline/order-queue.ts). */
export const OUTBOX_KEEP_MS = 24 * 60 * 60_000;
/** Far more orders than a day at one browser sends. */
const MAX_ENTRIES = 20;
const MAX_BODY_CHARACTERS = 16 * 1024;

/** What an answer to the post means for the browser. */
export type PostVerdict =
  /** Stored (201) or a retry of a stored one (200); the token is missing only after a change of the server's secret. */
  | { kind: 'recorded'; token: string | null }
  /**
   * The server will not take this order as it is (sold out, not on the menu, choices that do not
   * fit): fix it first. `totalChanged`: only its prices are not the menu's of now, and once its
   * message went out it is taken as it is. `slot`: the time chosen in "¿Para cuándo?" is not
   * taken (full, or no longer offered), with the next free one when the server named it.
   */
  | { kind: 'refused'; status: number; message: string; totalChanged: boolean; slot?: { next: number | null } }
  /** Nothing reached the server, or it asked to come back later (busy, too many from this address). */
  | { kind: 'retry'; afterMs: number | null }
  /** It can never be taken (over 16 KB): WhatsApp carries the order alone. */
  | { kind: 'abandon' };

const outboxMessages = {
  refused: 'No pudimos registrar tu pedido. Revísalo e inténtalo de nuevo.',
} as const;

/** The answer's status (0: none arrived), body and Retry-After header, read. */
export function postVerdict(status: number, body: unknown, retryAfter: string | null = null): PostVerdict {
  const answer =
    typeof body === 'object' && body !== null
      ? (body as { message?: unknown; data?: { token?: unknown; siguiente?: unknown }; errors?: { total?: unknown; para?: unknown } })
      : {};
  if (status === 200 || status === 201) return { kind: 'recorded', token: isStatusToken(answer.data?.token) ? answer.data.token : null };
  if (status === 413) return { kind: 'abandon' };
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    const seconds = Number(retryAfter);
    return { kind: 'retry', afterMs: retryAfter !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null };
  }
  const message = typeof answer.message === 'string' && answer.message.length <= 500 ? answer.message : outboxMessages.refused;
  const next = answer.data?.siguiente;
  return {
    kind: 'refused',
    status,
    message,
    totalChanged: status === 409 && typeof answer.errors?.total === 'string',
    ...(typeof answer.errors?.para === 'string' && { slot: { next: typeof next === 'number' && Number.isSafeInteger(next) ? next : null } }),
  };
}

/** The waits between tries while the page is open: soon at first, then every two minutes. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000];

/** How long to wait before try number `attempt` (1 = the first retry), at least what the server asked. */
export function retryDelay(attempt: number, askedMs: number | null = null): number {
  const planned = BACKOFF_MS[Math.min(Math.max(attempt, 1), BACKOFF_MS.length) - 1]!;
  return Math.max(planned, Math.min(askedMs ?? 0, 60 * 60_000));
}

/** The stored outbox, whatever was stored: only whole, unexpired entries survive. */
export function parseOutbox(text: string | null, now: number): OutboxEntry[] {
  let stored: unknown;
  try {
    stored = text && text.length < MAX_ENTRIES * (MAX_BODY_CHARACTERS + 200) ? JSON.parse(text) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is OutboxEntry => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { clave, pedido, cuerpo, token, hasta, retirar, enviado } = entry as Record<string, unknown>;
      return (
        isOrderKey(clave) &&
        // Kept before withdrawals (or the message's mark) existed: without the field.
        (retirar === undefined || typeof retirar === 'boolean') &&
        (enviado === undefined || typeof enviado === 'boolean') &&
        typeof pedido === 'string' &&
        /^[A-Z2-9]{5}$/.test(pedido) &&
        (cuerpo === null || (typeof cuerpo === 'string' && cuerpo.length <= MAX_BODY_CHARACTERS)) &&
        (token === null || isStatusToken(token)) &&
        typeof hasta === 'number' &&
        now < hasta &&
        hasta <= now + OUTBOX_KEEP_MS
      );
    })
    .slice(-MAX_ENTRIES)
    .map(({ clave, pedido, cuerpo, token, hasta, retirar, enviado }) => ({
      clave,
      pedido,
      cuerpo,
      token,
      hasta,
      retirar: retirar === true,
      enviado: enviado === true,
    }));
}

/** The outbox with `entry` in (replacing the one with its key). */
export function withEntry(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return [...entries.filter((other) => other.clave !== entry.clave), entry].slice(-MAX_ENTRIES);
}

/** "https://crepivara.com/pedido/<token>": where the customer follows the order. */
export function followUrl(origin: string, token: string): string {
  return `${origin}/pedido/${token}`;
}
