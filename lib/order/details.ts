// The checkout form's data: how the order is received and paid. Pure: validation with the
// Spanish messages shown beside the fields, the remembered details and the ?mesa= link.
import { formatColones, parseColones } from '@/lib/money';
import { oneLine } from '@/lib/text';
import type { Fulfilment, Payment } from './message';
import { MAX_TABLE, parseTable, TABLE_LINK_MS } from './table';

export type OrderType = 'mesa' | 'llevar' | 'domicilio';
export type PaymentMethod = 'efectivo' | 'tarjeta' | 'sinpe';

/** What the form holds, as typed (strings); `tipo` is '' until the customer chooses. */
export type OrderDetails = {
  nombre: string;
  tipo: OrderType | '';
  mesa: string;
  direccion: string;
  referencia: string;
  /** "Teléfono (opcional)" for delivery, as typed. */
  telefono: string;
  pago: PaymentMethod;
  pagaCon: string;
};

// Nothing preselected: an order sent from home without a look at this choice used to go out as
// "Comer aquí · Mesa 0". A table QR link preselects "Comer aquí" with its table (order-details-store).
// docs/decisions/021-order-type-and-table-link.md
export const DEFAULT_DETAILS: OrderDetails = {
  nombre: '',
  tipo: '',
  mesa: '0',
  direccion: '',
  referencia: '',
  telefono: '',
  pago: 'efectivo',
  pagaCon: '',
};

export const MAX_ADDRESS_LENGTH = 160;
export const MAX_LANDMARK_LENGTH = 120;
const MAX_CASH = 1_000_000;
/** What a phone field takes as typed: "+506 8888-8888" and the like. */
export const MAX_PHONE_INPUT = 20;
/** Costa Rica: 8 digits, landlines from 2, mobiles from 5-8. */
const PHONE_PATTERN = /^[2-8]\d{7}$/;

/** "8888-8888", "+506 8888 8888" -> "88888888"; '' stays '' (no phone). Not a check: see isPhone. */
export function phoneDigits(raw: string): string {
  return raw
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^\+?506(?=\d{8}$)/, '');
}

/** A Costa Rica phone number as phoneDigits writes it. */
export function isPhone(digits: string): boolean {
  return PHONE_PATTERN.test(digits);
}

export const detailMessages = {
  tipo: 'Elige cómo quieres tu pedido',
  mesa: `La mesa es un número entero de 0 a ${MAX_TABLE}`,
  direccion: 'Escribe la dirección de entrega.',
  telefono: 'Escribe un teléfono de Costa Rica de 8 dígitos (por ejemplo 8888-8888) o déjalo vacío.',
  pagaConFormato: 'Escribe el monto en colones, sin decimales (por ejemplo 10000 o 10.000).',
  pagaConCorto: (total: number) => `El monto debe cubrir el total de ${formatColones(total)}.`,
} as const;

export type DetailField = 'tipo' | 'mesa' | 'direccion' | 'telefono' | 'pagaCon';
export type CheckedDetails = { ok: true; fulfilment: Fulfilment; payment: Payment } | { ok: false; errors: Partial<Record<DetailField, string>> };

/**
 * The order's fulfilment and payment, or the messages for the fields that block sending (in the
 * form's order, so the first one gets the focus). SINPE counts only when the shop has a number.
 */
export function checkDetails(details: OrderDetails, total: number, sinpePhone: string): CheckedDetails {
  const errors: Partial<Record<DetailField, string>> = {};
  let fulfilment: Fulfilment = { type: 'llevar' };
  if (details.tipo === '') errors.tipo = detailMessages.tipo;
  else if (details.tipo === 'mesa') {
    const table = parseTable(details.mesa);
    if (table === null) errors.mesa = detailMessages.mesa;
    else fulfilment = { type: 'mesa', table };
  } else if (details.tipo === 'domicilio') {
    const address = oneLine(details.direccion, MAX_ADDRESS_LENGTH);
    const phone = phoneDigits(details.telefono);
    if (!address) errors.direccion = detailMessages.direccion;
    if (phone !== '' && (details.telefono.length > MAX_PHONE_INPUT || !isPhone(phone))) errors.telefono = detailMessages.telefono;
    else if (address) fulfilment = { type: 'domicilio', address, landmark: oneLine(details.referencia, MAX_LANDMARK_LENGTH), phone };
  }

  let payment: Payment = { method: 'tarjeta' };
  if (details.pago === 'sinpe' && sinpePhone) payment = { method: 'sinpe', phone: sinpePhone };
  else if (details.pago !== 'tarjeta') {
    const cash = details.pagaCon.trim();
    let cashAmount: number | null = null;
    if (cash !== '') {
      const amount = cashAmountOf(cash);
      if (amount === null) errors.pagaCon = detailMessages.pagaConFormato;
      else if (amount < total) errors.pagaCon = detailMessages.pagaConCorto(total);
      else cashAmount = amount;
    }
    payment = { method: 'efectivo', cashAmount };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fulfilment, payment };
}

/** Whole colones as typed ("10000", "10.000", "₡10 000"), up to a million; null for anything else. */
function cashAmountOf(typed: string): number | null {
  const amount = parseColones(typed);
  return amount !== null && amount <= MAX_CASH ? amount : null;
}

/** The change for the cash typed ("Vuelto: ₡650"), once it is a valid amount that covers the total. */
export function cashChange(typed: string, total: number): number | null {
  const amount = cashAmountOf(typed);
  return amount !== null && amount >= total ? amount - total : null;
}

const PAYMENT_METHODS: readonly PaymentMethod[] = ['efectivo', 'tarjeta', 'sinpe'];

const ORDER_TYPES: readonly OrderType[] = ['mesa', 'llevar', 'domicilio'];

/**
 * How long the choice of an order not sent yet is kept (across reloads and tabs): a visit, as a
 * table link lasts. Sending forgets it; the next order is chosen anew (docs/decisions/021).
 */
export const ORDER_TYPE_KEPT_MS = TABLE_LINK_MS;
/** Clocks of two tabs are one clock; this only forgives a small step back of the system clock. */
const CLOCK_SLACK_MS = 30_000;

/** How this order is received, as chosen so far. */
type ChosenOrderType = Pick<OrderDetails, 'tipo' | 'mesa'>;

/**
 * What is stored for the choice made at `now`, or null for nothing to keep: no choice yet, or the
 * table of the QR link (`linkedTable`), which the link itself keeps.
 */
export function storedOrderType({ tipo, mesa }: OrderDetails, linkedTable: number | null, now: number): string | null {
  if (tipo === '' || (tipo === 'mesa' && linkedTable !== null && parseTable(mesa) === linkedTable)) return null;
  return JSON.stringify({ tipo, mesa, hasta: now + ORDER_TYPE_KEPT_MS });
}

/** The choice while it lasts; null once expired, and for anything corrupt or tampered (a bad table too). */
export function parseStoredOrderType(text: string | null, now: number): ChosenOrderType | null {
  try {
    const { tipo, mesa, hasta } = JSON.parse(text && text.length < 200 ? text : 'null') as { tipo?: unknown; mesa?: unknown; hasta?: unknown };
    if (!ORDER_TYPES.includes(tipo as OrderType) || typeof hasta !== 'number' || !(now < hasta && hasta <= now + ORDER_TYPE_KEPT_MS + CLOCK_SLACK_MS))
      return null;
    const table = typeof mesa === 'string' && parseTable(mesa) !== null ? mesa : null;
    if (tipo === 'mesa' && table === null) return null;
    return { tipo: tipo as OrderType, mesa: table ?? DEFAULT_DETAILS.mesa };
  } catch {
    return null;
  }
}

/** What is remembered for the next order: not how it is received (a table belongs to one visit). */
export type RememberedDetails = Omit<OrderDetails, 'tipo' | 'mesa'>;

export function detailsToRemember({ nombre, direccion, referencia, telefono, pago, pagaCon }: OrderDetails): RememberedDetails {
  return { nombre, direccion, referencia, telefono, pago, pagaCon };
}

/**
 * The remembered details, whatever was stored (corrupt, old or tampered values fall back). The
 * order type and the table are never taken from storage, even where an older version kept them.
 */
export function parseStoredDetails(text: string | null): OrderDetails {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = text && text.length < 10_000 ? JSON.parse(text) : null;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // fall back to the defaults
  }
  const text_ = (key: keyof OrderDetails, max: number) => (typeof stored[key] === 'string' ? (stored[key] as string).slice(0, max) : DEFAULT_DETAILS[key]);
  return {
    nombre: text_('nombre', 60),
    tipo: DEFAULT_DETAILS.tipo,
    mesa: DEFAULT_DETAILS.mesa,
    direccion: text_('direccion', MAX_ADDRESS_LENGTH),
    referencia: text_('referencia', MAX_LANDMARK_LENGTH),
    telefono: text_('telefono', MAX_PHONE_INPUT),
    pago: PAYMENT_METHODS.includes(stored.pago as PaymentMethod) ? (stored.pago as PaymentMethod) : DEFAULT_DETAILS.pago,
    pagaCon: text_('pagaCon', 7),
  };
}
