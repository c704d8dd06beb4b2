import { describe, expect, it } from 'vitest';
import { percentile } from './stores.mjs';

describe('percentile', () => {
  it('is the nearest-rank value: the smallest that at least p % of the values do not exceed', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted on purpose
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});
