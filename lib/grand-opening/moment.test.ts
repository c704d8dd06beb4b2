import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_DEFAULT_HOUR,
  daysInMonth,
  GUARD_DEFAULT_HOUR,
  isBeforeOpening,
  parseOpeningDate,
  parseOpeningHour,
  readOpening,
  shopTimeToInstant,
} from './moment';

describe('parseOpeningDate', () => {
  it('reads dd/mm/yyyy as day, month, year', () => {
    expect(parseOpeningDate('05/12/2026')).toEqual({ year: 2026, month: 12, day: 5 });
    expect(parseOpeningDate('31/12/2026')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseOpeningDate('01/01/2099')).toEqual({ year: 2099, month: 1, day: 1 });
  });

  it('accepts single-digit day and month: "5/1/2027" is 5 January 2027', () => {
    expect(parseOpeningDate('5/1/2027')).toEqual({ year: 2027, month: 1, day: 5 });
  });

  it('ignores surrounding spaces', () => {
    expect(parseOpeningDate('  05/12/2026 ')).toEqual({ year: 2026, month: 12, day: 5 });
  });

  it('knows 29 February only exists in leap years', () => {
    expect(parseOpeningDate('29/02/2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseOpeningDate('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseOpeningDate('29/02/2027')).toBeNull();
    expect(parseOpeningDate('29/02/2100')).toBeNull();
    expect(parseOpeningDate('31/02/2028')).toBeNull();
  });

  it('rejects days a month does not have', () => {
    expect(parseOpeningDate('31/04/2027')).toBeNull();
    expect(parseOpeningDate('30/04/2027')).toEqual({ year: 2027, month: 4, day: 30 });
    expect(parseOpeningDate('31/06/2027')).toBeNull();
    expect(parseOpeningDate('31/09/2027')).toBeNull();
    expect(parseOpeningDate('31/11/2027')).toBeNull();
  });

  it('rejects out-of-range parts, other formats and blanks', () => {
    for (const text of [
      '00/01/2027',
      '32/01/2027',
      '01/00/2027',
      '01/13/2027',
      '2027-01-05',
      '05-01-2027',
      '05/01/27',
      '005/01/2027',
      '05/01/2027 10:00',
      'mañana',
      '',
      '   ',
    ]) {
      expect(parseOpeningDate(text), text).toBeNull();
    }
  });
});

describe('parseOpeningHour', () => {
  it('reads hh:mm from 00:00 to 23:59', () => {
    expect(parseOpeningHour('10:00')).toEqual({ hour: 10, minute: 0 });
    expect(parseOpeningHour('00:00')).toEqual({ hour: 0, minute: 0 });
    expect(parseOpeningHour('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseOpeningHour('9:30')).toEqual({ hour: 9, minute: 30 });
  });

  it('rejects impossible hours, other formats and blanks', () => {
    for (const text of ['25:00', '24:00', '10:60', '10', '10:0', '10h', '10:00 am', '-1:00', '', ' ']) {
      expect(parseOpeningHour(text), text).toBeNull();
    }
  });
});

describe('daysInMonth', () => {
  it('follows the Gregorian calendar', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2027, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});

describe('shopTimeToInstant', () => {
  it('treats the settings as Costa Rica time, UTC-6', () => {
    const at = shopTimeToInstant({ year: 2026, month: 12, day: 5 }, { hour: 10, minute: 0 });
    expect(new Date(at).toISOString()).toBe('2026-12-05T16:00:00.000Z');
  });

  it('rolls into the next UTC day for evening hours', () => {
    const at = shopTimeToInstant({ year: 2026, month: 12, day: 31 }, { hour: 20, minute: 30 });
    expect(new Date(at).toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });
});

describe('readOpening', () => {
  it('uses the configured hour when there is one', () => {
    const reading = readOpening({ OPENING_DATE: '05/12/2026', OPENING_HOUR: '15:45' }, COUNTDOWN_DEFAULT_HOUR);
    expect(reading).toEqual({ at: Date.parse('2026-12-05T21:45:00Z'), problem: null });
  });

  it('defaults to midnight for the guard and to 10:00 for the countdown', () => {
    for (const hour of [undefined, '', '  ']) {
      const settings = { OPENING_DATE: '05/12/2026', OPENING_HOUR: hour };
      expect(readOpening(settings, GUARD_DEFAULT_HOUR).at).toBe(Date.parse('2026-12-05T06:00:00Z'));
      expect(readOpening(settings, COUNTDOWN_DEFAULT_HOUR).at).toBe(Date.parse('2026-12-05T16:00:00Z'));
    }
  });

  it('treats a missing date as open and says which variable and format', () => {
    for (const date of [undefined, '', '   ']) {
      const reading = readOpening({ OPENING_DATE: date, OPENING_HOUR: '10:00' }, GUARD_DEFAULT_HOUR);
      expect(reading.at).toBeNull();
      expect(reading.problem).toContain('OPENING_DATE');
      expect(reading.problem).toContain('dd/mm/aaaa');
    }
  });

  it('treats an invalid date as open, quoting the value', () => {
    const reading = readOpening({ OPENING_DATE: '31/04/2027' }, GUARD_DEFAULT_HOUR);
    expect(reading.at).toBeNull();
    expect(reading.problem).toMatch(/^OPENING_DATE="31\/04\/2027" .*dd\/mm\/aaaa.*abierto/);
  });

  it('treats an invalid hour as open, naming OPENING_HOUR and its format', () => {
    const reading = readOpening({ OPENING_DATE: '05/12/2026', OPENING_HOUR: '25:00' }, COUNTDOWN_DEFAULT_HOUR);
    expect(reading.at).toBeNull();
    expect(reading.problem).toMatch(/^OPENING_HOUR="25:00" .*hh:mm.*abierto/);
  });
});

describe('isBeforeOpening', () => {
  const at = Date.parse('2026-12-05T16:00:00Z'); // 10:00 in Costa Rica

  it('is true until the exact millisecond of opening', () => {
    expect(isBeforeOpening(at, at - 1)).toBe(true);
    expect(isBeforeOpening(at, at)).toBe(false);
    expect(isBeforeOpening(at, at + 1)).toBe(false);
  });

  it('is false when no opening is set', () => {
    expect(isBeforeOpening(null, 0)).toBe(false);
  });

  it('decides by Costa Rica time: 09:59 there is before, 10:00 there is after', () => {
    const reading = readOpening({ OPENING_DATE: '05/12/2026', OPENING_HOUR: '10:00' }, GUARD_DEFAULT_HOUR);
    // 09:59:59 in San José is 15:59:59 UTC; 10:00:00 is 16:00:00 UTC.
    expect(isBeforeOpening(reading.at, Date.parse('2026-12-05T15:59:59Z'))).toBe(true);
    expect(isBeforeOpening(reading.at, Date.parse('2026-12-05T16:00:00Z'))).toBe(false);
    // 10:00 UTC is only 04:00 in Costa Rica: still closed.
    expect(isBeforeOpening(reading.at, Date.parse('2026-12-05T10:00:00Z'))).toBe(true);
  });
});
