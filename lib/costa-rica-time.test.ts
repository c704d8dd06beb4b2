import { describe, expect, it } from 'vitest';
import { weeklyHours } from '@/data/hours';
import { addDays, costaRicaDate, costaRicaInstant, formatHour, formatTime, longDate, wallClock, weekdayOf } from './costa-rica-time';
import { formatOpeningDate } from './grand-opening/format';
import { shopStatus } from './shop-hours/status';

describe('the Costa Rica clock', () => {
  it('is UTC-6 whatever the UTC date: 03:30 UTC on Monday is 21:30 on Sunday there', () => {
    const instant = Date.UTC(2026, 10, 30, 3, 30);
    expect(wallClock(instant)).toEqual({ year: 2026, month: 11, day: 29, weekday: 0, hour: 21, minute: 30 });
    expect(costaRicaDate(instant)).toBe('2026-11-29');
    expect(costaRicaInstant(2026, 11, 29, 21, 30)).toBe(instant);
  });

  it('counts dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(longDate('2026-12-07')).toBe('7 de diciembre');
  });

  it('writes every time the same way, no-break spaces inside, on the shop pages and the countdown', () => {
    expect(formatTime(20, 0)).toBe('8:00\u00a0p.\u00a0m.');
    expect(formatHour('00:15')).toBe('12:15\u00a0a.\u00a0m.');
    const tuesdayAt3pm = costaRicaInstant(2026, 12, 1, 15, 0);
    expect(shopStatus(tuesdayAt3pm, weeklyHours, null).frase).toContain(formatHour(weeklyHours[2][0]!.cierra));
    expect(formatOpeningDate(costaRicaInstant(2026, 12, 5, 20, 0), tuesdayAt3pm)).toBe(`sábado 5 de diciembre, ${formatTime(20, 0)}`);
  });
});
