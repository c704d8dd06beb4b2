import { describe, expect, it } from 'vitest';
import type { OpeningRange, WeeklyHours } from '@/lib/shop-hours/status';
import { freeSlots, isOfferedSlot, scheduleSlots } from './slots';

// Costa Rica is UTC-6 all year. December 2026: Sunday 6, Monday 7 ... Saturday 12.
const cr = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const week = (pick: (weekday: number) => OpeningRange | null): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const range = pick(day);
    return range === null ? [] : [range];
  });
const daily = week(() => ({ abre: '11:00', cierra: '20:00' }));
/** "12-07 19:30" for each slot (Costa Rica). */
const times = (slots: number[]) => slots.map((at) => new Date(at - 6 * 3_600_000).toISOString().slice(5, 16).replace('T', ' '));

describe('the slots offered', () => {
  it('are quarter hours strictly inside the openings, from 30 minutes after now, today and tomorrow', () => {
    const slots = scheduleSlots(cr('2026-12-07', '18:50'), daily, null);
    expect(times(slots).slice(0, 3)).toEqual(['12-07 19:30', '12-07 19:45', '12-08 11:15']);
    expect(times(slots).at(-1)).toBe('12-08 19:45');
    expect(slots).toHaveLength(2 + 35);
    // 11:00 to 20:00: 11:15 ... 19:45, never the opening or the closing minute.
    expect(times(scheduleSlots(cr('2026-12-07', '08:00'), daily, null)).slice(0, 1)).toEqual(['12-07 11:15']);
  });

  it('start exactly 30 minutes ahead when now is on a quarter hour', () => {
    expect(times(scheduleSlots(cr('2026-12-07', '15:00'), daily, null).slice(0, 2))).toEqual(['12-07 15:30', '12-07 15:45']);
    expect(times(scheduleSlots(cr('2026-12-07', '15:01'), daily, null).slice(0, 1))).toEqual(['12-07 15:45']);
  });

  it('skip a closed day: Tuesday closed, Monday night offers Wednesday only when nothing is left before', () => {
    const noTuesday = week((day) => (day === 2 ? null : { abre: '11:00', cierra: '20:00' }));
    // Monday 19:30: nothing left today, Tuesday closed: the next opening, Wednesday.
    const slots = scheduleSlots(cr('2026-12-07', '19:30'), noTuesday, null);
    expect(times(slots)[0]).toBe('12-09 11:15');
    expect(times(slots).at(-1)).toBe('12-09 19:45');
    // Monday morning: Monday's only (tomorrow is closed, and today has slots).
    expect(times(scheduleSlots(cr('2026-12-07', '09:00'), noTuesday, null)).at(-1)).toBe('12-07 19:45');
  });

  it('offer the next opening after a closure, and none when the shop never opens', () => {
    const slots = scheduleSlots(cr('2026-12-07', '12:00'), daily, { reabre: '2026-12-10' });
    expect(times(slots)[0]).toBe('12-10 11:15');
    expect(times(slots).at(-1)).toBe('12-10 19:45');
    expect(
      scheduleSlots(
        cr('2026-12-07', '12:00'),
        week(() => null),
        null,
      ),
    ).toEqual([]);
  });

  it('follow an opening past midnight and a round-the-clock day', () => {
    const night = week(() => ({ abre: '18:00', cierra: '02:00' }));
    expect(times(scheduleSlots(cr('2026-12-07', '23:00'), night, null)).slice(0, 3)).toEqual(['12-07 23:30', '12-07 23:45', '12-08 00:00']);
    const allDay = week(() => ({ abre: '00:00', cierra: '00:00' }));
    const slots = scheduleSlots(cr('2026-12-07', '10:00'), allDay, null);
    expect(times(slots)[0]).toBe('12-07 10:30');
    expect(slots.every((at) => at % (15 * 60_000) === 0)).toBe(true);
  });

  it('a slot chosen a moment ago is still taken; a made-up or past one is not', () => {
    const chosen = cr('2026-12-07', '16:30');
    expect(isOfferedSlot(chosen, cr('2026-12-07', '16:00'), daily, null)).toBe(true);
    expect(isOfferedSlot(chosen, cr('2026-12-07', '16:04'), daily, null)).toBe(true);
    expect(isOfferedSlot(chosen, cr('2026-12-07', '16:10'), daily, null)).toBe(false);
    expect(isOfferedSlot(chosen + 60_000, cr('2026-12-07', '12:00'), daily, null)).toBe(false);
    expect(isOfferedSlot(cr('2026-12-07', '20:00'), cr('2026-12-07', '12:00'), daily, null)).toBe(false);
    expect(isOfferedSlot(cr('2026-12-09', '12:00'), cr('2026-12-07', '12:00'), daily, null)).toBe(false);
  });

  it('full slots are left out', () => {
    const slots = [1, 2, 3].map((quarter) => cr('2026-12-07', '16:00') + quarter * 15 * 60_000);
    expect(freeSlots(slots, new Map([[slots[0]!, 4]]), 4)).toEqual(slots.slice(1));
    expect(freeSlots(slots, new Map([[slots[0]!, 3]]), 4)).toEqual(slots);
    expect(freeSlots(slots, new Map([[slots[1]!, 1]]), 1)).toEqual([slots[0], slots[2]]);
  });
});
