import { describe, expect, it } from 'vitest';
import { formatColones } from './money';

const nbsp = '\u00a0';

describe('formatColones', () => {
  it('groups thousands with a no-break space, es-CR style', () => {
    expect(formatColones(5900)).toBe(`₡5${nbsp}900`);
    expect(formatColones(12600)).toBe(`₡12${nbsp}600`);
    expect(formatColones(1234567)).toBe(`₡1${nbsp}234${nbsp}567`);
  });

  it('leaves small amounts alone', () => {
    expect(formatColones(350)).toBe('₡350');
    expect(formatColones(0)).toBe('₡0');
  });

  it('rounds and never prints NaN', () => {
    expect(formatColones(999.6)).toBe(`₡1${nbsp}000`);
    expect(formatColones(Number.NaN)).toBe('₡0');
    expect(formatColones(Number.POSITIVE_INFINITY)).toBe('₡0');
    expect(formatColones(-1500)).toBe(`-₡1${nbsp}500`);
  });
});
