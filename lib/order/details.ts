// The checkout form's data: how the order is received and paid. Pure: validation with the
// Spanish messages shown beside the fields, the remembered details and the ?mesa= link.
import { formatColones } from '@/lib/money';
import { oneLine } from '@/lib/text';
import type { Fulfilment, Payment } from './message';
import { MAX_TABLE, parseTable } from './table';

export type OrderType = 'mesa' | 'llevar' | 'domicilio';
export type PaymentMethod = 'efectivo' | 'tarjeta' | 'sinpe';

/** What the form holds, as typed (strings), and what is remembered for the next order. */
export type OrderDetails = {
  nombre: string;
  tipo: OrderType;
  mesa: string;
  direccion: string;
  referencia: string;
  pago: PaymentMethod;
  pagaCon: string;
};

export const DEFAULT_DETAILS: OrderDetails = {
  nombre: '',
  tipo: 'mesa',
  mesa: '0',
  direccion: '',
  referencia: '',
  pago: 'efectivo',
  pagaCon: '',
};

export const MAX_ADDRESS_LENGTH = 160;
export const MAX_LANDMARK_LENGTH = 120;
const MAX_CASH = 1_000_000;

export const detailMessages = {
  mesa: `La mesa es un número entero de 0 a ${MAX_TABLE}`,
  direccion: 'Escribe la dirección de entrega.',
  pagaConFormato: 'Escribe el monto en colones, sin puntos ni decimales (por ejemplo 10000).',
  pagaConCorto: (total: number) => `El monto debe cubrir el total de ${formatColones(total)}.`,
} as const;

export type DetailField = 'mesa' | 'direccion' | 'pagaCon';
export type CheckedDetails =
  | { ok: true; fulfilment: Fulfilment; payment: Payment }
  | { ok: false; errors: Partial<Record<DetailField, string>> };

/**
 * The order's fulfilment and payment, or the messages for the fields that block sending (in the
 * form's order, so the first one gets the focus). SINPE counts only when the shop has a number.
 */
export function checkDetails(details: OrderDetails, total: number, sinpePhone: string): CheckedDetails {
  const errors: Partial<Record<DetailField, string>> = {};
  let fulfilment: Fulfilment = { type: 'llevar' };
  if (details.tipo === 'mesa') {
    const table = parseTable(details.mesa);
    if (table === null) errors.mesa = detailMessages.mesa;
    else fulfilment = { type: 'mesa', table };
  } else if (details.tipo === 'domicilio') {
    const address = oneLine(details.direccion, MAX_ADDRESS_LENGTH);
    if (!address) errors.direccion = detailMessages.direccion;
    else fulfilment = { type: 'domicilio', address, landmark: oneLine(details.referencia, MAX_LANDMARK_LENGTH) };
  }

  let payment: Payment = { method: 'tarjeta' };
  if (details.pago === 'sinpe' && sinpePhone) payment = { method: 'sinpe', phone: sinpePhone };
  else if (details.pago !== 'tarjeta') {
    const cash = details.pagaCon.trim();
    let cashAmount: number | null = null;
    if (cash !== '') {
      if (!/^\d{1,7}$/.test(cash) || Number(cash) > MAX_CASH) errors.pagaCon = detailMessages.pagaConFormato;
      else if (Number(cash) < total) errors.pagaCon = detailMessages.pagaConCorto(total);
      else cashAmount = Number(cash);
    }
    payment = { method: 'efectivo', cashAmount };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fulfilment, payment };
}

const ORDER_TYPES: readonly OrderType[] = ['mesa', 'llevar', 'domicilio'];
const PAYMENT_METHODS: readonly PaymentMethod[] = ['efectivo', 'tarjeta', 'sinpe'];

/** The remembered details, whatever was stored (corrupt, old or tampered values fall back). */
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
    tipo: ORDER_TYPES.includes(stored.tipo as OrderType) ? (stored.tipo as OrderType) : DEFAULT_DETAILS.tipo,
    mesa: text_('mesa', 3),
    direccion: text_('direccion', MAX_ADDRESS_LENGTH),
    referencia: text_('referencia', MAX_LANDMARK_LENGTH),
    pago: PAYMENT_METHODS.includes(stored.pago as PaymentMethod) ? (stored.pago as PaymentMethod) : DEFAULT_DETAILS.pago,
    pagaCon: text_('pagaCon', 7),
  };
}
