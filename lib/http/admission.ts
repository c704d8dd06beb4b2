import { processGlobal } from '@/lib/process-global';

// A door the production entry keeps shut while a route can only refuse (docs/decisions/012): when
// sign-ups are being shed or their hourly ceiling is reached, every further sign-up would get the
// same answer, so the entry gives it at once, before Next parses, routes and validates the request.
// During a flood that work, repeated 64 times at once, is what made a login wait. A per-process
// memo of an answer the store or the hash pool already gave, for as long as it holds.

export interface Closure {
  /** Date.now() until which the door stays shut. */
  until: number;
  status: 429 | 503;
  message: string;
}

const doors = () => processGlobal('admission-doors', () => new Map<string, Closure>());

/** `route` is "METHOD /path": no request to it can succeed until `closure.until`. */
export function closeDoor(route: string, closure: Closure): void {
  const current = doors().get(route);
  if (!current || current.until < closure.until) doors().set(route, closure);
}

/** The closure in force for a request, if any (the path without its query). */
export function closedDoor(method: string | undefined, url: string | undefined, now = Date.now()): Closure | null {
  const route = `${method ?? 'GET'} ${(url ?? '/').split('?')[0]}`;
  const closure = doors().get(route);
  if (!closure) return null;
  if (closure.until > now) return closure;
  doors().delete(route);
  return null;
}
