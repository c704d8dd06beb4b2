// What the owner sets for taking orders (the desk's "Ajustes"): the delivery fee, a minimum order
// for delivery, the SINPE Móvil number, the payment methods offered, the preparation time and the
// orders one quarter hour takes. Until the owner saves them
// the build's values hold (spec's ₡0 fee, NEXT_PUBLIC_SINPE_NUMBER). Pure and browser-safe: the
// cart, /orders and the message read them from the live menu (lib/menu/facts.ts).
import { DELIVERY_FEE } from '@/lib/cart/cart';
import { sinpeNumber } from '@/lib/config';
import { formatColones } from '@/lib/money';
import type { OrderType, PaymentMethod } from '@/lib/order/details';

export type ShopSettings = {
  /** Colones added to delivery orders only. */
  envio: number;
  /** The smallest products total (colones) taken for delivery; 0 for none. */
  minimoDomicilio: number;
  /** 8 digits, or '' when the shop has no SINPE Móvil number. */
  sinpe: string;
  /** The methods offered, in this order (SINPE only counts with a number). */
  pagos: readonly PaymentMethod[];
  /** "Tiempo de preparación": minutes from an order to its first "Listo aprox." estimate. */
  preparacion: number;
  /** "Pedidos por franja": how many orders for later one quarter hour takes (lib/order/schedule.ts). */
  franja: number;
};

/** The estimate a new order gets until the owner sets another, and its bounds. */
const PREPARATION_DEFAULT = 20;
export const PREPARATION_MIN = 5;
export const PREPARATION_MAX = 120;

/** "Pedidos por franja": how many orders one quarter hour takes until the owner sets another, and its bounds. */
const SLOT_LIMIT_DEFAULT = 4;
export const SLOT_LIMIT_MIN = 1;
export const SLOT_LIMIT_MAX = 50;

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['efectivo', 'tarjeta', 'sinpe'];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = { efectivo: 'Efectivo', tarjeta: 'Tarjeta', sinpe: 'SINPE Móvil' };

/** The build's values: what the shop takes before the owner saves "Ajustes". */
export function defaultSettings(sinpe: string = sinpeNumber): ShopSettings {
  return {
    envio: DELIVERY_FEE,
    minimoDomicilio: 0,
    sinpe,
    pagos: sinpe ? PAYMENT_METHODS : ['efectivo', 'tarjeta'],
    preparacion: PREPARATION_DEFAULT,
    franja: SLOT_LIMIT_DEFAULT,
  };
}

/** The methods a customer can pick: SINPE Móvil only with a number. */
export function offeredPayments(settings: ShopSettings): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => settings.pagos.includes(method) && (method !== 'sinpe' || settings.sinpe !== ''));
}

/** The fee of an order received this way. */
export function deliveryFeeFor(tipo: OrderType | '', settings: ShopSettings): number {
  return tipo === 'domicilio' ? settings.envio : 0;
}

/** "El pedido mínimo a domicilio es de ₡5 000: te faltan ₡1 200." or null when it is met (or not delivery). */
export function deliveryMinimumProblem(tipo: OrderType | '', subtotal: number, settings: Pick<ShopSettings, 'minimoDomicilio'>): string | null {
  if (tipo !== 'domicilio' || subtotal >= settings.minimoDomicilio) return null;
  return `El pedido mínimo a domicilio es de ${formatColones(settings.minimoDomicilio)}: te faltan ${formatColones(settings.minimoDomicilio - subtotal)}.`;
}

/** "Aceptamos efectivo, tarjetas (débito y crédito) y SINPE Móvil." for the summary. */
export function paymentsSentence(settings: ShopSettings): string {
  const words: Record<PaymentMethod, string> = { efectivo: 'efectivo', tarjeta: 'tarjetas (débito y crédito)', sinpe: 'SINPE Móvil' };
  const names = offeredPayments(settings).map((method) => words[method]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? 'efectivo');
  return `Aceptamos ${list}.`;
}
