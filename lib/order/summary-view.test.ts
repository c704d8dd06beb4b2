import { describe, expect, it } from 'vitest';
import { chartHours, quickRanges, rangeLabel, rangeQuery } from './summary-view';

describe('the summary as the owner reads it', () => {
  it('offers today, yesterday, the last 7 days and this month', () => {
    expect(quickRanges('2026-12-05')).toEqual([
      { label: 'Hoy', range: { from: '2026-12-05', to: '2026-12-05' } },
      { label: 'Ayer', range: { from: '2026-12-04', to: '2026-12-04' } },
      { label: 'Últimos 7 días', range: { from: '2026-11-29', to: '2026-12-05' } },
      { label: 'Este mes', range: { from: '2026-12-01', to: '2026-12-05' } },
    ]);
    expect(quickRanges('2027-01-01')[1]!.range).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('says the range in words', () => {
    expect(rangeLabel({ from: '2026-12-05', to: '2026-12-05' })).toBe('5 de diciembre de 2026');
    expect(rangeLabel({ from: '2026-12-01', to: '2026-12-07' })).toBe('1 al 7 de diciembre de 2026');
    expect(rangeLabel({ from: '2026-11-28', to: '2026-12-04' })).toBe('28 de noviembre al 4 de diciembre de 2026');
    expect(rangeLabel({ from: '2026-12-28', to: '2027-01-03' })).toBe('28 de diciembre de 2026 al 3 de enero de 2027');
    expect(rangeQuery({ from: '2026-12-01', to: '2026-12-07' })).toBe('?desde=2026-12-01&hasta=2026-12-07');
  });

  it("charts the shop's hours, widened to any hour with orders", () => {
    const hours = Array<number>(24).fill(0);
    expect(chartHours(hours)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    hours[9] = 1;
    hours[22] = 2;
    expect(chartHours(hours)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
  });
});
