import { describe, expect, it } from 'vitest';
import { activePause, isOrdersPause, pauseEnd, pauseLeft, pauseSentence } from './pause';

const nbsp = '\u00a0';
// 5:14:20 p. m. in Costa Rica (UTC-6).
const now = Date.UTC(2026, 10, 28, 23, 14, 20);

describe('a pause of online orders', () => {
  it('ends on the whole minute after the chosen time', () => {
    expect(new Date(pauseEnd(15, now)).toISOString()).toBe('2026-11-28T23:30:00.000Z');
    expect(new Date(pauseEnd(60, Date.UTC(2026, 10, 28, 23, 0, 0))).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('holds until its end, or until reopened', () => {
    const until = { hasta: pauseEnd(15, now) };
    expect(activePause(until, now)).toBe(until);
    expect(activePause(until, until.hasta - 1)).toBe(until);
    expect(activePause(until, until.hasta)).toBeNull();
    expect(activePause({ hasta: null }, now + 10 * 86_400_000)).toEqual({ hasta: null });
    expect(activePause(null, now)).toBeNull();
  });

  it("says until when, in the shop's time", () => {
    expect(pauseSentence({ hasta: pauseEnd(15, now) })).toBe(`No estamos recibiendo pedidos en línea hasta las 5:30${nbsp}p.${nbsp}m.`);
    expect(pauseSentence({ hasta: null })).toBe('No estamos recibiendo pedidos en línea por ahora.');
  });

  it('counts down in minutes for the desk', () => {
    const until = { hasta: pauseEnd(15, now) };
    expect(pauseLeft(until, now)).toBe('16 min');
    expect(pauseLeft(until, until.hasta - 61_000)).toBe('2 min');
    expect(pauseLeft(until, until.hasta - 30_000)).toBe('menos de 1 min');
    expect(pauseLeft({ hasta: null }, now)).toBeNull();
  });
});

describe('isOrdersPause', () => {
  it('takes a pause as the server sends it and nothing else', () => {
    for (const value of [{ hasta: 1_764_372_600_000 }, { hasta: null }]) expect(isOrdersPause(value), JSON.stringify(value)).toBe(true);
    for (const value of [null, true, {}, { hasta: '17:30' }, { hasta: -1 }, { hasta: 1.5 }, { hasta: Number.MAX_VALUE }])
      expect(isOrdersPause(value), JSON.stringify(value)).toBe(false);
  });
});
