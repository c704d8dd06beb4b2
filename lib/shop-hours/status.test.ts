import { describe, expect, it } from 'vitest';
import { weeklyHours } from '@/data/hours';
import { addDays, costaRicaDate, formatHour, longDate } from '@/lib/costa-rica-time';
import { closureLabel, closureSentence, parseReopenDate, shopStatus, type OpeningRange, type WeeklyHours } from './status';

// Costa Rica is UTC-6 all year: 11:00 there is 17:00 UTC, and 23:30 there is 05:30 UTC of the next
// day. December 2026: Sunday 6, Monday 7 ... Friday 11, Saturday 12.
const cr = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const week = (pick: (weekday: number) => OpeningRange | readonly OpeningRange[] | null): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const hours = pick(day);
    return hours === null ? [] : 'abre' in hours ? [hours] : hours;
  });
// The tests own their hours, so the owner can change data/hours.ts without breaking them.
const daily = week(() => ({ abre: '11:00', cierra: '20:00' }));
const status = (date: string, time: string, hours: WeeklyHours = daily, reabre: string | null = null) =>
  shopStatus(cr(date, time), hours, reabre ? { reabre } : null);

const OPEN = 'Abierto ahora · cierra a las 8:00\u00a0p.\u00a0m.';
const TODAY = 'Cerrado · abre hoy a las 11:00\u00a0a.\u00a0m.';
const TOMORROW = 'Cerrado · abre mañana a las 11:00\u00a0a.\u00a0m.';

it('the helpers read Costa Rica time at UTC-6', () => {
  expect(cr('2026-12-07', '11:00')).toBe(Date.UTC(2026, 11, 7, 17, 0));
  expect(cr('2026-12-06', '23:30')).toBe(Date.UTC(2026, 11, 7, 5, 30));
  expect(new Date(Date.UTC(2026, 11, 7)).getUTCDay()).toBe(1);
});

describe('open or closed, every day 11:00-20:00', () => {
  it('opens at exactly 11:00 and closes at exactly 20:00', () => {
    expect(status('2026-12-07', '10:59')).toEqual({ abierto: false, frase: TODAY, cambia: cr('2026-12-07', '11:00') });
    expect(status('2026-12-07', '11:00')).toEqual({ abierto: true, frase: OPEN, cambia: cr('2026-12-07', '20:00') });
    expect(status('2026-12-07', '19:59')).toEqual({ abierto: true, frase: OPEN, cambia: cr('2026-12-07', '20:00') });
    expect(status('2026-12-07', '20:00')).toEqual({ abierto: false, frase: TOMORROW, cambia: cr('2026-12-08', '00:00') });
    expect(shopStatus(Date.UTC(2026, 11, 7, 16, 59, 59, 999), daily, null).abierto).toBe(false);
    expect(shopStatus(Date.UTC(2026, 11, 8, 1, 59, 59, 999), daily, null).abierto).toBe(true);
  });

  it('says "mañana" until midnight in Costa Rica, then "hoy", whatever the UTC date', () => {
    expect(status('2026-12-07', '23:30')).toEqual({ abierto: false, frase: TOMORROW, cambia: cr('2026-12-08', '00:00') });
    expect(status('2026-12-08', '00:00')).toEqual({ abierto: false, frase: TODAY, cambia: cr('2026-12-08', '11:00') });
    expect(status('2026-12-08', '05:59').frase).toBe(TODAY);
    expect(status('2026-12-08', '06:00').frase).toBe(TODAY);
  });

  it("uses Costa Rica's weekday: Sunday 23:30 there is already Monday in UTC", () => {
    const mondaysOff = week((day) => (day === 1 ? null : { abre: '11:00', cierra: '20:00' }));
    expect(status('2026-12-06', '12:00', mondaysOff).frase).toBe(OPEN);
    expect(status('2026-12-06', '23:30', mondaysOff)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre el martes 8 de diciembre a las 11:00\u00a0a.\u00a0m.',
      cambia: cr('2026-12-07', '00:00'),
    });
    expect(status('2026-12-07', '00:00', mondaysOff).frase).toBe(TOMORROW);
    const sundayNights = week((day) => (day === 0 ? { abre: '18:00', cierra: '23:45' } : null));
    expect(status('2026-12-06', '23:30', sundayNights)).toEqual({
      abierto: true,
      frase: 'Abierto ahora · cierra a las 11:45\u00a0p.\u00a0m.',
      cambia: cr('2026-12-06', '23:45'),
    });
  });

  it('names the day when the next opening is after tomorrow', () => {
    const sundaysOff = week((day) => (day === 0 ? null : { abre: '11:00', cierra: '20:00' }));
    expect(status('2026-12-05', '20:30', sundaysOff)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre el lunes 7 de diciembre a las 11:00\u00a0a.\u00a0m.',
      cambia: cr('2026-12-06', '00:00'),
    });
    expect(status('2026-12-06', '12:00', sundaysOff).frase).toBe(TOMORROW);
    const fridaysOnly = week((day) => (day === 5 ? { abre: '09:30', cierra: '13:00' } : null));
    expect(status('2026-12-07', '12:00', fridaysOnly).frase).toBe('Cerrado · abre el viernes 11 de diciembre a las 9:30\u00a0a.\u00a0m.');
    expect(status('2026-12-11', '12:00', fridaysOnly).frase).toBe('Abierto ahora · cierra a las 1:00\u00a0p.\u00a0m.');
  });

  it('with no opening at all reads "Cerrado por ahora" until the next midnight', () => {
    expect(
      status(
        '2026-12-07',
        '12:00',
        week(() => null),
      ),
    ).toEqual({ abierto: false, frase: 'Cerrado por ahora', cambia: cr('2026-12-08', '00:00') });
  });
});

describe('hours past midnight count for the day they start', () => {
  const fridayNights = week((day) => (day === 5 ? { abre: '18:00', cierra: '02:00' } : null));

  it('stays open into the next day and closes at 2:00', () => {
    expect(status('2026-12-11', '17:00', fridayNights)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre hoy a las 6:00\u00a0p.\u00a0m.',
      cambia: cr('2026-12-11', '18:00'),
    });
    const night = { abierto: true, frase: 'Abierto ahora · cierra a las 2:00\u00a0a.\u00a0m.' };
    expect(status('2026-12-11', '23:00', fridayNights)).toEqual({ ...night, cambia: cr('2026-12-12', '00:00') });
    expect(status('2026-12-12', '00:00', fridayNights)).toEqual({ ...night, cambia: cr('2026-12-12', '02:00') });
    expect(status('2026-12-12', '01:59', fridayNights)).toEqual({ ...night, cambia: cr('2026-12-12', '02:00') });
    expect(status('2026-12-12', '02:00', fridayNights)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre el viernes 18 de diciembre a las 6:00\u00a0p.\u00a0m.',
      cambia: cr('2026-12-13', '00:00'),
    });
    // Only Friday has a night: 01:00 on Sunday is closed.
    expect(status('2026-12-13', '01:00', fridayNights).abierto).toBe(false);
  });

  it('reads a closing time of 00:00 as midnight', () => {
    const untilMidnight = week(() => ({ abre: '11:00', cierra: '00:00' }));
    expect(status('2026-12-07', '23:59', untilMidnight)).toEqual({
      abierto: true,
      frase: 'Abierto ahora · cierra a las 12:00\u00a0a.\u00a0m.',
      cambia: cr('2026-12-08', '00:00'),
    });
    expect(status('2026-12-08', '00:00', untilMidnight).frase).toBe(TODAY);
  });

  it('a closure covers a night by the day it starts', () => {
    const nights = week(() => ({ abre: '18:00', cierra: '02:00' }));
    // Closed on Friday: Friday's night is closed too, Saturday's opens as usual.
    expect(status('2026-12-11', '23:00', nights, '2026-12-12').frase).toBe('Cerrado · abre mañana a las 6:00\u00a0p.\u00a0m.');
    expect(status('2026-12-12', '01:00', nights, '2026-12-12').frase).toBe('Cerrado · abre hoy a las 6:00\u00a0p.\u00a0m.');
    expect(status('2026-12-12', '18:00', nights, '2026-12-12').abierto).toBe(true);
    // Closed until Friday: Friday's night runs into Saturday.
    expect(status('2026-12-12', '01:00', nights, '2026-12-11').abierto).toBe(true);
  });
});

describe('closures set by the owner', () => {
  it('"Cerrado hoy" (reopening tomorrow) closes the rest of today only', () => {
    expect(status('2026-12-07', '10:00').frase).toBe(TODAY);
    expect(status('2026-12-07', '10:00', daily, '2026-12-08')).toEqual({ abierto: false, frase: TOMORROW, cambia: cr('2026-12-08', '00:00') });
    expect(status('2026-12-07', '15:00').abierto).toBe(true);
    expect(status('2026-12-07', '15:00', daily, '2026-12-08')).toEqual({ abierto: false, frase: TOMORROW, cambia: cr('2026-12-08', '00:00') });
    expect(status('2026-12-08', '10:00', daily, '2026-12-08').frase).toBe(TODAY);
    expect(status('2026-12-08', '11:00', daily, '2026-12-08').abierto).toBe(true);
  });

  it('a closure until a date gives that date, then "mañana" on its eve, then "hoy"', () => {
    expect(status('2026-12-07', '12:00', daily, '2026-12-10')).toEqual({
      abierto: false,
      frase: 'Cerrado · abre el jueves 10 de diciembre a las 11:00\u00a0a.\u00a0m.',
      cambia: cr('2026-12-08', '00:00'),
    });
    expect(status('2026-12-09', '12:00', daily, '2026-12-10').frase).toBe(TOMORROW);
    expect(status('2026-12-10', '09:00', daily, '2026-12-10').frase).toBe(TODAY);
    expect(status('2026-12-28', '12:00', daily, '2027-01-04').frase).toBe('Cerrado · abre el lunes 4 de enero a las 11:00\u00a0a.\u00a0m.');
  });

  it('reopens on the first open day from the date', () => {
    const sundaysOff = week((day) => (day === 0 ? null : { abre: '11:00', cierra: '20:00' }));
    expect(status('2026-12-02', '12:00', sundaysOff, '2026-12-06').frase).toBe('Cerrado · abre el lunes 7 de diciembre a las 11:00\u00a0a.\u00a0m.');
  });

  it('a closure that has ended does nothing', () => {
    expect(status('2026-12-12', '12:00', daily, '2026-12-10')).toEqual(status('2026-12-12', '12:00'));
    expect(status('2026-12-12', '12:00', daily, '2026-12-12')).toEqual(status('2026-12-12', '12:00'));
  });

  it('looks two weeks ahead, then says "Cerrado por ahora"', () => {
    expect(status('2026-12-07', '12:00', daily, '2026-12-21').frase).toBe('Cerrado · abre el lunes 21 de diciembre a las 11:00\u00a0a.\u00a0m.');
    expect(status('2026-12-07', '12:00', daily, '2027-06-01')).toEqual({ abierto: false, frase: 'Cerrado por ahora', cambia: cr('2026-12-08', '00:00') });
  });
});

describe('dates and words', () => {
  it.each([
    ['20:00', '8:00\u00a0p.\u00a0m.'],
    ['11:00', '11:00\u00a0a.\u00a0m.'],
    ['12:30', '12:30\u00a0p.\u00a0m.'],
    ['00:15', '12:15\u00a0a.\u00a0m.'],
    ['00:00', '12:00\u00a0a.\u00a0m.'],
    ['09:05', '9:05\u00a0a.\u00a0m.'],
    ['23:59', '11:59\u00a0p.\u00a0m.'],
  ])('formatHour(%s) is %s', (time, text) => {
    expect(formatHour(time)).toBe(text);
  });

  it('costaRicaDate changes at midnight in Costa Rica, 06:00 UTC', () => {
    expect(costaRicaDate(Date.UTC(2026, 11, 8, 5, 59, 59, 999))).toBe('2026-12-07');
    expect(costaRicaDate(Date.UTC(2026, 11, 8, 6, 0))).toBe('2026-12-08');
    expect(costaRicaDate(Date.UTC(2027, 0, 1, 3, 0))).toBe('2026-12-31');
  });

  it('adds days across months and years, and writes dates long', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-07', -7)).toBe('2026-11-30');
    expect(addDays('2026-12-07', 366)).toBe('2027-12-08');
    expect(longDate('2027-01-01')).toBe('1 de enero');
    expect(longDate('2026-09-30')).toBe('30 de septiembre');
  });

  it('the shop data has seven days of real HH:MM times', () => {
    expect(weeklyHours).toHaveLength(7);
    for (const day of weeklyHours) {
      for (const time of day.flatMap((range) => [range.abre, range.cierra])) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });
});

describe('parseReopenDate', () => {
  const today = '2026-12-07';
  const invalid = { ok: false, message: 'Elige una fecha válida.' };

  it('accepts a real date after today, up to 366 days ahead', () => {
    expect(parseReopenDate('2026-12-08', today)).toEqual({ ok: true, reabre: '2026-12-08' });
    expect(parseReopenDate('2027-12-08', today)).toEqual({ ok: true, reabre: '2027-12-08' });
    expect(parseReopenDate('2028-02-29', '2027-12-01')).toEqual({ ok: true, reabre: '2028-02-29' });
  });

  it.each([
    null,
    undefined,
    20261208,
    {},
    ['2026-12-08'],
    '',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-12-00',
    '2026-12-32',
    ' 2026-12-08 ',
    '2026-12-8',
    '08/12/2026',
    '2026-12-08T12:00',
  ])('refuses %j as not a date', (bad) => {
    expect(parseReopenDate(bad, today)).toEqual(invalid);
  });

  it('refuses today, the past and more than a year ahead', () => {
    const notAfter = { ok: false, message: 'La fecha de reapertura debe ser posterior a hoy.' };
    expect(parseReopenDate('2026-12-07', today)).toEqual(notAfter);
    expect(parseReopenDate('2025-12-31', today)).toEqual(notAfter);
    expect(parseReopenDate('2027-12-09', today)).toEqual({ ok: false, message: 'Elige una fecha dentro del próximo año.' });
  });
});

describe('closureLabel', () => {
  it('says "Cerrado hoy" for a closure that ends tomorrow, otherwise the last closed day', () => {
    expect(closureLabel('2026-12-08', '2026-12-07')).toBe('Cerrado hoy');
    expect(closureLabel('2026-12-10', '2026-12-07')).toBe('Cerrado hasta el 9 de diciembre');
  });

  it('closureSentence names the last closed day and the day the shop opens again', () => {
    expect(closureSentence('2026-12-10')).toBe('Cerrado hasta el 9 de diciembre: abrimos de nuevo el 10 de diciembre.');
    expect(closureSentence('2027-01-01')).toBe('Cerrado hasta el 31 de diciembre: abrimos de nuevo el 1 de enero.');
  });
});

describe('two openings a day (a break at midday)', () => {
  const split = week(() => [
    { abre: '11:00', cierra: '14:00' },
    { abre: '17:00', cierra: '21:00' },
  ]);

  it('is open in each range and closed in the break, saying when it opens again', () => {
    expect(status('2026-12-07', '12:00', split)).toEqual({
      abierto: true,
      frase: 'Abierto ahora · cierra a las 2:00\u00a0p.\u00a0m.',
      cambia: cr('2026-12-07', '14:00'),
    });
    expect(status('2026-12-07', '15:00', split)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre hoy a las 5:00\u00a0p.\u00a0m.',
      cambia: cr('2026-12-07', '17:00'),
    });
    expect(status('2026-12-07', '20:59', split).frase).toBe('Abierto ahora · cierra a las 9:00\u00a0p.\u00a0m.');
    expect(status('2026-12-07', '21:00', split).frase).toBe(TOMORROW);
  });

  it('a day without ranges is closed all day: Tuesday closed says Wednesday', () => {
    const tuesdaysOff = week((day) => (day === 2 ? [] : { abre: '11:00', cierra: '20:00' }));
    // Tuesday 8 December 2026 at noon.
    expect(status('2026-12-08', '12:00', tuesdaysOff)).toEqual({
      abierto: false,
      frase: 'Cerrado · abre mañana a las 11:00\u00a0a.\u00a0m.',
      cambia: cr('2026-12-09', '00:00'),
    });
    expect(status('2026-12-07', '21:00', tuesdaysOff).frase).toBe('Cerrado · abre el miércoles 9 de diciembre a las 11:00\u00a0a.\u00a0m.');
  });
});
