'use client';

// A table from a QR link (`?mesa=7` on any page), kept for the visit in sessionStorage (`mesa`).
import { tableFromLink } from '@/lib/order/table';

export const TABLE_STORAGE_KEY = 'mesa';

/** The table this visit came with, or null. */
export function linkedTable(): number | null {
  try {
    return tableFromLink(window.sessionStorage.getItem(TABLE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers a valid `?mesa=` of the current address for the rest of the visit. */
export function rememberTableFromLink() {
  const table = tableFromLink(new URLSearchParams(window.location.search).get('mesa'));
  if (table === null) return;
  try {
    window.sessionStorage.setItem(TABLE_STORAGE_KEY, String(table));
  } catch {
    // Storage refused: the table can still be typed at checkout.
  }
}
