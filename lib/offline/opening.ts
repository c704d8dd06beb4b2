// The opening moment as the service worker learns it: the countdown must keep working offline
// (lib/offline/navigation.ts), and the worker cannot read the server's OPENING_DATE.

/** Public, like the menu's availability: `{ success, data: { apertura: ISO instant | null } }`. */
export const OPENING_PATH = '/api/opening';

export type OpeningAnswer = { success: true; data: { apertura: string | null } };

export function openingAnswer(opensAt: number | null): OpeningAnswer {
  return { success: true, data: { apertura: opensAt === null ? null : new Date(opensAt).toISOString() } };
}

/** The instant in an answer from OPENING_PATH; null (open) for anything else. */
export function readOpeningAnswer(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  const apertura = typeof data === 'object' && data !== null ? (data as { apertura?: unknown }).apertura : null;
  if (typeof apertura !== 'string') return null;
  const instant = Date.parse(apertura);
  return Number.isNaN(instant) ? null : instant;
}
