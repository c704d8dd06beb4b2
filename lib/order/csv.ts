// "Descargar CSV": one row per order line, for a spreadsheet. RFC 4180 (CRLF, quotes doubled, a cell
// quoted when it holds the separator, a quote or a line break), UTF-8 with a BOM so Excel reads the
// accents, and no cell a spreadsheet would run as a formula (docs/decisions/051-orders-csv.md).
import { costaRicaDate, wallClock } from '@/lib/costa-rica-time';
import { choicesLabel, extrasLabel, ORDER_TYPE_LABELS, PAYMENT_LABELS, placeLabel, type StoredOrder } from './record';
import { STATUS_LABELS } from './status';
import type { DateRange } from './summary';

export type CsvOrder = Pick<StoredOrder, 'reference' | 'createdAt' | 'fulfilment' | 'payment' | 'lines' | 'total' | 'status'>;
/** ',' as RFC 4180 says; ';' for a spreadsheet whose list separator is ';' (Spanish settings). */
export type CsvSeparator = ',' | ';';

export const CSV_COLUMNS = [
  'Pedido',
  'Fecha',
  'Hora',
  'Tipo',
  'Mesa o dirección',
  'Pago',
  'Producto',
  'Opciones',
  'Extras',
  'Nota',
  'Cantidad',
  'Precio unitario',
  'Total línea',
  'Total pedido',
  'Estado',
] as const;

const BOM = '\uFEFF';
const CRLF = '\r\n';
/** What Excel, LibreOffice and Google Sheets read as the start of a formula (OWASP "CSV injection"), full-width forms too. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell. Our numbers are written as they are; text that starts like a formula gets a leading
 * apostrophe, so the spreadsheet shows it as text, and is quoted when RFC 4180 asks.
 */
export function csvCell(value: string | number, separator: CsvSeparator = ','): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function rows(order: CsvOrder): Array<Array<string | number>> {
  const { hour, minute } = wallClock(order.createdAt);
  const head = [
    order.reference,
    costaRicaDate(order.createdAt),
    `${twoDigits(hour)}:${twoDigits(minute)}`,
    ORDER_TYPE_LABELS[order.fulfilment.type],
    placeLabel(order.fulfilment),
    PAYMENT_LABELS[order.payment.method],
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
    order.total,
    STATUS_LABELS[order.status],
  ]);
}

/** The file's text, BOM first; the route sends it as `text/csv; charset=utf-8`. */
export function ordersCsv(orders: readonly CsvOrder[], { separator = ',' }: { separator?: CsvSeparator } = {}): string {
  const lines = [CSV_COLUMNS, ...orders.flatMap(rows)].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return BOM + lines.map((line) => line + CRLF).join('');
}

/** For Content-Disposition: "pedidos-2026-12-05.csv", "pedidos-2026-12-01-a-2026-12-07.csv". */
export function csvFileName({ from, to }: DateRange): string {
  return from === to ? `pedidos-${from}.csv` : `pedidos-${from}-a-${to}.csv`;
}
