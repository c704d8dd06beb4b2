// "Pedir de nuevo": the last orders sent from this browser, kept beside the cart (no account
// needed). Each keeps its lines as the cart stored them (the spec's fields with their choices, at
// the prices of that moment) and the details it went with; putting one back reads the lines against
// today's menu like any stored cart (lib/cart/cart.ts readStoredCart), so a changed price or a
// product gone is told the usual way. Pure: components/checkout/past-orders-store.ts keeps the list.
import { formatColones } from '@/lib/money';
import { displayPhone } from '@/lib/phone';
import { detailsToRemember, parseStoredDetails, type OrderDetails, type OrderType, type RememberedDetails } from '@/lib/order/details';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@/lib/order/message';
import type { OrderRecord } from '@/lib/order/record';
import { serializeCart, type CartItem } from './cart';
import { EXTRAS_KEY, groupKeyOfLabel, type Opciones } from './options';

export const MAX_PAST_ORDERS = 3;
/** Far more than three carts of any size: a longer stored value is junk. */
const MAX_STORED_LENGTH = 60_000;

export type PastOrder = {
  /** "K7Q2P", the reference its message carried. */
  reference: string;
  /** When it was sent (ms since 1970). */
  at: number;
  /** Its lines as the cart stores them (serializeCart). */
  cart: string;
  /** "2 x Café negro, 1 x Capiberry". */
  summary: string;
  /** "₡1 600": its total then. */
  total: string;
  /** How it was received ('' when a table's: the next visit may be at another one, or at home). */
  tipo: Exclude<OrderType, 'mesa'> | '';
  details: RememberedDetails;
};

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** The past order an order just sent at `at` makes: its orderable lines, its details and its total (fee included). */
export function pastOrder(reference: string, items: readonly CartItem[], details: OrderDetails, total: number, at: number): PastOrder {
  return {
    reference,
    at,
    cart: serializeCart(items),
    summary: items.map((item) => `${item.cantidad} x ${item.nombre}`).join(', '),
    total: formatColones(total),
    tipo: details.tipo === 'mesa' ? '' : details.tipo,
    details: detailsToRemember(details),
  };
}

/**
 * A past order from the account's record of it (Mi cuenta's "Tus pedidos"): its lines as a stored
 * cart, with the choices under their groups and each extra once per unit, and the details it went with.
 */
export function pastOrderFromRecord(order: OrderRecord): PastOrder {
  const lines = order.lines.map((line) => {
    const opciones: Opciones = {};
    for (const choice of line.choices) {
      const key = groupKeyOfLabel(choice.label);
      if (key) opciones[key] = choice.values;
    }
    if (line.extras.length > 0) opciones[EXTRAS_KEY] = line.extras.flatMap((extra) => Array<string>(extra.quantity).fill(extra.name));
    return { id: line.productId, nombre: line.name, precio: line.unitPrice, cantidad: line.quantity, imagen: '', opciones, nota: line.note };
  });
  const { fulfilment, payment } = order;
  const delivery = fulfilment.type === 'domicilio' ? fulfilment : { address: '', landmark: '', phone: '' };
  return {
    reference: order.reference,
    at: order.createdAt,
    cart: JSON.stringify(lines),
    summary: order.lines.map((line) => `${line.quantity} x ${line.name}`).join(', '),
    total: formatColones(order.total),
    tipo: fulfilment.type === 'mesa' ? '' : fulfilment.type,
    details: {
      nombre: order.customer,
      direccion: delivery.address,
      referencia: delivery.landmark,
      telefono: delivery.phone && displayPhone(delivery.phone),
      pago: payment.method,
      pagaCon: payment.method === 'efectivo' && payment.cashAmount !== null ? String(payment.cashAmount) : '',
    },
  };
}

/** The details a past order puts back: its own, with its type unless it was a table's. */
export function detailsOf(order: PastOrder): OrderDetails {
  return { ...parseStoredDetails(JSON.stringify(order.details)), tipo: order.tipo };
}

/** The list with `order` first, at most MAX_PAST_ORDERS, one entry per reference. */
export function withPastOrder(list: readonly PastOrder[], order: PastOrder): PastOrder[] {
  return [order, ...list.filter((other) => other.reference !== order.reference)].slice(0, MAX_PAST_ORDERS);
}

function isPastOrder(value: unknown): value is PastOrder {
  const order = value as Partial<PastOrder> | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    typeof order.reference === 'string' &&
    REFERENCE.test(order.reference) &&
    typeof order.at === 'number' &&
    Number.isFinite(order.at) &&
    typeof order.cart === 'string' &&
    typeof order.summary === 'string' &&
    order.summary.length <= 2000 &&
    typeof order.total === 'string' &&
    order.total.length <= 20 &&
    (order.tipo === '' || order.tipo === 'llevar' || order.tipo === 'domicilio') &&
    typeof order.details === 'object' &&
    order.details !== null
  );
}

/** Whatever was stored (corrupt, old or tampered) as a list of past orders: what is not one is left out. */
export function parsePastOrders(text: string | null): PastOrder[] {
  if (text === null || text.length > MAX_STORED_LENGTH) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isPastOrder)
      .slice(0, MAX_PAST_ORDERS)
      .map((order) => ({ ...order, details: detailsToRemember(parseStoredDetails(JSON.stringify(order.details))) }));
  } catch {
    return [];
  }
}
