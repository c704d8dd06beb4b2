'use client';

// What the checkout remembers: the customer's details for the next order (localStorage,
// `pedido-datos`), and how this order is received until it is sent (`pedido-tipo`, for 3 hours:
// a reload keeps it, the next order is chosen anew). Nothing is preselected otherwise, except
// "Comer aquí" with the table of a QR link (table-store.ts).
import { DEFAULT_DETAILS, detailsToRemember, parseStoredDetails, parseStoredOrderType, storedOrderType, type OrderDetails } from '@/lib/order/details';
import { linkedTable } from '@/components/cart/table-store';

const DETAILS_STORAGE_KEY = 'pedido-datos';
const ORDER_TYPE_STORAGE_KEY = 'pedido-tipo';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the form still works for this order.
  }
}

/**
 * The details remembered from the last order with this order's choice so far, eating here at the
 * QR link's table if there is one.
 */
export function initialDetails(): OrderDetails {
  if (typeof window === 'undefined') return DEFAULT_DETAILS;
  const chosen = parseStoredOrderType(read(ORDER_TYPE_STORAGE_KEY), Date.now());
  return withTable({ ...parseStoredDetails(read(DETAILS_STORAGE_KEY)), ...chosen }, linkedTable());
}

/** A QR link's table preselects "Comer aquí" with it; without one the choice is left to the customer. */
export function withTable(details: OrderDetails, table: number | null): OrderDetails {
  return table === null ? details : { ...details, tipo: 'mesa', mesa: String(table) };
}

export function rememberDetails(details: OrderDetails) {
  write(DETAILS_STORAGE_KEY, JSON.stringify(detailsToRemember(details)));
  write(ORDER_TYPE_STORAGE_KEY, storedOrderType(details, linkedTable(), Date.now()));
}

/** The order went: the next one is chosen anew. */
export function forgetOrderType() {
  write(ORDER_TYPE_STORAGE_KEY, null);
}
