'use client';

// What the checkout remembers: the customer's details for the next order (localStorage,
// `pedido-datos`) and a table from a QR link for this visit (sessionStorage, `mesa`).
import { DEFAULT_DETAILS, parseStoredDetails, tableFromLink, type OrderDetails } from '@/lib/order/details';

export const DETAILS_STORAGE_KEY = 'pedido-datos';
export const TABLE_STORAGE_KEY = 'mesa';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the form still works for this order.
  }
}

/** The table this visit came with (`?mesa=7` on any page), or null. */
export function linkedTable(): number | null {
  return tableFromLink(read(() => window.sessionStorage, TABLE_STORAGE_KEY));
}

/** Remembers a valid `?mesa=` of the current address for the rest of the visit. */
export function rememberTableFromLink() {
  const table = tableFromLink(new URLSearchParams(window.location.search).get('mesa'));
  if (table !== null) write(() => window.sessionStorage, TABLE_STORAGE_KEY, String(table));
}

/** The details remembered from the last order, with a QR table winning over the stored one. */
export function initialDetails(): OrderDetails {
  const stored = typeof window === 'undefined' ? DEFAULT_DETAILS : parseStoredDetails(read(() => window.localStorage, DETAILS_STORAGE_KEY));
  const table = typeof window === 'undefined' ? null : linkedTable();
  return table === null ? stored : { ...stored, tipo: 'mesa', mesa: String(table) };
}

export function rememberDetails(details: OrderDetails) {
  write(() => window.localStorage, DETAILS_STORAGE_KEY, JSON.stringify(details));
}
