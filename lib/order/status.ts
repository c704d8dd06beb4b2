// An order's status: Nuevo -> Preparando -> Listo -> Entregado, or Cancelado (with the owner's
// reason) at any point before Entregado. The owner may skip ahead (a drink handed over at once) and
// set an order back one step at any time (a mis-tap: Listo -> Preparando, Entregado -> Listo); any
// move, Cancelado included, can be undone right after it ("Deshacer"). Nothing else goes back.
// Pure: who and when are passed in.
import type { Author } from '@/lib/account';
import { oneLine } from '@/lib/text';
import type { OrderFulfilment } from './record';

export const ORDER_STATUSES = ['nuevo', 'preparando', 'listo', 'entregado', 'cancelado'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The steps in their order; Cancelado stands beside them. */
type StepStatus = Exclude<OrderStatus, 'cancelado'>;
const FLOW: readonly StepStatus[] = ['nuevo', 'preparando', 'listo', 'entregado'];

/** The board's words. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  nuevo: 'Nuevo',
  preparando: 'Preparando',
  listo: 'Listo',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

/** The status page's words (the cancellation adds its reason). */
const CUSTOMER_WORDS: Record<OrderStatus, string> = {
  nuevo: 'Recibido',
  preparando: 'En preparación',
  listo: '¡Listo!',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

/** What "¡Listo!" means for the customer: it depends on how the order is received. */
const READY_HINTS: Record<OrderFulfilment['type'], string> = {
  mesa: 'Te lo llevamos a la mesa.',
  llevar: 'Ya puedes recogerlo.',
  domicilio: 'Va en camino.',
};

type CustomerStep = { status: OrderStatus; label: string; hint: string };

/** The status page's steps for an order received this way: their words and what each means now. */
export function customerSteps(type: OrderFulfilment['type']): CustomerStep[] {
  const hints: Record<StepStatus, string> = {
    nuevo: 'Nos llegó tu pedido.',
    preparando: 'Lo estamos preparando.',
    listo: READY_HINTS[type],
    entregado: '¡Buen provecho!',
  };
  return FLOW.map((status) => ({ status, label: CUSTOMER_WORDS[status], hint: hints[status] }));
}

export const MAX_CANCEL_REASON_LENGTH = 120;

export const statusMessages = {
  reasonRequired: 'Escribe el motivo de la cancelación.',
  reasonTooLong: `El motivo puede tener como máximo ${MAX_CANCEL_REASON_LENGTH} caracteres.`,
  cancelled: 'Este pedido está cancelado: ya no se puede cambiar.',
  delivered: 'Este pedido ya se entregó: solo puede volver a Listo.',
  backwards: (from: OrderStatus, to: OrderStatus) => `El pedido ya está ${STATUS_LABELS[from]}: no puede volver a ${STATUS_LABELS[to]}.`,
} as const;

/**
 * An order the customer withdrew before sending it by WhatsApp (the menu changed while its post was
 * slow: docs/decisions/082-order-post-retries.md): cancelled with these words, by the customer.
 */
export const WITHDRAWN_REASON = 'El cliente lo retiró antes de enviarlo por WhatsApp.';
export const CUSTOMER_AUTHOR: Author = { id: 0, nombre: 'Cliente' };
/** One stored step of the history: who moved the order, when, and why (for a cancellation). */
export type StatusChange = { from: OrderStatus; to: OrderStatus; reason: string; at: number; by: Author };
export type StatusRequest = { to: OrderStatus; reason?: string };
/** How long the board offers "Deshacer" after a move. */
export const UNDO_SECONDS = 10;
/** The server takes an undo a little longer: the tap may reach it late on a slow line. */
const UNDO_ACCEPTED_MS = (UNDO_SECONDS + 20) * 1000;
/** The order's last move, as far as undoing it goes. */
export type LastMove = { from: OrderStatus; at: number } | null;
export type StatusOutcome =
  | { ok: true; changed: true; change: StatusChange }
  /** Already there (a second tap, two owners at once): nothing to store. */
  | { ok: true; changed: false }
  | { ok: false; status: 400 | 409; message: string };

export function isFinal(status: OrderStatus): status is 'entregado' | 'cancelado' {
  return status === 'entregado' || status === 'cancelado';
}

/** Where an order can go forward from here: the later steps, then Cancelado; nothing once final. */
export function allowedMoves(status: OrderStatus): OrderStatus[] {
  if (isFinal(status)) return [];
  return [...FLOW.slice(FLOW.indexOf(status) + 1), 'cancelado'];
}

/** The step before this one, where a mis-tap is set back to (none before Nuevo or from Cancelado). */
export function previousStep(status: OrderStatus): OrderStatus | null {
  if (status === 'cancelado') return null;
  return FLOW[FLOW.indexOf(status) - 1] ?? null;
}

/** Whether `to` undoes the order's last move, asked at `at`. */
export function isUndo(last: LastMove, to: OrderStatus, at: number): boolean {
  return last !== null && last.from === to && at - last.at >= 0 && at - last.at <= UNDO_ACCEPTED_MS;
}

/** What the customer reads: "Recibido" ... "Cancelado: Se acabó la fresa". */
export function customerStatus({ status, cancelReason }: { status: OrderStatus; cancelReason: string }): string {
  return status === 'cancelado' && cancelReason ? `${CUSTOMER_WORDS.cancelado}: ${cancelReason}` : CUSTOMER_WORDS[status];
}

/** The owner's move, checked against where the order is now. */
export function changeStatus(
  current: { status: OrderStatus; cancelReason: string; last?: LastMove },
  request: StatusRequest,
  by: Author,
  at: number,
): StatusOutcome {
  const from = current.status;
  const { to } = request;
  if (from === to) return { ok: true, changed: false };
  if (to !== 'cancelado' && (isUndo(current.last ?? null, to, at) || previousStep(from) === to))
    return { ok: true, changed: true, change: { from, to, reason: '', at, by } };
  if (from === 'cancelado') return { ok: false, status: 409, message: statusMessages.cancelled };
  if (from === 'entregado') return { ok: false, status: 409, message: statusMessages.delivered };
  if (!allowedMoves(from).includes(to)) return { ok: false, status: 409, message: statusMessages.backwards(from, to) };
  let reason = '';
  if (to === 'cancelado') {
    reason = oneLine(request.reason ?? '', Number.MAX_SAFE_INTEGER);
    if (!reason) return { ok: false, status: 400, message: statusMessages.reasonRequired };
    if (reason.length > MAX_CANCEL_REASON_LENGTH) return { ok: false, status: 400, message: statusMessages.reasonTooLong };
  }
  return { ok: true, changed: true, change: { from, to, reason, at, by } };
}
