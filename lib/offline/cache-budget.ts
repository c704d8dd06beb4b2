// The byte budget of the pictures the worker keeps as they are seen. Cache Storage knows no sizes
// and Serwist's ExpirationPlugin counts entries, so the worker lists what it holds (oldest first, as
// Cache Storage keeps them) and this decides what goes.

/** Everything the worker may keep, precache included: the ceiling. */
export const OFFLINE_STORAGE_LIMIT_BYTES = 15 * 1024 * 1024;
/** The pictures' share of it (the build's files and the pages take the rest, about 2 MB). */
export const PICTURES_BUDGET_BYTES = 10 * 1024 * 1024;

export type KeptEntry = { url: string; bytes: number };

/**
 * The oldest entries to delete so the rest fits in `budget` bytes; `entries` runs from oldest to
 * newest. The newest entry always stays, even alone over budget: it is on screen right now.
 */
export function entriesOverBudget(entries: readonly KeptEntry[], budget: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of entries.slice(0, -1)) {
    if (total <= budget) break;
    evicted.push(entry.url);
    total -= entry.bytes;
  }
  return evicted;
}
