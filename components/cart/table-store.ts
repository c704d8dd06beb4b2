'use client';

// A table from a QR link (`?mesa=7` on any page), kept for 3 hours in localStorage (`mesa`, with
// the moment it expires: lib/order/table.ts), so every tab of the visit knows it and a visit next
// week does not. Other tabs follow at once through the `storage` event.
import { useSyncExternalStore } from 'react';
import { parseStoredTable, storedTable, tableFromLink } from '@/lib/order/table';
import { storageSubscription } from './storage-subscription';

const TABLE_STORAGE_KEY = 'mesa';

// Other tabs' changes, and a return to a tab left open past the 3 hours, are read again.
const { subscribe, notify } = storageSubscription(TABLE_STORAGE_KEY);

function read(): string | null {
  try {
    return window.localStorage.getItem(TABLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(text: string | null) {
  try {
    if (text === null) window.localStorage.removeItem(TABLE_STORAGE_KEY);
    else window.localStorage.setItem(TABLE_STORAGE_KEY, text);
  } catch {
    // Storage refused: the table can still be typed at checkout.
  }
  notify();
}

/** The table of this visit, or null (none, expired, or storage that is not ours to trust). */
export function linkedTable(): number | null {
  return parseStoredTable(read(), Date.now());
}

export function useLinkedTable(): number | null {
  return useSyncExternalStore(subscribe, linkedTable, () => null);
}

/** Remembers a valid `?mesa=` of the current address for 3 hours; clears a corrupt or expired one. */
export function rememberTableFromLink() {
  const table = tableFromLink(new URLSearchParams(window.location.search).get('mesa'));
  if (table !== null) write(storedTable(table, Date.now()));
  else if (read() !== null && linkedTable() === null) write(null);
}

export function forgetTable() {
  write(null);
}
