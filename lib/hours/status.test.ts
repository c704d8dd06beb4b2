import { describe, expect, it } from 'vitest';
import { weeklyHours } from '@/data/hours';
import { addDays, costaRicaDate, formatHour, longDate, parseReopenDate, shopStatus, type WeeklyHours } from './status';

// Costa Rica is UTC-6: 11:00 there is 17:00 UTC. 2026-12-07 is a Monday.
const cr = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const status = (date: string, time: string, hours: WeeklyHours = weeklyHours, reabre: string | null = null) =>
  shopStatus(cr(date, time), hours, reabre ? { reabre } : null);

describe('open or closed, Lun-Dom 11:00-20:00, in Costa Rica time', () => {
  it('opens at exactly 11:00 and closes at exactly 20:00', () => {
    expect(status('2026-12-07', '10:59')).toEqual({ abierto: false, frase: 'Cerrado · abre hoy a las 11:00 a. m.', cambia: cr('2026-12-07', '11:00') });
    expect(status('2026-12-07', '11:00')).toEqual({ abierto: true, frase: 'Abierto ahora · cierra a las 8:00 p. m.', cambia: cr('2026-12-07', '20:00') });
    expect(status('2026-12-07', '19:59').abierto).toBe(true);
    expect(status('2026-12-07', '20:00')).toEqual({ abierto: false, frase: 'Cerrado · abre mañana a las 11:00 a. m.', cambia: cr('2026-12-08', '00:00') });
  });

  it('across midnight: "mañana" until midnight in Costa Rica, then "hoy", whatever the UTC date', () => {
    // 23:30 in Costa Rica is 05:30 UTC of the next day.
    expect(new Date(cr('2026-12-07', '23:30')).getUTCDate()).toBe(8);
    expect(status('2026-12-07', '23:30').frase).toBe('Cerrado · abre mañana a las 11:00 a. m.');
    expect(status('2026-12-08', '00:00').frase).toBe('Cerrado · abre hoy a las 11:00 a. m.');
    expect(costaRicaDate(cr('2026-12-07', '23:59'))).toBe('2026-12-07');
    expect(costaRicaDate(cr('2026-12-08', '00:00'))).toBe('2026-12-08');
  });

  it('uses the weekday of Costa Rica: Sunday night there is Monday in UTC', () => {
    const sundaysOff: WeeklyHours = [null, ...weeklyHours.slice(1)];
    // Sunday 2026-12-06 at 12:00: closed all day, opens Monday.
    expect(status('2026-12-06', '12:00', sundaysOff).frase).toBe('Cerrado · abre mañana a las 11:00 a. m.');
    // Saturday 20:30: Sunday is off, so the next opening is Monday the 7th.
    expect(status('2026-12-05', '20:30', sundaysOff)).toEqual({ abierto: false, frase: 'Cerrado · abre el lunes 7 de diciembre a las 11:00 a. m.', cambia: cr('2026-12-06', '00:00') });
    expect(status('2026-12-07', '12:00', sundaysOff).abierto).toBe(true);
  });

  it('hours that run past midnight count for the day they start', () => {
    const nights: WeeklyHours = Array.from({ length: 7 }, (_, day) => (day === 5 ? { abre: '18:00', cierra: '02:00' } : null));
    // Friday 2026-12-11.
    expect(status('2026-12-11', '17:00', nights).frase).toBe('Cerrado · abre hoy a las 6:00 p. m.');
    expect(status('2026-12-11', '23:00', nights)).toMatchObject({ abierto: true, frase: 'Abierto ahora · cierra a las 2:00 a. m.' });
    expect(status('2026-12-12', '01:59', nights)).toMatchObject({ abierto: true, frase: 'Abierto ahora · cierra a las 2:00 a. m.', cambia: cr('2026-12-12', '02:00') });
    expect(status('2026-12-12', '02:00', nights).frase).toBe('Cerrado · abre el viernes 18 de diciembre a las 6:00 p. m.');
  });

  it('"Cerrado hoy" (reopening tomorrow) closes the rest of today only', () => {
    expect(status('2026-12-07', '10:00', weeklyHours, '2026-12-08').frase).toBe('Cerrado · abre mañana a las 11:00 a. m.');
    expect(status('2026-12-07', '15:00', weeklyHours, '2026-12-08')).toEqual({ abierto: false, frase: 'Cerrado · abre mañana a las 11:00 a. m.', cambia: cr('2026-12-08', '00:00') });
    expect(status('2026-12-08', '11:00', weeklyHours, '2026-12-08').abierto).toBe(true);
  });

  it('a closure until a date gives the reopening date, then "mañana" on its eve; a past one does nothing', () => {
    expect(status('2026-12-07', '12:00', weeklyHours, '2026-12-10').frase).toBe('Cerrado · abre el jueves 10 de diciembre a las 11:00 a. m.');
    expect(status('2026-12-09', '12:00', weeklyHours, '2026-12-10').frase).toBe('Cerrado · abre mañana a las 11:00 a. m.');
    expect(status('2026-12-12', '12:00', weeklyHours, '2026-12-10').abierto).toBe(true);
    expect(status('2026-12-07', '12:00', weeklyHours, '2027-06-01').frase).toBe('Cerrado por ahora');
  });

  it('never opening reads "Cerrado por ahora"', () => {
    expect(status('2026-12-07', '12:00', Array.from({ length: 7 }, () => null))).toEqual({ abierto: false, frase: 'Cerrado por ahora', cambia: cr('2026-12-08', '00:00') });
  });
});

describe('formats and dates', () => {
  it.each([
    ['20:00', '8:00 p. m.'],
    ['11:00', '11:00 a. m.'],
    ['12:30', '12:30 p. m.'],
    ['00:15', '12:15 a. m.'],
  ])('%s reads %s', (time, text) => {
    expect(formatHour(time)).toBe(text);
  });

  it('adds days across months and years, and writes dates long', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(longDate('2027-01-01')).toBe('1 de enero');
  });
});

describe('parseReopenDate', () => {
  const today = '2026-12-07';
  it('accepts a real date after today, within a year', () => {
    expect(parseReopenDate('2026-12-08', today)).toEqual({ ok: true, reabre: '2026-12-08' });
    expect(parseReopenDate('2027-12-08', today)).toEqual({ ok: true, reabre: '2027-12-08' });
  });
  it('refuses anything else with a Spanish reason', () => {
    for (const bad of [null, 20261208, '2026-02-30', '2026-13-01', ' 2026-12-08', '8/12/2026', '']) {
      expect(parseReopenDate(bad, today), String(bad)).toEqual({ ok: false, message: 'Elige una fecha válida.' });
    }
    expect(parseReopenDate('2026-12-07', today)).toEqual({ ok: false, message: 'La fecha de reapertura debe ser posterior a hoy.' });
    expect(parseReopenDate('2027-12-09', today)).toEqual({ ok: false, message: 'Elige una fecha dentro del próximo año.' });
  });
});
