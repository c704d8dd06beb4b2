// "Descargar CSV": one row per order line, for a spreadsheet. RFC 4180 (CRLF, quotes doubled, every
// text cell quoted), UTF-8 with a BOM so Excel reads the accents, and no cell a spreadsheet would run
// as a formula, even split again on another separator (docs/decisions/051-orders-csv.md).
import { costaRicaDate, wallClock } from '@/lib/costa-rica-time';
import { choicesLabel, extrasLabel, ORDER_TYPE_LABELS, PAYMENT_LABELS, placeLabel, type StoredOrder } from './record';
import { CHANNEL_LABELS } from './channel';
import { sinpeState } from './sinpe';
import { STATUS_LABELS } from './status';
import type { DateRange } from './summary';

export type CsvOrder = Pick<
  StoredOrder,
  'reference' | 'createdAt' | 'fulfilment' | 'payment' | 'lines' | 'deliveryFee' | 'total' | 'status' | 'channel' | 'scheduledFor'
>;
/** ',' as RFC 4180 says; ';' for a spreadsheet whose list separator is ';' (Spanish settings). */
export type CsvSeparator = ',' | ';';

export const CSV_COLUMNS = [
  'Pedido',
  'Fecha',
  'Hora',
  'Tipo',
  'Canal',
  'Mesa o dirección',
  'Pago',
  'Estado del pago',
  'Referencia SINPE',
  'Producto',
  'Opciones',
  'Extras',
  'Nota',
  'Cantidad',
  'Precio unitario',
  'Total línea',
  'Envío',
  'Total pedido',
  'Estado',
  'Programado para',
] as const;

const BOM = '\uFEFF';
const CRLF = '\r\n';
// What Excel, LibreOffice and Google Sheets read as the start of a formula (OWASP "CSV injection":
// = + - @ tab CR, full-width forms too), after spaces and quotes a splitter may trim or unwrap...
const AT_START = /^[ \u00A0"']*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// ...and the same right after a character a spreadsheet or Text to columns may split on.
const AFTER_SPLIT = /([,;\t\r\n])(?=[ \u00A0"']*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Text that no splitting on `,`, `;`, a tab or a line break turns into a formula: an apostrophe before each piece that could run. */
function neutralised(text: string): string {
  const inner = text.replace(AFTER_SPLIT, "$1'");
  return AT_START.test(inner) ? `'${inner}` : inner;
}

/**
 * One cell. Our numbers are written bare, so a spreadsheet sums them (String() of a finite number
 * holds no separator or quote, and "-5" is read as a number); text is always quoted and neutralised
 * (docs/decisions/051-orders-csv.md), the same for either separator.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${neutralised(value).replaceAll('"', '""')}"`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "pagado" or "por confirmar" and the reference digits for SINPE Móvil; empty for the others. */
function sinpeCells(payment: CsvOrder['payment']): [string, string] {
  if (payment.method !== 'sinpe') return ['', ''];
  return [sinpeState(payment), payment.reference ?? ''];
}

/** "2026-12-05 16:30" (Costa Rica): a time a spreadsheet sorts. */
function dateTime(instant: number): string {
  const { hour, minute } = wallClock(instant);
  return `${costaRicaDate(instant)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

function rows(order: CsvOrder): Array<Array<string | number>> {
  const { hour, minute } = wallClock(order.createdAt);
  const head = [
    order.reference,
    costaRicaDate(order.createdAt),
    `${twoDigits(hour)}:${twoDigits(minute)}`,
    ORDER_TYPE_LABELS[order.fulfilment.type],
    CHANNEL_LABELS[order.channel ?? 'web'],
    placeLabel(order.fulfilment),
    PAYMENT_LABELS[order.payment.method],
    ...sinpeCells(order.payment),
  ];
  return order.lines.map((line) => [
    ...head,
    line.name,
    choicesLabel(line.choices),
    extrasLabel(line.extras),
    line.note,
    line.quantity,
    line.unitPrice,
    line.lineTotal,
    order.deliveryFee,
    order.total,
    STATUS_LABELS[order.status],
    order.scheduledFor === undefined ? '' : dateTime(order.scheduledFor),
  ]);
}

/** The file's text, BOM first; the route sends it as `text/csv; charset=utf-8`. */
export function ordersCsv(orders: readonly CsvOrder[], { separator = ',' }: { separator?: CsvSeparator } = {}): string {
  // The header is our own plain words (a test checks): bare, as every reader expects it.
  const header = CSV_COLUMNS.join(separator);
  const lines = orders.flatMap(rows).map((cells) => cells.map(csvCell).join(separator));
  return BOM + [header, ...lines].map((line) => line + CRLF).join('');
}

/**
 * For Content-Disposition: "pedidos-2026-12-05.csv", "pedidos-2026-12-01-a-2026-12-07.csv"; the ";"
 * file ends "-punto-y-coma.csv", so the two downloads of one day never overwrite each other.
 */
export function csvFileName({ from, to }: DateRange, separator: CsvSeparator = ','): string {
  const days = from === to ? from : `${from}-a-${to}`;
  return `pedidos-${days}${separator === ';' ? '-punto-y-coma' : ''}.csv`;
}
