'use client';

// The one module that touches the `carrito` key. Components read the cart through
// useCart(); every read is reconciled with the menu, so stored prices are never trusted.
import { useSyncExternalStore } from 'react';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { parseStoredCart, serializeCart, type CartItem } from '@/lib/cart/cart';
import { storageSubscription } from './storage-subscription';

export const CART_STORAGE_KEY = 'carrito';

const EMPTY: CartItem[] = [];
let cachedText: string | null | undefined;
let cachedItems: CartItem[] = EMPTY;
/** Used when localStorage is unavailable (blocked, private mode, full). */
let memoryText: string | null = null;

function readText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memoryText;
  }
}

function writeText(text: string) {
  memoryText = text;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, text);
  } catch {
    // Storage refused: the in-memory copy keeps this tab working.
  }
}

function getSnapshot(): CartItem[] {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    const items = parseStoredCart(text, getCatalogProduct);
    cachedItems = items.length === 0 ? EMPTY : items;
  }
  return cachedItems;
}

const getServerSnapshot = () => EMPTY;

/** Replaces a corrupt or tampered stored value with its clean form. */
function repairStorage() {
  const text = readText();
  if (text === null) return;
  const clean = serializeCart(getSnapshot());
  if (clean !== text) writeText(clean);
}

// Another tab changed the cart: the browser tells us at once (no polling needed).
const { subscribe, notify } = storageSubscription(CART_STORAGE_KEY, { onFirst: repairStorage, onOtherTab: repairStorage });

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Applies a pure cart operation (lib/cart) and stores the result. */
export function updateCart(operation: (items: CartItem[]) => CartItem[]) {
  const next = operation(getSnapshot());
  writeText(serializeCart(next));
  notify();
}

export function clearCart() {
  updateCart(() => []);
}
