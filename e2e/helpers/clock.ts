import type { Page } from '@playwright/test';

// The checkout depends on the time of day: while the shop is closed (data/hours.ts) it asks for a
// second tap. Specs about ordering fix the browser's clock inside opening hours, so they pass at
// any hour; closed-shop specs fix it outside them.

/** Wednesday 9 December 2026, 3:00 p.m. in Costa Rica: open. */
export const OPEN_TIME = new Date('2026-12-09T15:00:00-06:00');
/** The same Wednesday at 10:00 p.m.: closed, opening tomorrow at 11:00 a.m. */
export const CLOSED_TIME = new Date('2026-12-09T22:00:00-06:00');

/** Date.now() and new Date() read `time` in this page (timers keep running). */
export async function fixClock(page: Page, time: Date = OPEN_TIME): Promise<void> {
  await page.clock.setFixedTime(time);
}
