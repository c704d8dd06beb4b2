'use client';

// What the checkout remembers: the customer's details for the next order (localStorage,
// `pedido-datos`), but never how it is received: nothing is preselected, except "Comer aquí"
// with the table of a QR link (table-store.ts).
import { DEFAULT_DETAILS, detailsToRemember, parseStoredDetails, type OrderDetails } from '@/lib/order/details';
import { linkedTable } from './table-store';

const DETAILS_STORAGE_KEY = 'pedido-datos';

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

/** The details remembered from the last order, eating here at the QR link's table if there is one. */
export function initialDetails(): OrderDetails {
  const stored = typeof window === 'undefined' ? DEFAULT_DETAILS : parseStoredDetails(read(() => window.localStorage, DETAILS_STORAGE_KEY));
  return withTable(stored, typeof window === 'undefined' ? null : linkedTable());
}

/** A QR link's table preselects "Comer aquí" with it; without one the choice is left to the customer. */
export function withTable(details: OrderDetails, table: number | null): OrderDetails {
  return table === null ? details : { ...details, tipo: 'mesa', mesa: String(table) };
}

export function rememberDetails(details: OrderDetails) {
  write(() => window.localStorage, DETAILS_STORAGE_KEY, JSON.stringify(detailsToRemember(details)));
}
