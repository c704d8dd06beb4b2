import { describe, expect, it } from 'vitest';
import { weeklyHours } from '@/data/hours';
import type { OpeningRange, WeeklyHours } from './status';
import { dayLine, opensEveryDay, weekChangeSummary, weekGroups } from './week';

// By weekday, 0 = domingo ... 6 = sábado, as the store keeps them.
const week = (pick: (weekday: number) => readonly OpeningRange[]): WeeklyHours => [0, 1, 2, 3, 4, 5, 6].map(pick);
const range = (abre: string, cierra: string): OpeningRange[] => [{ abre, cierra }];
/** The lines as a visitor reads them, with plain spaces for the no-break ones inside a time. */
const lines = (hours: WeeklyHours) => weekGroups(hours).map(({ dias, horas }) => `${dias}: ${horas}`.replaceAll('\u00a0', ' '));

describe('weekGroups', () => {
  it('one line when every day has the same hours', () => {
    expect(lines(week(() => range('11:00', '20:00')))).toEqual(['Lun a dom: 11:00 a. m. - 8:00 p. m.']);
  });

  it("the seed reads as the spec's footer does, in the site's way of writing times", () => {
    expect(lines(weeklyHours)).toEqual(['Lun a dom: 11:00 a. m. - 8:00 p. m.']);
  });

  it('one closed day splits the week around it', () => {
    const tuesdaysOff = week((day) => (day === 2 ? [] : range('11:00', '20:00')));
    expect(lines(tuesdaysOff)).toEqual(['Lun: 11:00 a. m. - 8:00 p. m.', 'Mar: cerrado', 'Mié a dom: 11:00 a. m. - 8:00 p. m.']);
  });

  it('Monday 10:00-18:00 and Tuesday closed, as the owner set them', () => {
    const owners = week((day) => (day === 1 ? range('10:00', '18:00') : day === 2 ? [] : range('11:00', '20:00')));
    expect(lines(owners)).toEqual(['Lun: 10:00 a. m. - 6:00 p. m.', 'Mar: cerrado', 'Mié a dom: 11:00 a. m. - 8:00 p. m.']);
  });

  it('every day closed is one line', () => {
    expect(lines(week(() => []))).toEqual(['Lun a dom: cerrado']);
  });

  it('groups only consecutive days, Monday first, and joins two days with "y"', () => {
    const mixed = week((day) => {
      if (day === 1 || day === 2 || day === 3) return range('11:00', '20:00');
      if (day === 4) return [];
      if (day === 5) return range('11:00', '20:00');
      return range('09:00', '22:00');
    });
    expect(lines(mixed)).toEqual([
      'Lun a mié: 11:00 a. m. - 8:00 p. m.',
      'Jue: cerrado',
      'Vie: 11:00 a. m. - 8:00 p. m.',
      'Sáb y dom: 9:00 a. m. - 10:00 p. m.',
    ]);
  });

  it('Sunday and Monday alike stay apart: the week starts on Monday', () => {
    const ends = week((day) => (day === 0 || day === 1 ? range('12:00', '16:00') : range('11:00', '20:00')));
    expect(lines(ends)).toEqual(['Lun: 12:00 p. m. - 4:00 p. m.', 'Mar a sáb: 11:00 a. m. - 8:00 p. m.', 'Dom: 12:00 p. m. - 4:00 p. m.']);
  });

  it('a day with two openings is alike only to a day with the same two', () => {
    const split = [
      { abre: '11:00', cierra: '14:00' },
      { abre: '17:00', cierra: '21:00' },
    ];
    const hours = week((day) => (day === 6 || day === 0 ? range('11:00', '14:00') : split));
    expect(lines(hours)).toEqual(['Lun a vie: 11:00 a. m. - 2:00 p. m. y 5:00 p. m. - 9:00 p. m.', 'Sáb y dom: 11:00 a. m. - 2:00 p. m.']);
  });

  it('a night past midnight reads as the owner wrote it', () => {
    expect(lines(week(() => range('18:00', '02:00')))).toEqual(['Lun a dom: 6:00 p. m. - 2:00 a. m.']);
  });

  it('keeps the no-break spaces inside each time, so a time never wraps', () => {
    expect(weekGroups(week(() => range('11:00', '20:00')))).toEqual([{ dias: 'Lun a dom', horas: '11:00\u00a0a.\u00a0m. - 8:00\u00a0p.\u00a0m.' }]);
  });
});

describe('opensEveryDay', () => {
  it('is true only when no day is closed', () => {
    expect(opensEveryDay(week(() => range('11:00', '20:00')))).toBe(true);
    expect(opensEveryDay(week((day) => (day === 2 ? [] : range('11:00', '20:00'))))).toBe(false);
    expect(opensEveryDay(week(() => []))).toBe(false);
  });
});

describe("the desk's words", () => {
  it('dayLine: the ranges, or "Cerrado"', () => {
    expect(dayLine([])).toBe('Cerrado');
    expect(dayLine(range('11:00', '20:00'))).toBe('11:00\u00a0a.\u00a0m. - 8:00\u00a0p.\u00a0m.');
  });

  it('weekChangeSummary: only the days that changed, Monday first ("Horario: Martes: cerrado")', () => {
    const open = week(() => range('11:00', '20:00'));
    expect(
      weekChangeSummary(
        open,
        week((day) => (day === 2 ? [] : range('11:00', '20:00'))),
      ),
    ).toBe('Horario: Martes: cerrado');
    expect(
      weekChangeSummary(
        open,
        week((day) => (day === 2 ? [] : day === 1 || day === 0 ? range('10:00', '18:00') : range('11:00', '20:00'))),
      ),
    ).toBe('Horario: Lunes: 10:00\u00a0a.\u00a0m. - 6:00\u00a0p.\u00a0m.; Martes: cerrado; Domingo: 10:00\u00a0a.\u00a0m. - 6:00\u00a0p.\u00a0m.');
    expect(weekChangeSummary(open, open)).toBe('Horario: sin cambios');
  });
});
