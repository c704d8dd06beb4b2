import { describe, expect, it } from 'vitest';
import { announceRemaining, formatOpeningDate, remainingUntil } from './format';

const nbsp = '\u00a0';
const at = (iso: string) => Date.parse(iso);

describe('formatOpeningDate', () => {
  const now = at('2026-11-01T12:00:00Z');

  it('writes the day out in Spanish, in Costa Rica time', () => {
    expect(formatOpeningDate(at('2026-12-05T10:00:00-06:00'), now)).toBe(`sábado 5 de diciembre, 10:00${nbsp}a.${nbsp}m.`);
    expect(formatOpeningDate(at('2026-12-09T15:30:00-06:00'), now)).toBe(`miércoles 9 de diciembre, 3:30${nbsp}p.${nbsp}m.`);
  });

  it('uses 12 for midnight and noon', () => {
    expect(formatOpeningDate(at('2026-12-05T00:00:00-06:00'), now)).toBe(`sábado 5 de diciembre, 12:00${nbsp}a.${nbsp}m.`);
    expect(formatOpeningDate(at('2026-12-05T12:05:00-06:00'), now)).toBe(`sábado 5 de diciembre, 12:05${nbsp}p.${nbsp}m.`);
  });

  it('keeps the Costa Rica date when it is already the next day in UTC', () => {
    // 20:00 on Friday 4 December in Guápiles is 02:00 on Saturday in UTC.
    expect(formatOpeningDate(at('2026-12-04T20:00:00-06:00'), now)).toBe(`viernes 4 de diciembre, 8:00${nbsp}p.${nbsp}m.`);
  });

  it('adds the year only when it is not the current one', () => {
    expect(formatOpeningDate(at('2027-01-05T10:00:00-06:00'), now)).toBe(`martes 5 de enero de 2027, 10:00${nbsp}a.${nbsp}m.`);
  });
});

describe('remainingUntil', () => {
  const target = at('2026-12-05T16:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingUntil(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds a partial second up so zero means the moment has come', () => {
    expect(remainingUntil(target, target - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remainingUntil(target, target - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remainingUntil(target, target - 1001)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(remainingUntil(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('never goes negative after the moment', () => {
    expect(remainingUntil(target, target + 86_400_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('announceRemaining', () => {
  const target = at('2026-12-05T16:00:00Z');
  const minutes = (count: number) => count * 60_000;

  it('speaks in days, hours and minutes, never seconds', () => {
    expect(announceRemaining(target, target - minutes(2 * 1440 + 3 * 60 + 4) - 59_000)).toBe('Faltan 2 días, 3 horas y 4 minutos para la gran apertura.');
    expect(announceRemaining(target, target - minutes(61))).toBe('Faltan 1 hora y 1 minuto para la gran apertura.');
    expect(announceRemaining(target, target - minutes(1440))).toBe('Falta 1 día para la gran apertura.');
    expect(announceRemaining(target, target - minutes(5))).toBe('Faltan 5 minutos para la gran apertura.');
    expect(announceRemaining(target, target - 59_000)).toBe('Falta menos de un minuto para la gran apertura.');
    expect(announceRemaining(target, target)).toBe('¡Ya estamos abiertos!');
  });

  it('changes at most once a minute', () => {
    const start = target - minutes(10) - 30_000;
    const sentences = new Set<string>();
    let changes = 0;
    let previous = announceRemaining(target, start);
    for (let now = start; now < start + minutes(3); now += 1000) {
      const sentence = announceRemaining(target, now);
      sentences.add(sentence);
      if (sentence !== previous) changes += 1;
      previous = sentence;
    }
    expect(changes).toBe(3);
    expect(sentences.size).toBe(4);
  });
});
