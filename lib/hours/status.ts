// Open now? Pure and small: it runs in the browser on every shop page. Costa Rica keeps UTC-6
// all year (no daylight saving since 1992), so its wall clock is UTC minus six hours, and every
// date below is a Costa Rica date ('YYYY-MM-DD').

export type DayHours = { abre: string; cierra: string };
/** Index 0 = domingo ... 6 = sábado; null = closed all day. */
export type WeeklyHours = readonly (DayHours | null)[];
/** A temporary closure: the first day the shop opens again. Today or earlier means none. */
export type Closure = { reabre: string } | null;
export type ShopStatus = { abierto: boolean; frase: string; /** ms when the sentence can next change */ cambia: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = -6 * HOUR;
/** How far ahead the next opening is looked for. */
const HORIZON_DAYS = 14;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** Midnight (ms) that starts the Costa Rica day holding `now`. */
function dayStart(now: number): number {
  return Math.floor((now + OFFSET) / DAY) * DAY - OFFSET;
}

function dateOf(start: number): string {
  return new Date(start + OFFSET + 12 * HOUR).toISOString().slice(0, 10);
}

export function costaRicaDate(now: number): string {
  return dateOf(dayStart(now));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** '20:00' -> '8:00 p. m.', '00:15' -> '12:15 a. m.' */
export function formatHour(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** The opening that starts on the day beginning at `start`, as [opens, closes] in ms, if any. */
function openingOf(start: number, hours: WeeklyHours, closure: Closure): [number, number] | null {
  const day = hours[new Date(start + OFFSET + 12 * HOUR).getUTCDay()];
  if (!day || (closure && dateOf(start) < closure.reabre)) return null;
  const opens = start + minutes(day.abre) * 60_000;
  let closes = start + minutes(day.cierra) * 60_000;
  if (closes <= opens) closes += DAY;
  return [opens, closes];
}

export function shopStatus(now: number, hours: WeeklyHours, closure: Closure): ShopStatus {
  const today = dayStart(now);
  const midnight = today + DAY;
  // Yesterday's opening may run past midnight; then today's, and the days after.
  for (let offset = -1; offset <= HORIZON_DAYS; offset += 1) {
    const start = today + offset * DAY;
    const opening = openingOf(start, hours, closure);
    if (!opening || opening[1] <= now) continue;
    const [opens, closes] = opening;
    if (opens <= now) {
      const cierra = new Date(closes + OFFSET).toISOString().slice(11, 16);
      return { abierto: true, frase: `Abierto ahora · cierra a las ${formatHour(cierra)}`, cambia: Math.min(closes, midnight) };
    }
    const abre = formatHour(new Date(opens + OFFSET).toISOString().slice(11, 16));
    const day = dayStart(opens);
    const when = day === today ? 'hoy' : day === midnight ? 'mañana' : `el ${WEEKDAYS[new Date(day + OFFSET + 12 * HOUR).getUTCDay()]} ${longDate(dateOf(day))}`;
    return { abierto: false, frase: `Cerrado · abre ${when} a las ${abre}`, cambia: Math.min(opens, midnight) };
  }
  return { abierto: false, frase: 'Cerrado por ahora', cambia: midnight };
}

/** '2026-12-07' -> '7 de diciembre' */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

export const reopenMessages = {
  invalid: 'Elige una fecha válida.',
  notAfterToday: 'La fecha de reapertura debe ser posterior a hoy.',
  tooFar: 'Elige una fecha dentro del próximo año.',
} as const;

/** The owner's reopening date: a real calendar date after today and at most 366 days ahead. */
export function parseReopenDate(value: unknown, today: string): { ok: true; reabre: string } | { ok: false; message: string } {
  // A date that does not exist ('2026-02-30') comes back from Date as another one, or not at all.
  const real = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && addDays(value, 0) === value;
  if (!real) return { ok: false, message: reopenMessages.invalid };
  if (value <= today) return { ok: false, message: reopenMessages.notAfterToday };
  if (value > addDays(today, 366)) return { ok: false, message: reopenMessages.tooFar };
  return { ok: true, reabre: value };
}
