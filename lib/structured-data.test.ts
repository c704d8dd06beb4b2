import { describe, expect, it } from 'vitest';
import { weeklyHours } from '@/data/hours';
import type { OpeningRange, WeeklyHours } from '@/lib/shop-hours/status';
import { jsonLdScript, restaurantJsonLd } from './structured-data';

const week = (pick: (weekday: number) => readonly OpeningRange[]): WeeklyHours => [0, 1, 2, 3, 4, 5, 6].map(pick);
const range = (abre: string, cierra: string): OpeningRange[] => [{ abre, cierra }];
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const today = '2026-12-07';

describe('restaurantJsonLd: the opening hours are the stored week', () => {
  it('the seed: every day 11:00-20:00 in one specification', () => {
    expect(restaurantJsonLd({ hours: weeklyHours, closure: null, today }).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '11:00', closes: '20:00' },
    ]);
  });

  it('Monday 10:00-18:00, Tuesday closed (left out), the others 11:00-20:00', () => {
    const hours = week((day) => (day === 1 ? range('10:00', '18:00') : day === 2 ? [] : range('11:00', '20:00')));
    expect(restaurantJsonLd({ hours, closure: null, today }).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '11:00', closes: '20:00' },
    ]);
  });

  it('a break at midday is two specifications for the same days', () => {
    const split = week(() => [
      { abre: '11:00', cierra: '14:00' },
      { abre: '17:00', cierra: '21:00' },
    ]);
    expect(restaurantJsonLd({ hours: split, closure: null, today }).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '11:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '17:00', closes: '21:00' },
    ]);
  });

  it('every day closed: no opening at all', () => {
    expect(restaurantJsonLd({ hours: week(() => []), closure: null, today }).openingHoursSpecification).toEqual([]);
  });

  it('a closure is a special closing from today to the last closed day', () => {
    const data = restaurantJsonLd({ hours: weeklyHours, closure: { reabre: '2026-12-10' }, today });
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-07', validThrough: '2026-12-09', opens: '00:00', closes: '00:00' },
    ]);
    expect(restaurantJsonLd({ hours: weeklyHours, closure: null, today })).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('serialises with "<" escaped', () => {
    expect(jsonLdScript({ name: '</script>' })).toBe('{"name":"\\u003c/script>"}');
  });
});
