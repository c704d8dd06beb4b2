// "Pausar pedidos": the kitchen stops taking online orders for a while (15, 30 or 60 minutes) or
// until the owner reopens them. The store keeps one pause (lib/db/desk.ts) shared by every instance;
// the shop's pages read it with the menu facts, POST /api/orders refuses a new order with the same
// sentence. Pure: the clock is passed in.
import { formatTime, wallClock } from '@/lib/costa-rica-time';

/** The desk's choices, in minutes; `null` is "until reopened". */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];

/** A stored pause: until `hasta` (ms since the epoch), or until the owner reopens (`null`). */
export type OrdersPause = { hasta: number | null };

/** A pause as the server sends it (GET /api/menu's facts, the desk's answer); anything else is not. */
export function isOrdersPause(value: unknown): value is OrdersPause {
  if (typeof value !== 'object' || value === null) return false;
  const { hasta } = value as { hasta?: unknown };
  return hasta === null || (Number.isSafeInteger(hasta) && (hasta as number) >= 0);
}

/** The pause when it holds at `now`; null when there is none or its time is over. */
export function activePause(pause: OrdersPause | null, now: number): OrdersPause | null {
  return pause !== null && (pause.hasta === null || pause.hasta > now) ? pause : null;
}

/** When a pause of `minutes` taken at `now` ends: whole minutes, so the sentence's time is exact. */
export function pauseEnd(minutes: PauseMinutes, now: number): number {
  return Math.ceil((now + minutes * 60_000) / 60_000) * 60_000;
}

/** "No estamos recibiendo pedidos en línea hasta las 5:30 p. m." (or "por ahora" without an end). */
export function pauseSentence(pause: OrdersPause): string {
  if (pause.hasta === null) return 'No estamos recibiendo pedidos en línea por ahora.';
  const { hour, minute } = wallClock(pause.hasta);
  return `No estamos recibiendo pedidos en línea hasta las ${formatTime(hour, minute)}`;
}

/** The desk's countdown: "14 min" (rounded up), "menos de 1 min" at the end. */
export function pauseLeft(pause: OrdersPause, now: number): string | null {
  if (pause.hasta === null) return null;
  const minutes = Math.ceil((pause.hasta - now) / 60_000);
  return minutes <= 1 ? 'menos de 1 min' : `${minutes} min`;
}
