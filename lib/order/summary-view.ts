// "Resumen" as the owner reads it: the quick ranges beside the form, the range in words, the hours
// the chart spans and the CSV links. Pure and browser-safe; the numbers are ./summary.ts.
import { addDays, longDate } from '@/lib/costa-rica-time';
import type { DateRange } from './summary';

export type QuickRange = { label: string; range: DateRange };

/** Hoy, Ayer, Últimos 7 días, Este mes: from `today` (a Costa Rica date). */
export function quickRanges(today: string): QuickRange[] {
  return [
    { label: 'Hoy', range: { from: today, to: today } },
    { label: 'Ayer', range: { from: addDays(today, -1), to: addDays(today, -1) } },
    { label: 'Últimos 7 días', range: { from: addDays(today, -6), to: today } },
    { label: 'Este mes', range: { from: `${today.slice(0, 8)}01`, to: today } },
  ];
}

/** "5 de diciembre de 2026", "1 al 7 de diciembre de 2026", "28 de noviembre al 4 de diciembre de 2026". */
export function rangeLabel({ from, to }: DateRange): string {
  const year = (date: string) => date.slice(0, 4);
  if (from === to) return `${longDate(from)} de ${year(from)}`;
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const start = sameMonth ? String(Number(from.slice(8, 10))) : year(from) === year(to) ? longDate(from) : `${longDate(from)} de ${year(from)}`;
  return `${start} al ${longDate(to)} de ${year(to)}`;
}

/** The query of a range: "?desde=2026-12-01&hasta=2026-12-07". */
export function rangeQuery({ from, to }: DateRange): string {
  return `?desde=${from}&hasta=${to}`;
}

/** The hours the chart shows: the shop's day (11-20 h) widened to every hour that had orders. */
export function chartHours(byHour: readonly number[], opens = 11, closes = 20): number[] {
  const busy = byHour.flatMap((count, hour) => (count > 0 ? [hour] : []));
  const first = Math.min(opens, ...busy);
  const last = Math.max(closes, ...busy);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
