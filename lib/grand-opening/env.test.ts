import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingInstant } from './env';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('openingInstant', () => {
  it('gives the guard midnight and the countdown 10:00 when OPENING_HOUR is unset', () => {
    const settings = { OPENING_DATE: '05/12/2026' };
    expect(openingInstant('guard', settings)).toBe(Date.parse('2026-12-05T00:00:00-06:00'));
    expect(openingInstant('countdown', settings)).toBe(Date.parse('2026-12-05T10:00:00-06:00'));
  });

  it('gives both the configured hour', () => {
    const settings = { OPENING_DATE: '05/12/2026', OPENING_HOUR: '17:15' };
    expect(openingInstant('guard', settings)).toBe(Date.parse('2026-12-05T17:15:00-06:00'));
    expect(openingInstant('countdown', settings)).toBe(Date.parse('2026-12-05T17:15:00-06:00'));
  });

  it('reads process.env at call time, not at import time', () => {
    vi.stubEnv('OPENING_DATE', '01/01/2099');
    vi.stubEnv('OPENING_HOUR', '08:30');
    expect(openingInstant('guard')).toBe(Date.parse('2099-01-01T08:30:00-06:00'));
    vi.stubEnv('OPENING_DATE', '02/01/2099');
    expect(openingInstant('guard')).toBe(Date.parse('2099-01-02T08:30:00-06:00'));
  });

  it('warns once, naming the variable and format, and leaves the site open', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = { OPENING_DATE: '31/04/2027' };
    expect(openingInstant('guard', settings)).toBeNull();
    expect(openingInstant('countdown', settings)).toBeNull();
    expect(openingInstant('guard', { ...settings })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/OPENING_DATE="31\/04\/2027".*dd\/mm\/aaaa/);
  });

  it('warns about an invalid OPENING_HOUR and leaves the site open', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(openingInstant('guard', { OPENING_DATE: '05/12/2026', OPENING_HOUR: '25:00' })).toBeNull();
    expect(openingInstant('countdown', { OPENING_DATE: '05/12/2026', OPENING_HOUR: '25:00' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/OPENING_HOUR="25:00".*hh:mm/);
  });

  it('warns when OPENING_DATE is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(openingInstant('guard', {})).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/OPENING_DATE no está definida/);
  });
});
