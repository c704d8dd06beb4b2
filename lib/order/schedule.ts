// Orders for later ("¿Para cuándo?"): how a chosen quarter hour reads, and when the board stops
// holding it back. Pure and browser-safe, small enough for the board; which quarter hours are
// offered is ./slots.ts.
import { capitalized, costaRicaDate, costaRicaDayStart, DAY_MS, formatTime, longDate, wallClock, WEEKDAYS } from '@/lib/costa-rica-time';

const MINUTE = 60_000;
export const SLOT_MS = 15 * MINUTE;
/**
 * The earliest slot is this far from now, and a scheduled order stays under the board's
 * "Programados" until this long before its time (then it is new, with the chime).
 */
export const SCHEDULE_LEAD_MS = 30 * MINUTE;

/** "Hoy", "Mañana" or "Sábado 5 de diciembre": the day of `at` as seen at `now`. */
export function dayLabel(at: number, now: number): string {
  const days = Math.round((costaRicaDayStart(at) - costaRicaDayStart(now)) / DAY_MS);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Mañana';
  return `${capitalized(WEEKDAYS[wallClock(at).weekday]!)} ${longDate(costaRicaDate(at))}`;
}

/** '4:30 p. m.' */
export function slotTime(at: number): string {
  const { hour, minute } = wallClock(at);
  return formatTime(hour, minute);
}

/** "a las 4:30 p. m." today, "mañana a las 4:30 p. m.", "el sábado 5 de diciembre a las 4:30 p. m.". */
function whenText(at: number, now: number): string {
  const day = dayLabel(at, now);
  const time = `a las ${slotTime(at)}`;
  if (day === 'Hoy') return time;
  return day === 'Mañana' ? `mañana ${time}` : `el ${day.charAt(0).toLowerCase()}${day.slice(1)} ${time}`;
}

/** "Para las 4:30 p. m." today, "Para mañana a las 4:30 p. m.", "Para el sábado 5 de diciembre a las 4:30 p. m.". */
export function scheduleLabel(at: number, now: number): string {
  return `Para ${whenText(at, now).replace(/^a las/, 'las')}`;
}

/** The slots by day, as the checkout's list groups them. */
export function slotsByDay(slots: readonly number[], now: number): Array<{ day: string; slots: number[] }> {
  const groups: Array<{ day: string; slots: number[] }> = [];
  for (const at of slots) {
    const day = dayLabel(at, now);
    const group = groups.at(-1);
    if (group?.day === day) group.slots.push(at);
    else groups.push({ day, slots: [at] });
  }
  return groups;
}

/** Still waiting for its time: under "Programados" on the board until SCHEDULE_LEAD_MS before it. */
export function waitsForItsTime(order: { status: string; scheduledFor?: number }, now: number): boolean {
  return order.status === 'nuevo' && order.scheduledFor !== undefined && order.scheduledFor - SCHEDULE_LEAD_MS > now;
}

export const scheduleMessages = {
  notOffered: 'Esa hora ya no está disponible. Elige otra en «¿Para cuándo?».',
  /** "Ya no quedan lugares para las 4:30 p. m. La siguiente hora libre es a las 4:45 p. m." */
  full: (at: number, next: number | null, now: number) =>
    // A time ends with its own period ("p. m.").
    `Ya no quedan lugares ${scheduleLabel(at, now).replace(/^Para/, 'para')} ${
      next === null ? 'No quedan horas libres por ahora.' : `La siguiente hora libre es ${whenText(next, now)}`
    }`,
} as const;
