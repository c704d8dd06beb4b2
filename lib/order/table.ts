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
