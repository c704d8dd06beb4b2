// SINPE Móvil with proof: the customer's status page (and the success panel) show the shop's number
// and the exact amount to copy, and "Ya pagué" sends the transfer's reference (its last digits); the
// owner checks the bank and taps "Marcar pagado". Pure: the store keeps the facts (lib/db/orders/).
import { displayPhone } from '@/lib/phone';
import { formatColones } from '@/lib/money';
import type { OrderPayment, StoredOrder } from './record';

/** The transfer's reference as the customer writes it: its last 4 digits at least. */
const MIN_REFERENCE_DIGITS = 4;
/** Bank references are up to 25 digits; longer is not one. */
export const MAX_REFERENCE_DIGITS = 25;
/** A reference already sent is replaced at most this often: each change wakes the owner's board. */
const REFERENCE_CHANGE_GAP_MS = 30_000;

export const sinpeMessages = {
  reference: `Escribe los últimos ${MIN_REFERENCE_DIGITS} dígitos (o más) de la referencia de tu SINPE Móvil.`,
  notSinpe: 'Este pedido no se paga por SINPE Móvil.',
  cancelled: 'Este pedido fue cancelado: no hace falta pagarlo.',
  tooSoon: 'Acabas de enviar una referencia: espera unos segundos para cambiarla.',
  alreadyPaid: 'CrepiVara ya confirmó tu pago. ¡Gracias!',
  received: (reference: string) => `Recibimos tu referencia ${lastDigits(reference)}. CrepiVara confirmará el pago en unos minutos.`,
  paidBody: 'Indica "pagado": true o false.',
  markedPaid: (reference: string) => `Pedido #${reference}: SINPE pagado.`,
  markedUnpaid: (reference: string) => `Pedido #${reference}: SINPE por confirmar.`,
} as const;

type SinpePayment = Extract<OrderPayment, { method: 'sinpe' }>;

/** The reference's digits (spaces, dashes and dots dropped), or null when it is not one. */
export function referenceDigits(raw: string): string | null {
  const digits = raw.replace(/[\s.\-]/g, '');
  return new RegExp(`^\\d{${MIN_REFERENCE_DIGITS},${MAX_REFERENCE_DIGITS}}$`).test(digits) ? digits : null;
}

export type ReportDecision = { store: boolean } | { retryAfterMs: number };

/**
 * "Ya pagué" with `reference`: stored unless it is the one kept, or the owner already confirmed the
 * payment (then the checked reference stays); a different one replaces a reference sent less than
 * REFERENCE_CHANGE_GAP_MS before (`changedAt`, the order's last change) only after that gap.
 */
export function decideReport(payment: Pick<SinpePayment, 'reference' | 'paidAt'>, reference: string, changedAt: number, now: number): ReportDecision {
  if (payment.paidAt !== undefined || payment.reference === reference) return { store: false };
  const wait = payment.reference === undefined ? 0 : changedAt + REFERENCE_CHANGE_GAP_MS - now;
  return wait > 0 ? { retryAfterMs: wait } : { store: true };
}

/** "…4521": the last 4 digits, as the board and the customer read a reference. */
export const lastDigits = (reference: string) => `…${reference.slice(-MIN_REFERENCE_DIGITS)}`;

/** Where a SINPE Móvil payment stands, as the board, the ticket, the summary and the CSV name it. */
export function sinpeState(payment: Pick<SinpePayment, 'paidAt'>): 'pagado' | 'por confirmar' {
  return payment.paidAt !== undefined ? 'pagado' : 'por confirmar';
}

/** "SINPE: por confirmar", "SINPE: por confirmar (ref …4521)", "SINPE: pagado (ref …4521)". */
export function sinpeStateLabel(payment: Pick<SinpePayment, 'reference' | 'paidAt'>): string {
  const ref = payment.reference ? ` (ref ${lastDigits(payment.reference)})` : '';
  return `SINPE: ${sinpeState(payment)}${ref}`;
}

/** What the customer's pages show to pay by SINPE Móvil. */
export type SinpeView = {
  /** "8888-8888" and "88888888" (what "Copiar" puts on the clipboard); '' for an order from before numbers were kept. */
  number: string;
  numberDigits: string;
  /** "₡10 300" and "10300", what "Copiar" puts on the clipboard (a banking app wants digits). */
  amount: string;
  amountDigits: string;
  /** The last digits the customer sent ("…4521"), '' before "Ya pagué". */
  reported: string;
  paid: boolean;
};

/** What the customer's pages show to pay; null for other payments and for a cancelled order (nothing to pay). */
export function sinpeView(order: Pick<StoredOrder, 'payment' | 'total' | 'status'>): SinpeView | null {
  const { payment, total } = order;
  if (payment.method !== 'sinpe' || order.status === 'cancelado') return null;
  return {
    number: payment.number ? displayPhone(payment.number) : '',
    numberDigits: payment.number ?? '',
    amount: formatColones(total),
    amountDigits: String(total),
    reported: payment.reference ? lastDigits(payment.reference) : '',
    paid: sinpeState(payment) === 'pagado',
  };
}

/** Whether a view from the stream or a poll is a SinpeView (or null). */
export function isSinpeView(value: unknown): value is SinpeView | null {
  if (value === null) return true;
  const view = value as Partial<SinpeView> | undefined;
  return (
    typeof view === 'object' &&
    typeof view.number === 'string' &&
    typeof view.numberDigits === 'string' &&
    typeof view.amount === 'string' &&
    typeof view.amountDigits === 'string' &&
    typeof view.reported === 'string' &&
    typeof view.paid === 'boolean'
  );
}
