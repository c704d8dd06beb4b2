import { describe, expect, it } from 'vitest';
import { clockSkew } from './clock';

const SERVER = Date.parse('2026-12-05T15:59:30Z');

describe('clockSkew', () => {
  it('trusts a right clock even when the page ran seconds after it arrived (a slow phone, a busy machine)', () => {
    expect(clockSkew(SERVER, SERVER + 40_000, true, { receivedAt: SERVER + 150, fromCache: false })).toBe(0);
  });

  it('corrects a device clock that is minutes off, measured when the page arrived', () => {
    expect(clockSkew(SERVER, SERVER - 600_000 + 5_000, true, { receivedAt: SERVER - 600_000, fromCache: false })).toBe(600_000);
    expect(clockSkew(SERVER, SERVER + 300_000, true, { receivedAt: SERVER + 300_000, fromCache: false })).toBe(-300_000);
  });

  it('without the arrival (a client navigation) measures against when the page runs', () => {
    expect(clockSkew(SERVER, SERVER + 1_500, true, null)).toBe(0);
    expect(clockSkew(SERVER, SERVER + 60_000, true, null)).toBe(-60_000);
  });

  it('keeps the device clock offline and for a page the service worker kept', () => {
    expect(clockSkew(SERVER, SERVER + 3_600_000, false, { receivedAt: SERVER + 3_600_000, fromCache: false })).toBe(0);
    expect(clockSkew(SERVER, SERVER + 3_600_000, true, { receivedAt: SERVER + 3_600_000, fromCache: true })).toBe(0);
  });
});
