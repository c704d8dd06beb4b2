// Words and numbers for the countdown page (the clock itself is lib/costa-rica-time.ts).
import { formatTime, monthName, wallClock, WEEKDAYS } from '@/lib/costa-rica-time';

/**
 * "sábado 5 de diciembre, 10:00 a. m." in the shop's time zone (no-break spaces inside the
 * time so it never wraps). The year is added when it differs from `now`'s year.
 */
export function formatOpeningDate(instant: number, now: number): string {
  const clock = wallClock(instant);
  const year = clock.year === wallClock(now).year ? '' : ` de ${clock.year}`;
  return `${WEEKDAYS[clock.weekday]} ${clock.day} de ${monthName(clock.month)}${year}, ${formatTime(clock.hour, clock.minute)}`;
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Whole units left until `target`. Seconds are rounded up, so the display reads 00 exactly
 * when the moment arrives (never a second early).
 */
export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The screen reader sentence: it changes at most once a minute (no seconds in it), so a live
 * region holding it is never chatty.
 */
export function announceRemaining(target: number, now: number): string {
  if (now >= target) return '¡Ya estamos abiertos!';
  const minutesLeft = Math.floor((target - now) / 60_000);
  if (minutesLeft === 0) return 'Falta menos de un minuto para la gran apertura.';
  const days = Math.floor(minutesLeft / 1440);
  const hours = Math.floor((minutesLeft % 1440) / 60);
  const minutes = minutesLeft % 60;
  const parts = [
    days > 0 ? plural(days, 'día', 'días') : '',
    hours > 0 ? plural(hours, 'hora', 'horas') : '',
    minutes > 0 ? plural(minutes, 'minuto', 'minutos') : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : parts[0];
  const verb = parts.length === 1 && (days === 1 || hours === 1 || minutes === 1) ? 'Falta' : 'Faltan';
  return `${verb} ${list} para la gran apertura.`;
}
