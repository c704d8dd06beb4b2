import { describe, expect, it } from 'vitest';
import { formatColones, parseColones } from './money';

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

describe('parseColones', () => {
  it('reads the ways an amount is written here', () => {
    for (const typed of [
      '2100',
      ' 2100 ',
      '2 100',
      `2${nbsp}100`,
      '2\u202f100',
      '2.100',
      '2,100',
      "2'100",
      '₡2.100',
      '₡ 2 100',
      '¢2100',
      'CRC 2100',
      'crc2.100',
      '2.100,00',
      '2,100.00',
      '2100.00',
      '2100,00',
    ]) {
      expect(parseColones(typed), typed).toBe(2100);
    }
    expect(parseColones('1.234.567')).toBe(1_234_567);
    expect(parseColones('0')).toBe(0);
    expect(parseColones(formatColones(100_000))).toBe(100_000);
  });

  it('refuses what is not whole colones', () => {
    for (const typed of [
      '',
      '₡',
      'dos mil',
      '2.10',
      '2100,50',
      '2.100,5',
      '21.00.0',
      '2.1000',
      '21.000.00',
      '2.100 000',
      '2.100,000',
      '-2100',
      '+2100',
      '2e3',
      '0x10',
      '2100₡',
      '1.5',
      '₡₡2100',
      '2 100.000',
    ]) {
      expect(parseColones(typed), typed).toBeNull();
    }
  });
});
