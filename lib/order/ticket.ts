// "Imprimir": what the kitchen ticket says, one order per ticket, as plain strings in print order, so
// the print view (80 mm receipt, print CSS) only lays them out. Money as the shop writes it (₡7 300).
import { costaRicaDate, formatTime, longDate, wallClock } from '@/lib/costa-rica-time';
import { formatColones } from '@/lib/money';
import { displayPhone } from '@/lib/phone';
import { choicesLabel, extrasLabel, fulfilmentLabel, messagePriceNotes, OUT_OF_HOURS_LABEL, PAYMENT_LABELS, type StoredOrder } from './record';
import { CHANNEL_LABELS } from './channel';
import { scheduleLabel } from './schedule';
import { sinpeStateLabel } from './sinpe';
import { customerStatus } from './status';

type TicketLine = {
  quantity: number;
  name: string;
  /** The line's total. */
  amount: string;
  /** One row per chosen group, then the extras: "Frutas: Fresa, Kiwi", "Extras: Nutella x2". */
  details: string[];
  /** The customer's note in quotes, '' when none. */
  note: string;
};

export type KitchenTicket = {
  /** "Pedido #K7Q2P", the reference of the WhatsApp message. */
  reference: string;
  /** "5 de diciembre · 2:05 p. m." (Costa Rica). */
  time: string;
  /** "Mesa 7", "Para llevar", "A domicilio". */
  type: string;
  /** "Canal: Mostrador" for an order the owner recorded ("Nuevo pedido"), '' for the site's. */
  channel: string;
  /** Printed first, in bold: "Cancelado: <motivo>", "Para las 4:30 p. m.", "Fuera de horario". */
  notices: string[];
  /** '' when the customer gave no name (or it was erased). */
  customer: string;
  /** For delivery: the address, "Ref.: <landmark>", "Tel.: 8888-8888", each when given. */
  delivery: string[];
  lines: TicketLine[];
  /** Subtotal and "Envío" only when there is a delivery fee; "Total" always, last. */
  totals: Array<{ label: string; amount: string }>;
  /** Where the customer's message said other prices (an older menu, offline): "Capiberry: el mensaje decía ₡2 100; hoy cuesta ₡1 900." */
  priceNotes: string[];
  /** "Efectivo", "Paga con ₡10 000", "Vuelto ₡2 700"; "Tarjeta"; "SINPE: por confirmar (ref …4521)". */
  payment: string[];
};

function deliveryRows(fulfilment: StoredOrder['fulfilment']): string[] {
  if (fulfilment.type !== 'domicilio') return [];
  return [
    ...(fulfilment.address ? [fulfilment.address] : []),
    ...(fulfilment.landmark ? [`Ref.: ${fulfilment.landmark}`] : []),
    ...(fulfilment.phone ? [`Tel.: ${displayPhone(fulfilment.phone)}`] : []),
  ];
}

function paymentRows({ payment, total, change }: StoredOrder): string[] {
  if (payment.method === 'sinpe') return [sinpeStateLabel(payment)];
  const rows: string[] = [PAYMENT_LABELS[payment.method]];
  if (payment.method === 'efectivo' && payment.cashAmount !== null) {
    const paysWith = `Paga con ${formatColones(payment.cashAmount)}`;
    if (payment.cashAmount < total) rows.push(`${paysWith} (no cubre el total)`);
    else rows.push(paysWith, `Vuelto ${formatColones(change ?? payment.cashAmount - total)}`);
  }
  return rows;
}

/** The ticket of `order` printed at `now` (which day an order for later's "mañana" is). */
export function kitchenTicket(order: StoredOrder, now = Date.now()): KitchenTicket {
  const { hour, minute } = wallClock(order.createdAt);
  return {
    reference: `Pedido #${order.reference}`,
    time: `${longDate(costaRicaDate(order.createdAt))} · ${formatTime(hour, minute)}`,
    type: fulfilmentLabel(order.fulfilment),
    channel: order.channel && order.channel !== 'web' ? `Canal: ${CHANNEL_LABELS[order.channel]}` : '',
    notices: [
      ...(order.status === 'cancelado' ? [customerStatus(order)] : []),
      ...(order.scheduledFor !== undefined ? [scheduleLabel(order.scheduledFor, now)] : []),
      ...(order.outOfHours ? [OUT_OF_HOURS_LABEL] : []),
    ],
    customer: order.customer,
    delivery: deliveryRows(order.fulfilment),
    lines: order.lines.map((line) => ({
      quantity: line.quantity,
      name: line.name,
      amount: formatColones(line.lineTotal),
      details: [...line.choices.map((choice) => choicesLabel([choice])), ...(line.extras.length > 0 ? [`Extras: ${extrasLabel(line.extras)}`] : [])],
      note: line.note ? `"${line.note}"` : '',
    })),
    totals: [
      ...(order.deliveryFee > 0
        ? [
            { label: 'Subtotal', amount: formatColones(order.subtotal) },
            { label: 'Envío', amount: formatColones(order.deliveryFee) },
          ]
        : []),
      { label: 'Total', amount: formatColones(order.total) },
    ],
    priceNotes: messagePriceNotes(order, formatColones),
    payment: paymentRows(order),
  };
}
