import 'server-only';
import { lastMenuChange, type ChangeKind } from '@/lib/db/menu';
import { lastChangeLine } from './time-ago';

/** A desk section's "Último cambio: <nombre>, <hace cuánto>" (its newest change of `kinds`) at the time of the request. */
export async function changeLine(kinds: readonly ChangeKind[], now = Date.now()): Promise<string> {
  return lastChangeLine(await lastMenuChange(kinds), now);
}

/** The time a desk page is rendered at (a function, so render code stays free of the clock). */
export function requestTime(): number {
  return Date.now();
}
