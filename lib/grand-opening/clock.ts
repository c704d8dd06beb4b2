// The countdown's clock (components/grand-opening/countdown.tsx): the device's own, corrected only
// when it is far from the server's, so the page never opens early and bounces off the still-closed
// site, nor late because the page was slow to load.

/** A gap this small is mostly network delay: the device's clock is trusted. */
const CLOCK_TOLERANCE_MS = 2000;

/** When the page's first byte arrived and whether the service worker answered it (null: unknown). */
export type PageArrival = { receivedAt: number; fromCache: boolean } | null;

/**
 * How far to move the device's clock to read the server's: the server's time written in the page
 * against the moment the page arrived (else against `now`, when the page runs: a phone that takes
 * seconds to run it would read that wait as its clock being ahead, and open late by it). 0 within
 * the tolerance, offline, and for a copy the service worker kept (its server time is long gone).
 */
export function clockSkew(serverNow: number, now: number, online: boolean, arrival: PageArrival): number {
  if (!online || arrival?.fromCache) return 0;
  const measured = serverNow - (arrival?.receivedAt ?? now);
  return Math.abs(measured) > CLOCK_TOLERANCE_MS ? measured : 0;
}
