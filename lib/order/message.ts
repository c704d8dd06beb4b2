// The WhatsApp order: a pure text builder, so the exact message is unit-tested.
import { orderableItems, cartTotal, type CartItem } from '@/lib/cart/cart';
import { formatColones } from '@/lib/money';
import { displayPhone } from '@/lib/phone';
import { oneLine } from '@/lib/text';
import { scheduleLabel } from './schedule';

/** Order references avoid look-alikes (0/O, 1/I/L) so they can be read aloud. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 5;
export const MAX_NAME_LENGTH = 60;
/** WhatsApp does not open a prefilled text longer than this: the form refuses rather than cut it. */
export const MAX_MESSAGE_LENGTH = 4000;

export function orderReference(random: () => number = Math.random): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    const index = Math.min(REFERENCE_ALPHABET.length - 1, Math.floor(random() * REFERENCE_ALPHABET.length));
    reference += REFERENCE_ALPHABET[index];
  }
  return reference;
}

/** The name as sent: one clean line of at most 60 characters ('' when none was given). */
export function customerName(raw: string): string {
  return oneLine(raw, MAX_NAME_LENGTH);
}

/** `phone`: 8 digits or '' (lib/order/details.ts phoneDigits). */
export type Fulfilment = { type: 'mesa'; table: number } | { type: 'llevar' } | { type: 'domicilio'; address: string; landmark: string; phone: string };
export type Payment = { method: 'efectivo'; cashAmount: number | null } | { method: 'tarjeta' } | { method: 'sinpe'; phone: string };

/** "Comer aquí · Mesa 7", "Para llevar", "A domicilio: 200 m norte de la iglesia (portón verde)". */
export function fulfilmentLine(fulfilment: Fulfilment): string {
  switch (fulfilment.type) {
    case 'mesa':
      return `Comer aquí · Mesa ${fulfilment.table}`;
    case 'llevar':
      return 'Para llevar';
    case 'domicilio':
      return `A domicilio: ${fulfilment.address}${fulfilment.landmark ? ` (${fulfilment.landmark})` : ''}`;
  }
}

/** "Pago: Efectivo, pago con ₡5 000 · Vuelto: ₡650" (the change against `total`), "Pago: Tarjeta". */
export function paymentLine(payment: Payment, total: number): string {
  switch (payment.method) {
    case 'efectivo': {
      if (!payment.cashAmount) return 'Pago: Efectivo';
      const change = payment.cashAmount - total;
      return `Pago: Efectivo, pago con ${formatColones(payment.cashAmount)}${change > 0 ? ` · Vuelto: ${formatColones(change)}` : ' (exacto)'}`;
    }
    case 'tarjeta':
      return 'Pago: Tarjeta';
    case 'sinpe':
      return `Pago: SINPE Móvil al ${displayPhone(payment.phone)}`;
  }
}

function itemLines(item: CartItem): string[] {
  return [
    `• ${item.cantidad} x ${item.nombre} - ${formatColones(item.precio)} c/u = ${formatColones(item.precio * item.cantidad)}`,
    ...(item.eleccion ? [`   ${item.eleccion}`] : []),
    ...(item.incluye ? [`   Extras: incluye ${item.incluye}`] : []),
    ...(item.nota ? [`   "${item.nota}"`] : []),
  ];
}

export type Order = {
  reference: string;
  customer: string;
  fulfilment: Fulfilment;
  payment: Payment;
  items: readonly CartItem[];
  /** Sent while the shop is closed (the customer confirmed): the message says so first. */
  outOfHours?: boolean;
  /** The owner's delivery fee, on a delivery order (colones; none when 0 or absent). */
  deliveryFee?: number;
  /** The status page's address, once the server recorded the order: the message ends with it. */
  followUrl?: string;
  /** An order for later: its quarter hour (ms) and the moment the message is written (which day is "hoy"). */
  schedule?: { at: number; now: number };
};

const OUT_OF_HOURS_LINE = '(Pedido fuera de horario)';

/** The last line when the order was recorded: where the customer follows it. */
export function followLine(url: string): string {
  return `Sigue tu pedido: ${url}`;
}

export function buildOrderMessage({
  reference,
  customer,
  fulfilment,
  payment,
  items,
  outOfHours = false,
  deliveryFee = 0,
  followUrl,
  schedule,
}: Order): string {
  const name = customerName(customer);
  const total = cartTotal(items) + deliveryFee;
  return [
    ...(outOfHours ? [OUT_OF_HOURS_LINE] : []),
    '¡Hola CrepiVara! Quiero hacer un pedido.',
    `Pedido #${reference}`,
    ...(name ? [`Cliente: ${name}`] : []),
    fulfilmentLine(fulfilment),
    ...(schedule ? [scheduleLabel(schedule.at, schedule.now)] : []),
    ...(fulfilment.type === 'domicilio' && fulfilment.phone ? [`Teléfono: ${displayPhone(fulfilment.phone)}`] : []),
    '',
    ...orderableItems(items).flatMap(itemLines),
    '',
    ...(deliveryFee > 0 ? [`Envío: ${formatColones(deliveryFee)}`] : []),
    `Total: ${formatColones(total)}`,
    paymentLine(payment, total),
    '¡Muchas gracias!',
    ...(followUrl ? ['', followLine(followUrl)] : []),
  ].join('\n');
}
