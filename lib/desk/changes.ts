import 'server-only';
import { lastChange, type DeskSection } from '@/lib/db/desk';
import { lastMenuChange, type MenuChangeKind } from '@/lib/db/menu';
import { lastChangeLine } from './time-ago';

/** A desk section's "Último cambio: <nombre>, <hace cuánto>" at the time of the request. */
export async function changeLine(section: DeskSection, now = Date.now()): Promise<string> {
  return lastChangeLine(await lastChange(section), now);
}

/** The same for the menu's sections, from the menu's history. */
export async function menuChangeLine(kinds: readonly MenuChangeKind[], now = Date.now()): Promise<string> {
  return lastChangeLine(await lastMenuChange(kinds), now);
}

/** The time a desk page is rendered at (a function, so render code stays free of the clock). */
export function requestTime(): number {
  return Date.now();
}
