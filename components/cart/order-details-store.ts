'use client';

// What the checkout remembers: the customer's details for the next order (localStorage,
// `pedido-datos`), with a table from a QR link (table-store.ts) winning.
import { DEFAULT_DETAILS, parseStoredDetails, type OrderDetails } from '@/lib/order/details';
import { linkedTable } from './table-store';

export const DETAILS_STORAGE_KEY = 'pedido-datos';

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

/** The details remembered from the last order, with a QR table winning over the stored one. */
export function initialDetails(): OrderDetails {
  const stored = typeof window === 'undefined' ? DEFAULT_DETAILS : parseStoredDetails(read(() => window.localStorage, DETAILS_STORAGE_KEY));
  const table = typeof window === 'undefined' ? null : linkedTable();
  return table === null ? stored : { ...stored, tipo: 'mesa', mesa: String(table) };
}

export function rememberDetails(details: OrderDetails) {
  write(() => window.localStorage, DETAILS_STORAGE_KEY, JSON.stringify(details));
}
