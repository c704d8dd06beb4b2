// The weekly hours in words, for the desk and the history: "11:00 a. m. - 8:00 p. m.", "Cerrado".
import { capitalized, formatHour, WEEKDAYS } from '@/lib/costa-rica-time';
import type { OpeningRange, WeeklyHours } from './status';

/** Monday first, as people read a week (indexes into WeeklyHours, 0 = domingo). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "11:00 a. m. - 2:00 p. m. y 5:00 p. m. - 9:00 p. m.", or "Cerrado". */
export function dayLine(ranges: readonly OpeningRange[]): string {
  return ranges.length === 0 ? 'Cerrado' : ranges.map((range) => `${formatHour(range.abre)} - ${formatHour(range.cierra)}`).join(' y ');
}

/** "Horario: Lunes 11:00 a. m. - 8:00 p. m.; Martes Cerrado; ..." for the history. */
export function weekSummary(hours: WeeklyHours): string {
  return `Horario: ${WEEK_ORDER.map((day) => `${capitalized(WEEKDAYS[day]!)} ${dayLine(hours[day] ?? [])}`).join('; ')}`;
}
