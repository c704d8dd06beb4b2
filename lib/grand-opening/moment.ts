// The opening moment: OPENING_DATE (dd/mm/yyyy) and OPENING_HOUR (hh:mm) are the shop's local
// time in Costa Rica, turned into an instant with plain arithmetic so the answer never depends
// on the time zone of the machine that runs the server, the tests or the browser.
import { costaRicaInstant } from '@/lib/costa-rica-time';

export type CalendarDate = { year: number; month: number; day: number };
export type ClockTime = { hour: number; minute: number };

/** The route guard opens at midnight when no hour is given (spec section 4)... */
export const GUARD_DEFAULT_HOUR: ClockTime = { hour: 0, minute: 0 };
/** ...while the countdown page counts down to 10:00. */
export const COUNTDOWN_DEFAULT_HOUR: ClockTime = { hour: 10, minute: 0 };

const DATE_FORMAT_HINT = 'dd/mm/aaaa, por ejemplo 05/12/2026';
const HOUR_FORMAT_HINT = 'hh:mm de 00:00 a 23:59, por ejemplo 10:00';

// One or two digits for day, month and hour: "5/1/2027" is 5 January 2027. The order is always
// day/month, so the short form is not ambiguous and saves the owner a needless failure.
const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const HOUR_PATTERN = /^(\d{1,2}):(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "05/12/2026" -> { year: 2026, month: 12, day: 5 }; anything else, or an unreal date, -> null. */
export function parseOpeningDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** "10:00" -> { hour: 10, minute: 0 }; "25:00", "10:60", "10h" -> null. */
export function parseOpeningHour(text: string): ClockTime | null {
  const match = HOUR_PATTERN.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** The instant (ms since the epoch) of a local time in Costa Rica. */
export function shopTimeToInstant(date: CalendarDate, time: ClockTime): number {
  return costaRicaInstant(date.year, date.month, date.day, time.hour, time.minute);
}

export type OpeningSettings = { OPENING_DATE?: string | undefined; OPENING_HOUR?: string | undefined };

/** `at` is the opening instant, or null when the site is simply open; `problem` explains why. */
export type OpeningReading = { at: number | null; problem: string | null };

const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/**
 * Reads the settings with the given default hour. A missing or invalid date, or an invalid
 * hour, means "open" (spec section 8) with a message naming the variable and its format.
 */
export function readOpening(settings: OpeningSettings, defaultHour: ClockTime): OpeningReading {
  const { OPENING_DATE: rawDate, OPENING_HOUR: rawHour } = settings;
  if (isBlank(rawDate)) {
    return { at: null, problem: `OPENING_DATE no está definida (formato ${DATE_FORMAT_HINT}): el sitio queda abierto.` };
  }
  const date = parseOpeningDate(rawDate);
  if (!date) {
    return {
      at: null,
      problem: `OPENING_DATE="${rawDate}" no es una fecha válida (formato ${DATE_FORMAT_HINT}): el sitio queda abierto.`,
    };
  }
  if (isBlank(rawHour)) return { at: shopTimeToInstant(date, defaultHour), problem: null };
  const time = parseOpeningHour(rawHour);
  if (!time) {
    return {
      at: null,
      problem: `OPENING_HOUR="${rawHour}" no es una hora válida (formato ${HOUR_FORMAT_HINT}): el sitio queda abierto.`,
    };
  }
  return { at: shopTimeToInstant(date, time), problem: null };
}

/** True while the shop has not opened yet; an unset opening means open. */
export function isBeforeOpening(at: number | null, now: number): boolean {
  return at !== null && now < at;
}
