import { describe, expect, it } from 'vitest';
import { changedJustNow, lastChangeLine, timeAgo } from './time-ago';

const T = Date.parse('2026-11-24T18:00:00Z');
const s = 1000;
const m = 60 * s;
const h = 60 * m;

describe('timeAgo', () => {
  it.each([
    [0, 'hace unos segundos'],
    [59 * s, 'hace unos segundos'],
    [60 * s, 'hace 1 minuto'],
    [2 * m + 59 * s, 'hace 2 minutos'],
    [59 * m, 'hace 59 minutos'],
    [h, 'hace 1 hora'],
    [23 * h + 59 * m, 'hace 23 horas'],
    [24 * h, 'hace 1 día'],
    [72 * h + 5 * m, 'hace 3 días'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(timeAgo(T - elapsed, T)).toBe(text);
  });

  it('treats a change stamped in the future (another clock) as just now', () => {
    expect(timeAgo(T + 5 * m, T)).toBe('hace unos segundos');
  });

  it('builds the section line', () => {
    expect(lastChangeLine({ nombre: 'Vara', at: T - 3 * m }, T)).toBe('Último cambio: Vara, hace 3 minutos');
    expect(lastChangeLine(null, T)).toBe('Último cambio: ninguno todavía');
    expect(changedJustNow('Vara')).toBe('Último cambio: Vara, hace unos segundos');
  });
});
