// Open now? Pure and small: it runs in the browser on every shop page, so no Intl and no date
// library. Costa Rica keeps UTC-6 all year (no daylight saving since 1992), so its wall clock is
// UTC minus six hours read through the UTC getters, and every date below is a Costa Rica date
// ('YYYY-MM-DD').

import type { WeeklyHours } from '@/data/hours';

/** A temporary closure: the first day the shop opens again. Today or earlier means none. */
export type Closure = { reabre: string } | null;
export type ShopStatus = { abierto: boolean; frase: string; /** ms when the sentence can next change */ cambia: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = -6 * 60 * MINUTE;
/** How many days ahead the next opening is looked for. */
const HORIZON_DAYS = 14;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The Costa Rica wall clock of an instant, to be read with the UTC getters. */
const wall = (instant: number) => new Date(instant + OFFSET);

/** The instant of the Costa Rica midnight that starts the day holding `instant`. */
function dayStart(instant: number): number {
  return Math.floor((instant + OFFSET) / DAY) * DAY - OFFSET;
}

export function costaRicaDate(now: number): string {
  return wall(now).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** '20:00' -> '8:00 p. m.', '00:15' -> '12:15 a. m.' */
export function formatHour(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** '2026-12-07' -> '7 de diciembre' */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The opening that starts on the day beginning at `start`, as [opens, closes] instants, if any. */
function openingOf(start: number, hours: WeeklyHours, closure: Closure): [number, number] | null {
  const day = hours[wall(start).getUTCDay()];
  // A closure covers an opening by the day it starts, so a night that began before it is closed too.
  if (!day || (closure && costaRicaDate(start) < closure.reabre)) return null;
  const opens = start + minutes(day.abre) * MINUTE;
  const closes = start + minutes(day.cierra) * MINUTE;
  return [opens, closes > opens ? closes : closes + DAY];
}

export function shopStatus(now: number, hours: WeeklyHours, closure: Closure): ShopStatus {
  const today = dayStart(now);
  const midnight = today + DAY;
  // Yesterday's opening may run past midnight; then today's, and the days after.
  for (let offset = -1; offset <= HORIZON_DAYS; offset += 1) {
    const opening = openingOf(today + offset * DAY, hours, closure);
    if (!opening || opening[1] <= now) continue;
    const [opens, closes] = opening;
    if (opens <= now) {
      const cierra = formatHour(wall(closes).toISOString().slice(11, 16));
      return { abierto: true, frase: `Abierto ahora · cierra a las ${cierra}`, cambia: Math.min(closes, midnight) };
    }
    const abre = formatHour(wall(opens).toISOString().slice(11, 16));
    const start = dayStart(opens);
    const when = start === today ? 'hoy' : start === midnight ? 'mañana' : `el ${WEEKDAYS[wall(start).getUTCDay()]} ${longDate(costaRicaDate(start))}`;
    return { abierto: false, frase: `Cerrado · abre ${when} a las ${abre}`, cambia: Math.min(opens, midnight) };
  }
  return { abierto: false, frase: 'Cerrado por ahora', cambia: midnight };
}

export const reopenMessages = {
  invalid: 'Elige una fecha válida.',
  notAfterToday: 'La fecha de reapertura debe ser posterior a hoy.',
  tooFar: 'Elige una fecha dentro del próximo año.',
} as const;

/** The owner's reopening date: a real calendar date after today and at most 366 days ahead. */
export function parseReopenDate(value: unknown, today: string): { ok: true; reabre: string } | { ok: false; message: string } {
  // A date that does not exist ('2026-02-30') parses as another one (V8) or not at all.
  const real = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
  if (!real) return { ok: false, message: reopenMessages.invalid };
  if (value <= today) return { ok: false, message: reopenMessages.notAfterToday };
  if (value > addDays(today, 366)) return { ok: false, message: reopenMessages.tooFar };
  return { ok: true, reabre: value };
}
