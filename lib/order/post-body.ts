// The body of POST /api/orders as the browser writes it from the cart and the checkout form: the
// lines by product id with their choices, the extras as counts, the note, and the prices and total
// the message shows (the server prices from the menu, and compares: lib/order/pricing.ts). Compact on purpose: any order whose message fits WhatsApp fits the
// route's 16 KB (docs/decisions/080-order-post-wire-format.md). Pure and browser-safe.
import { orderableItems, orderTotal, type CartItem } from '@/lib/cart/cart';
import { EXTRAS_KEY } from '@/lib/cart/options';
import type { OrderPostBody } from '@/lib/validation/order';
import { customerName, type Fulfilment, type Payment } from './message';

type WireLine = OrderPostBody['items'][number];

/** A cart line on the wire: its choices without the extras, and each extra once with its count. */
export function wireLine({ id, cantidad, opciones, nota }: Pick<CartItem, 'id' | 'cantidad' | 'opciones' | 'nota'>): WireLine {
  const { [EXTRAS_KEY]: extraNames = [], ...choices } = opciones;
  const extras: Record<string, number> = {};
  for (const name of extraNames) extras[name] = (extras[name] ?? 0) + 1;
  return {
    id,
    cantidad,
    ...(Object.keys(choices).length > 0 && { opciones: choices }),
    ...(extraNames.length > 0 && { extras }),
    ...(nota && { nota }),
  };
}

function wireFulfilment(fulfilment: Fulfilment): OrderPostBody['entrega'] {
  switch (fulfilment.type) {
    case 'mesa':
      return { tipo: 'mesa', mesa: fulfilment.table };
    case 'llevar':
      return { tipo: 'llevar' };
    case 'domicilio':
      return {
        tipo: 'domicilio',
        direccion: fulfilment.address,
        ...(fulfilment.landmark && { referencia: fulfilment.landmark }),
        ...(fulfilment.phone && { telefono: fulfilment.phone }),
      };
  }
}

function wirePayment(payment: Payment): OrderPostBody['pago'] {
  return payment.method === 'efectivo'
    ? { metodo: 'efectivo', ...(payment.cashAmount !== null && { pagaCon: payment.cashAmount }) }
    : { metodo: payment.method };
}

export type PostedOrder = {
  /** The idempotency key (newOrderKey): every retry of this order sends the same. */
  key: string;
  reference: string;
  customer: string;
  fulfilment: Fulfilment;
  payment: Payment;
  items: readonly CartItem[];
  /** The delivery fee the message adds (0 but on delivery orders). */
  deliveryFee: number;
  /** An order for later: the quarter hour chosen ("¿Para cuándo?"), as the message says it. */
  schedule?: { at: number };
};

/** What the checkout posts: only the lines the message lists (sold-out and incomplete ones stay out). */
export function orderPostBody({ key, reference, customer, fulfilment, payment, items, deliveryFee, schedule }: PostedOrder): OrderPostBody {
  const name = customerName(customer);
  return {
    clave: key,
    pedido: reference,
    ...(name && { nombre: name }),
    entrega: wireFulfilment(fulfilment),
    pago: wirePayment(payment),
    items: orderableItems(items).map((item) => ({ ...wireLine(item), precio: item.precio })),
    total: orderTotal(items, deliveryFee),
    ...(schedule && { para: schedule.at }),
  };
}

/** The same post once its message went to WhatsApp: recorded whatever the menu says by then. */
export function sentPostBody(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? JSON.stringify({ ...parsed, enviado: true }) : body;
  } catch {
    return body;
  }
}
