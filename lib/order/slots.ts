// Orders for later: which quarter hours a customer may choose ("¿Para cuándo?") and which still
// have room. Pure: the server offers and checks the same slots (GET /api/orders/slots, POST
// /api/orders) from the stored hours and closure.
import { costaRicaDayStart, DAY_MS } from '@/lib/costa-rica-time';
import { openingsAfter, type Closure, type WeeklyHours } from '@/lib/shop-hours/status';
import { SCHEDULE_LEAD_MS, SLOT_MS } from './schedule';

/** A slot chosen a moment ago is still taken when the post arrives this much later. */
const CHOSEN_GRACE_MS = 5 * 60_000;

/** The quarter hours strictly inside an opening: 11:15 to 7:45 p. m. for 11:00 to 8:00 p. m. */
function quartersInside(opens: number, closes: number): number[] {
  const slots: number[] = [];
  // Costa Rica is a whole number of hours from UTC: quarter hours of the epoch are the shop's.
  for (let at = Math.floor(opens / SLOT_MS) * SLOT_MS + SLOT_MS; at < closes; at += SLOT_MS) slots.push(at);
  return slots;
}

/**
 * The times a customer may order for: quarter hours inside the stored openings, at least
 * `leadMs` from now, today or tomorrow; when the shop has none then (closed for days), those of its
 * next opening.
 */
export function scheduleSlots(now: number, hours: WeeklyHours, closure: Closure, leadMs = SCHEDULE_LEAD_MS): number[] {
  const earliest = now + leadMs;
  const afterTomorrow = costaRicaDayStart(now) + 2 * DAY_MS;
  const slots: number[] = [];
  for (const [opens, closes] of openingsAfter(now, hours, closure)) {
    const inside = quartersInside(opens, closes).filter((at) => at >= earliest);
    if (inside.length === 0) continue;
    if (inside[0]! >= afterTomorrow) return slots.length > 0 ? slots : inside;
    slots.push(...inside.filter((at) => at < afterTomorrow));
  }
  return slots;
}

/** Whether `at` is a slot the customer could have been offered a moment ago (the post's check). */
export function isOfferedSlot(at: number, now: number, hours: WeeklyHours, closure: Closure): boolean {
  return scheduleSlots(now, hours, closure, SCHEDULE_LEAD_MS - CHOSEN_GRACE_MS).includes(at);
}

/** The slots with room: fewer than `limit` orders taken (`taken`: orders by slot instant). */
export function freeSlots(slots: readonly number[], taken: ReadonlyMap<number, number>, limit: number): number[] {
  return slots.filter((at) => (taken.get(at) ?? 0) < limit);
}
