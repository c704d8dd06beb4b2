// The same answers whatever time zone the server process runs in.
import { afterAll, describe, expect, it } from 'vitest';
import { formatOpeningDate } from './format';
import { COUNTDOWN_DEFAULT_HOUR, GUARD_DEFAULT_HOUR, isBeforeOpening, readOpening } from './moment';

const originalTimeZone = process.env.TZ;
afterAll(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

// Node re-reads TZ when it is assigned; each zone's offset on 5 December 2026 proves it took.
const zones = [
  { zone: 'UTC', offsetMinutes: 0 },
  { zone: 'Asia/Tokyo', offsetMinutes: -540 },
  { zone: 'Pacific/Kiritimati', offsetMinutes: -840 },
  { zone: 'America/Los_Angeles', offsetMinutes: 480 },
];

describe.each(zones)('with the process in $zone', ({ zone, offsetMinutes }) => {
  it('opens at 10:00 Costa Rica time, not local time', () => {
    process.env.TZ = zone;
    expect(new Date(2026, 11, 5).getTimezoneOffset()).toBe(offsetMinutes);

    const { at } = readOpening({ OPENING_DATE: '05/12/2026', OPENING_HOUR: '10:00' }, GUARD_DEFAULT_HOUR);
    const openingInCostaRica = Date.parse('2026-12-05T10:00:00-06:00');
    expect(at).toBe(openingInCostaRica);
    expect(isBeforeOpening(at, openingInCostaRica - 1000)).toBe(true);
    expect(isBeforeOpening(at, openingInCostaRica)).toBe(false);
  });

  it('keeps both defaults in Costa Rica time and writes the date the same way', () => {
    process.env.TZ = zone;
    const settings = { OPENING_DATE: '5/12/2026' };
    expect(readOpening(settings, GUARD_DEFAULT_HOUR).at).toBe(Date.parse('2026-12-05T00:00:00-06:00'));
    const countdown = readOpening(settings, COUNTDOWN_DEFAULT_HOUR).at ?? Number.NaN;
    expect(countdown).toBe(Date.parse('2026-12-05T10:00:00-06:00'));
    expect(formatOpeningDate(countdown, Date.parse('2026-06-01T12:00:00Z'))).toBe('sábado 5 de diciembre, 10:00\u00a0a.\u00a0m.');
  });
});
