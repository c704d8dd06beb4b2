// The "Mesas" sheet: which tables, and the address each table's QR code opens (the table link of
// the order options: /menu?mesa=N pre-fills the table at checkout).
import { MAX_TABLE } from '@/lib/order/table';

export const DEFAULT_RANGE = { desde: 1, hasta: 12 } as const;
/** An A4 page holds six cards, 2 x 3. */
const TABLES_PER_PAGE = 6;
/** Ten A4 pages at six codes a page. */
const MAX_TABLES_PER_SHEET = 10 * TABLES_PER_PAGE;

const tableMessages = {
  notNumber: `Escribe números enteros de mesa entre 1 y ${MAX_TABLE}.`,
  order: '«Desde» no puede ser mayor que «Hasta».',
  tooMany: `Una hoja lleva como mucho ${MAX_TABLES_PER_SHEET} mesas: imprime el resto en otra.`,
} as const;

export type TableRange = { ok: true; desde: number; hasta: number } | { ok: false; message: string };

function tableNumber(value: string | string[] | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 && number <= MAX_TABLE ? number : null;
}

/** `?desde=1&hasta=12` (both optional) as a range of tables, or the reason it is not one. */
export function parseTableRange(params: { desde?: string | string[]; hasta?: string | string[] }): TableRange {
  const desde = tableNumber(params.desde, DEFAULT_RANGE.desde);
  const hasta = tableNumber(params.hasta, DEFAULT_RANGE.hasta);
  if (desde === null || hasta === null) return { ok: false, message: tableMessages.notNumber };
  if (desde > hasta) return { ok: false, message: tableMessages.order };
  if (hasta - desde + 1 > MAX_TABLES_PER_SHEET) return { ok: false, message: tableMessages.tooMany };
  return { ok: true, desde, hasta };
}

/** The tables of a valid range, six to a printed page: 3-14 gives [3..8], [9..14]. */
export function tablePages(desde: number, hasta: number): number[][] {
  const pages: number[][] = [];
  for (let first = desde; first <= hasta; first += TABLES_PER_PAGE) {
    pages.push(Array.from({ length: Math.min(TABLES_PER_PAGE, hasta - first + 1) }, (_, index) => first + index));
  }
  return pages;
}

/** What table N's code opens: `<site>/menu?mesa=N`. */
export function tableUrl(site: string, table: number): string {
  return new URL(`/menu?mesa=${table}`, site).toString();
}

/** True when the configured address is this computer: codes printed with it work nowhere else. */
export function isLocalSite(site: string): boolean {
  const host = new URL(site).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host) || host === '0.0.0.0';
}
