import { describe, expect, it } from 'vitest';
import { dayLabel, scheduleLabel, scheduleMessages, slotsByDay, slotTime, waitsForItsTime } from './schedule';

// Costa Rica is UTC-6 all year. December 2026: Sunday 6, Monday 7 ... Saturday 12.
const cr = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const NB = '\u00a0';

describe('how a slot reads', () => {
  const now = cr('2026-12-07', '14:00');
  it('by day: Hoy, Mañana, then the date', () => {
    expect(dayLabel(cr('2026-12-07', '23:45'), now)).toBe('Hoy');
    expect(dayLabel(cr('2026-12-08', '00:00'), now)).toBe('Mañana');
    expect(dayLabel(cr('2026-12-12', '11:15'), now)).toBe('Sábado 12 de diciembre');
    expect(slotTime(cr('2026-12-07', '16:30'))).toBe(`4:30${NB}p.${NB}m.`);
  });

  it('"Para las 4:30 p. m." today, with the day otherwise', () => {
    expect(scheduleLabel(cr('2026-12-07', '16:30'), now)).toBe(`Para las 4:30${NB}p.${NB}m.`);
    expect(scheduleLabel(cr('2026-12-08', '11:15'), now)).toBe(`Para mañana a las 11:15${NB}a.${NB}m.`);
    expect(scheduleLabel(cr('2026-12-12', '11:15'), now)).toBe(`Para el sábado 12 de diciembre a las 11:15${NB}a.${NB}m.`);
  });

  it('a full slot names the next free one', () => {
    expect(scheduleMessages.full(cr('2026-12-07', '16:30'), cr('2026-12-07', '16:45'), now)).toBe(
      `Ya no quedan lugares para las 4:30${NB}p.${NB}m. La siguiente hora libre es a las 4:45${NB}p.${NB}m.`,
    );
    expect(scheduleMessages.full(cr('2026-12-07', '19:45'), cr('2026-12-08', '11:15'), now)).toBe(
      `Ya no quedan lugares para las 7:45${NB}p.${NB}m. La siguiente hora libre es mañana a las 11:15${NB}a.${NB}m.`,
    );
    expect(scheduleMessages.full(cr('2026-12-07', '19:45'), null, now)).toMatch(/No quedan horas libres por ahora\.$/);
  });

  it('grouped by day for the list', () => {
    const slots = [cr('2026-12-07', '19:30'), cr('2026-12-07', '19:45'), cr('2026-12-08', '11:15')];
    expect(slotsByDay(slots, cr('2026-12-07', '18:50'))).toEqual([
      { day: 'Hoy', slots: slots.slice(0, 2) },
      { day: 'Mañana', slots: slots.slice(2) },
    ]);
  });
});

it('a scheduled order waits under "Programados" until 30 minutes before its time, while new', () => {
  const at = cr('2026-12-07', '16:30');
  expect(waitsForItsTime({ status: 'nuevo', scheduledFor: at }, cr('2026-12-07', '15:59'))).toBe(true);
  expect(waitsForItsTime({ status: 'nuevo', scheduledFor: at }, cr('2026-12-07', '16:00'))).toBe(false);
  expect(waitsForItsTime({ status: 'preparando', scheduledFor: at }, cr('2026-12-07', '14:00'))).toBe(false);
  expect(waitsForItsTime({ status: 'nuevo' }, cr('2026-12-07', '14:00'))).toBe(false);
});
