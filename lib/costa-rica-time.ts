// The shop's clock, once for the whole site: Costa Rica keeps UTC-6 all year (no daylight saving
// since 1992), so its wall clock is the instant minus six hours read through the UTC getters.
// Written by hand rather than with Intl, so the server and every browser write the same
// characters whatever ICU data each ships, and small enough to run on every shop page.

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;
/** America/Costa_Rica's offset from UTC. */
const COSTA_RICA_UTC_OFFSET_MS = -6 * 60 * MINUTE;

export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Between the parts of a time ("8:00 p. m."), so it never wraps in the middle. */
const NBSP = '\u00a0';

export type WallClock = { year: number; /** 1-12 */ month: number; day: number; /** 0 = domingo */ weekday: number; hour: number; minute: number };

/** The Costa Rica wall clock of an instant (ms since 1970). */
export function wallClock(instant: number): WallClock {
  const shifted = new Date(instant + COSTA_RICA_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The instant of a Costa Rica wall-clock time (month 1-12). */
export function costaRicaInstant(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - COSTA_RICA_UTC_OFFSET_MS;
}

/** The instant of the Costa Rica midnight that starts the day holding `instant`. */
export function costaRicaDayStart(instant: number): number {
  return Math.floor((instant + COSTA_RICA_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - COSTA_RICA_UTC_OFFSET_MS;
}

/** The Costa Rica date of an instant, 'YYYY-MM-DD'. */
export function costaRicaDate(instant: number): string {
  return new Date(instant + COSTA_RICA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday (0 = domingo) of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 20, 0 -> '8:00 p. m.'; 0, 15 -> '12:15 a. m.' (no-break spaces inside). */
export function formatTime(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${NBSP}${hour < 12 ? `a.${NBSP}m.` : `p.${NBSP}m.`}`;
}

/** '20:00' -> '8:00 p. m.' */
export function formatHour(time: string): string {
  return formatTime(Number(time.slice(0, 2)), Number(time.slice(3, 5)));
}

/** '2026-12-07' -> '7 de diciembre' */
export function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** 12, 2026 -> 'diciembre' (month 1-12). */
export function monthName(month: number): string {
  return MONTHS[month - 1]!;
}

/** 'lunes' -> 'Lunes', for a label that starts a line. */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
