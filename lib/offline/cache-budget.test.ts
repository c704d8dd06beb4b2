import { describe, expect, it } from 'vitest';
import { entriesOverBudget, OFFLINE_STORAGE_LIMIT_BYTES, PICTURES_BUDGET_BYTES } from './cache-budget';

const entry = (url: string, bytes: number) => ({ url, bytes });

describe('entriesOverBudget', () => {
  it('keeps everything within the budget', () => {
    expect(entriesOverBudget([entry('a', 40), entry('b', 60)], 100)).toEqual([]);
  });

  it('lets the oldest go first, only as many as needed', () => {
    expect(entriesOverBudget([entry('a', 50), entry('b', 30), entry('c', 40), entry('d', 20)], 70)).toEqual(['a', 'b']);
  });

  it('keeps the newest even when it alone is over budget', () => {
    expect(entriesOverBudget([entry('a', 10), entry('b', 500)], 100)).toEqual(['a']);
    expect(entriesOverBudget([entry('only', 500)], 100)).toEqual([]);
  });

  it('leaves room for the build and the pages under the 15 MB ceiling', () => {
    expect(OFFLINE_STORAGE_LIMIT_BYTES).toBe(15 * 1024 * 1024);
    expect(PICTURES_BUDGET_BYTES).toBeLessThanOrEqual(OFFLINE_STORAGE_LIMIT_BYTES - 4 * 1024 * 1024);
  });
});
