// The table number: the checkout's field and a table QR link (`?mesa=7`). Tiny and pure, because
// every shop page reads the link.
export const MAX_TABLE = 999;

/** A whole number 0-999 written with digits only; anything else is refused, never changed. */
export function parseTable(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_TABLE ? value : null;
}

/** A table from a QR link (`?mesa=7`): 1-999, anything else is ignored. */
export function tableFromLink(value: string | null): number | null {
  if (value === null) return null;
  const table = parseTable(value);
  return table !== null && table >= 1 ? table : null;
}

/** A table from a QR link is kept this long (across the browser's tabs): a visit, not a week (docs/decisions/021). */
export const TABLE_LINK_MS = 3 * 60 * 60 * 1000;
/** Clocks of two tabs are one clock; this only forgives a small step back of the system clock. */
const CLOCK_SLACK_MS = 30_000;

/** What is stored for a table scanned at `now`: the table and the moment it is forgotten. */
export function storedTable(table: number, now: number): string {
  return JSON.stringify({ mesa: table, hasta: now + TABLE_LINK_MS });
}

/** The stored table while it lasts; null once expired, and for anything corrupt or tampered. */
export function parseStoredTable(text: string | null, now: number): number | null {
  try {
    const { mesa, hasta } = JSON.parse(text ?? 'null') as { mesa?: unknown; hasta?: unknown };
    const table = typeof mesa === 'number' ? tableFromLink(String(mesa)) : null;
    return table !== null && typeof hasta === 'number' && now < hasta && hasta <= now + TABLE_LINK_MS + CLOCK_SLACK_MS ? table : null;
  } catch {
    return null;
  }
}
