// An order as the shop keeps it: priced by the server from the menu of that moment and complete in
// itself (names, choices and prices as they were), so later menu changes never rewrite the past.
// The board, the status page, the summary, the CSV, the ticket and the retention job read this.
import type { OrderChannel } from './channel';
import type { OrderStatus, StatusChange } from './status';

export type OrderFulfilment =
  | { type: 'mesa'; table: number }
  | { type: 'llevar' }
  /** `landmark` and `phone` are '' when not given; the phone is 8 digits. */
  | { type: 'domicilio'; address: string; landmark: string; phone: string };

/** Cash may say what it pays with (`cashAmount`); SINPE goes to the shop's number of the moment. */
export type OrderPayment =
  | { method: 'efectivo'; cashAmount: number | null }
  | { method: 'tarjeta' }
  | {
      method: 'sinpe';
      /** The shop's number the order was sent with (8 digits); absent for orders from before it was kept. */
      number?: string;
      /** The transfer's reference digits the customer sent with "Ya pagué" (lib/order/sinpe.ts). */
      reference?: string;
      /** When the owner marked it paid ("Marcar pagado"). */
      paidAt?: number;
    };

/** A chosen group, labelled as the customer saw it: { label: 'Frutas', values: ['Fresa', 'Kiwi'] }. */
export type LineChoice = { label: string; values: string[] };
/** A paid extra on each unit of the line, at its price then. */
export type LineExtra = { name: string; unitPrice: number; quantity: number };

export type OrderLine = {
  productId: number;
  name: string;
  quantity: number;
  choices: LineChoice[];
  extras: LineExtra[];
  /** One clean line, '' when none. */
  note: string;
  /** The product's menu price. */
  basePrice: number;
  /** basePrice plus the extras: what one unit costs. */
  unitPrice: number;
  lineTotal: number;
  /** The unit price the customer's message showed, when it was not unitPrice (an older menu, offline). */
  messagePrice?: number;
};

/** What `priceOrder` makes of a valid post: everything the store writes for a new order. */
export type PricedOrder = {
  /** "K7Q2P", the reference the WhatsApp message carries ("Pedido #K7Q2P"). */
  reference: string;
  /** Milliseconds since 1970 (the server's clock when it was received). */
  createdAt: number;
  /** '' when the customer left it empty. */
  customer: string;
  fulfilment: OrderFulfilment;
  payment: OrderPayment;
  lines: OrderLine[];
  subtotal: number;
  /** Charged on delivery orders only. */
  deliveryFee: number;
  total: number;
  /** "Vuelto": cash given minus the total; null unless cash covers the total. */
  change: number | null;
  /** Sent while the shop was closed: shown as "Fuera de horario". */
  outOfHours: boolean;
  /** The total the customer's message showed, when it was not `total`. */
  messageTotal?: number;
  /** "Listo aprox.": when it should be ready (ms); absent for orders from before estimates. */
  readyAt?: number;
  /** Where it came from; the site's ('web') when absent. */
  channel?: OrderChannel;
  /** An order for later: the quarter hour it is for (ms, lib/order/schedule.ts); absent for "Lo antes posible". */
  scheduledFor?: number;
};

/** Whether the message the customer sent priced the order otherwise than the shop records it. */
export function messageDiffers(order: Pick<PricedOrder, 'lines' | 'messageTotal'>): boolean {
  return order.messageTotal !== undefined || order.lines.some((line) => line.messagePrice !== undefined);
}

/**
 * What the board and the ticket say of it: "Capiberry: el mensaje decía ₡2 100; hoy cuesta ₡1 900."
 * per line, then the total. `money` writes colones (lib/money.ts formatColones).
 */
export function messagePriceNotes(order: Pick<PricedOrder, 'lines' | 'messageTotal' | 'total'>, money: (amount: number) => string): string[] {
  const lines = order.lines.flatMap((line) =>
    line.messagePrice === undefined ? [] : [`${line.name}: el mensaje decía ${money(line.messagePrice)}; hoy cuesta ${money(line.unitPrice)}.`],
  );
  const total = order.messageTotal === undefined ? [] : [`Total: el mensaje decía ${money(order.messageTotal)}; se registró ${money(order.total)}.`];
  return [...lines, ...total];
}

/** A stored order as the board, the reports and the retention job read it. */
export type StoredOrder = PricedOrder & {
  status: OrderStatus;
  /** The owner's reason when cancelled, '' otherwise. */
  cancelReason: string;
  /** When its personal data was erased (lib/order/retention.ts), null before. */
  erasedAt: number | null;
};

/** A stored order with its id (the board's and the ticket's handle, never shown to customers). */
export type OrderRecord = StoredOrder & { id: number; updatedAt: number };
/** The board's card: the order and who moved it when, oldest step first. */
export type BoardOrder = OrderRecord & { changes: StatusChange[] };

export const OUT_OF_HOURS_LABEL = 'Fuera de horario';

/** Where the order goes: "Mesa 7", the address with its landmark in brackets, '' to take away. */
export function placeLabel(fulfilment: OrderFulfilment): string {
  switch (fulfilment.type) {
    case 'mesa':
      return `Mesa ${fulfilment.table}`;
    case 'llevar':
      return '';
    case 'domicilio':
      return fulfilment.landmark ? `${fulfilment.address} (${fulfilment.landmark})` : fulfilment.address;
  }
}

export const PAYMENT_LABELS = { efectivo: 'Efectivo', tarjeta: 'Tarjeta', sinpe: 'SINPE Móvil' } as const satisfies Record<OrderPayment['method'], string>;
export const ORDER_TYPE_LABELS = { mesa: 'Comer aquí', llevar: 'Para llevar', domicilio: 'A domicilio' } as const satisfies Record<
  OrderFulfilment['type'],
  string
>;

/** "Mesa 7", "Para llevar", "A domicilio": the order type as the board and the ticket name it. */
export function fulfilmentLabel(fulfilment: OrderFulfilment): string {
  return fulfilment.type === 'mesa' ? placeLabel(fulfilment) : ORDER_TYPE_LABELS[fulfilment.type];
}

/** "Frutas: Fresa, Kiwi · Jarabe: Chocolate" ('' for none). */
export function choicesLabel(choices: readonly LineChoice[]): string {
  return choices.map(({ label, values }) => `${label}: ${values.join(', ')}`).join(' · ');
}

/** "Nutella x2, Topping" ('' for none). */
export function extrasLabel(extras: readonly LineExtra[]): string {
  return extras.map(({ name, quantity }) => (quantity > 1 ? `${name} x${quantity}` : name)).join(', ');
}
