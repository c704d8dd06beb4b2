// Open now? Pure and small: it runs in the browser on every shop page. Every date below is a
// Costa Rica date ('YYYY-MM-DD'); the clock is lib/costa-rica-time.ts.
import { addDays, costaRicaDate, costaRicaDayStart, DAY_MS, formatTime, longDate, wallClock, WEEKDAYS } from '@/lib/costa-rica-time';

/** One opening, 'HH:MM' Costa Rica time; a `cierra` at or before `abre` closes after midnight. */
export type OpeningRange = { abre: string; cierra: string };
/** By weekday (0 = domingo ... 6 = sábado): no range (closed all day), one, or two. */
export type WeeklyHours = readonly (readonly OpeningRange[])[];

/** A temporary closure: the first day the shop opens again. Today or earlier means none. */
export type Closure = { reabre: string } | null;
export type ShopStatus = { abierto: boolean; frase: string; /** ms when the sentence can next change */ cambia: number };

const MINUTE = 60_000;
const DAY = DAY_MS;
/** How many days ahead the next opening is looked for. */
const HORIZON_DAYS = 14;
const dayStart = costaRicaDayStart;
const timeOf = (instant: number) => {
  const clock = wallClock(instant);
  return formatTime(clock.hour, clock.minute);
};

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The openings that start on the day beginning at `start`, as [opens, closes] instants, in order. */
function openingsOf(start: number, hours: WeeklyHours, closure: Closure): Array<[number, number]> {
  // A closure covers an opening by the day it starts, so a night that began before it is closed too.
  if (closure && costaRicaDate(start) < closure.reabre) return [];
  return (hours[wallClock(start).weekday] ?? []).map((range) => {
    const opens = start + minutes(range.abre) * MINUTE;
    const closes = start + minutes(range.cierra) * MINUTE;
    return [opens, closes > opens ? closes : closes + DAY];
  });
}

/**
 * The openings not over at `now`, in order, as [opens, closes] instants: the one under way (yesterday's
 * may run past midnight), then the next ones for HORIZON_DAYS.
 */
export function openingsAfter(now: number, hours: WeeklyHours, closure: Closure): Array<[number, number]> {
  const today = dayStart(now);
  return Array.from({ length: HORIZON_DAYS + 2 }, (_, index) => openingsOf(today + (index - 1) * DAY, hours, closure))
    .flat()
    .filter(([, closes]) => closes > now);
}

export function shopStatus(now: number, hours: WeeklyHours, closure: Closure): ShopStatus {
  const today = dayStart(now);
  const midnight = today + DAY;
  for (const [opens, closes] of openingsAfter(now, hours, closure)) {
    if (opens <= now) {
      const cierra = timeOf(closes);
      return { abierto: true, frase: `Abierto ahora · cierra a las ${cierra}`, cambia: Math.min(closes, midnight) };
    }
    const abre = timeOf(opens);
    const start = dayStart(opens);
    const when = start === today ? 'hoy' : start === midnight ? 'mañana' : `el ${WEEKDAYS[wallClock(start).weekday]} ${longDate(costaRicaDate(start))}`;
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

/** 'Cerrado hasta el 9 de diciembre' for a closure whose first day open again is `reabre`. */
function closedUntil(reabre: string): string {
  return `Cerrado hasta el ${longDate(addDays(reabre, -1))}`;
}

/** 'Cerrado hasta el 9 de diciembre: abrimos de nuevo el 10 de diciembre.' (the desk, the footer, /aboutus). */
export function closureSentence(reabre: string): string {
  return `${closedUntil(reabre)}: abrimos de nuevo el ${longDate(reabre)}.`;
}

/** The closure in a word: 'Cerrado hoy' when it ends tomorrow, otherwise closedUntil(). */
export function closureLabel(reabre: string, today: string): string {
  return reabre === addDays(today, 1) ? 'Cerrado hoy' : closedUntil(reabre);
}
