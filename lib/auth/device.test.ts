import { describe, expect, it } from 'vitest';
import { deviceIdOf, deviceLabel, newDeviceToken } from './device';

describe('device token', () => {
  it('is random, and the server keeps only its hash', () => {
    const first = newDeviceToken();
    const second = newDeviceToken();
    expect(first.token).not.toBe(second.token);
    expect(first.id).toBe(deviceIdOf(first.token));
    expect(first.id).not.toContain(first.token);
  });

  it('refuses anything that is not one of its tokens before the database is asked', () => {
    for (const wrong of [null, undefined, '', 'x', 'a'.repeat(44), `${'a'.repeat(42)}!`, 'eyJhbGciOiJIUzI1NiJ9.e30.x']) expect(deviceIdOf(wrong)).toBeNull();
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system in Spanish', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome en Android',
    );
    expect(
      deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari en iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox en Windows');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge en Windows',
    );
    expect(deviceLabel('curl/8.5.0')).toBe('Navegador desconocido');
    expect(deviceLabel(null)).toBe('Navegador desconocido');
  });
});
