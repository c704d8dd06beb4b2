// The weekly hours in words: the desk's day by day ("Cerrado"), and the shop's grouped days
// ("Lun a dom: 11:00 a. m. - 8:00 p. m."), each time written by lib/costa-rica-time.ts.
import { capitalized, formatHour, WEEKDAYS } from '@/lib/costa-rica-time';
import type { OpeningRange, WeeklyHours } from './status';

/** Monday first, as people read a week (indexes into WeeklyHours, 0 = domingo). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** By weekday (0 = domingo), as a shop's sign writes them. */
const SHORT_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

/** "11:00 a. m. - 2:00 p. m. y 5:00 p. m. - 9:00 p. m."; empty for a closed day. */
const rangesText = (ranges: readonly OpeningRange[]) => ranges.map((range) => `${formatHour(range.abre)} - ${formatHour(range.cierra)}`).join(' y ');

/** "11:00 a. m. - 2:00 p. m. y 5:00 p. m. - 9:00 p. m.", or "Cerrado". */
export function dayLine(ranges: readonly OpeningRange[]): string {
  return ranges.length === 0 ? 'Cerrado' : rangesText(ranges);
}

/** The history's line for a new week: the days that changed, "Horario: Martes: cerrado; Lunes: ...". */
export function weekChangeSummary(before: WeeklyHours, after: WeeklyHours): string {
  const changed = WEEK_ORDER.filter((day) => dayLine(before[day] ?? []) !== dayLine(after[day] ?? []));
  if (changed.length === 0) return 'Horario: sin cambios';
  const days = changed.map((day) => {
    const ranges = after[day] ?? [];
    return `${capitalized(WEEKDAYS[day]!)}: ${ranges.length === 0 ? 'cerrado' : dayLine(ranges)}`;
  });
  return `Horario: ${days.join('; ')}`;
}

/** One line of the grouped week: `dias` "Mié a dom", "Sáb y dom" or "Mar"; `horas` the times or "cerrado". */
type WeekGroup = { dias: string; horas: string };

/**
 * The week as the shop shows it, Monday first, consecutive days with the same hours on one line:
 * "Lun: 10:00 a. m. - 6:00 p. m." / "Mar: cerrado" / "Mié a dom: 11:00 a. m. - 8:00 p. m.".
 */
export function weekGroups(hours: WeeklyHours): WeekGroup[] {
  // Runs of days by their place in WEEK_ORDER, so a run never wraps from Sunday to Monday.
  const runs: Array<{ from: number; to: number; horas: string }> = [];
  WEEK_ORDER.forEach((day, place) => {
    const ranges = hours[day] ?? [];
    const horas = ranges.length === 0 ? 'cerrado' : rangesText(ranges);
    const run = runs.at(-1);
    if (run?.horas === horas) run.to = place;
    else runs.push({ from: place, to: place, horas });
  });
  const name = (place: number) => SHORT_WEEKDAYS[WEEK_ORDER[place]!];
  return runs.map(({ from, to, horas }) => {
    // Two days read "Sáb y dom"; three or more are a span, "Mié a dom".
    const rest = from === to ? '' : `${to - from === 1 ? ' y ' : ' a '}${name(to)}`;
    return { dias: `${capitalized(name(from))}${rest}`, horas };
  });
}

/** Open some time every day of the week (the about page then says "Abrimos todos los días"). */
export function opensEveryDay(hours: WeeklyHours): boolean {
  return WEEK_ORDER.every((day) => (hours[day] ?? []).length > 0);
}
