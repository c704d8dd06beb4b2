'use client';

// The one module that touches the `carrito` key. Components read the cart through
// useCart(); every read is reconciled with the menu, so stored prices are never trusted.
import { useSyncExternalStore } from 'react';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { parseStoredCart, serializeCart, type CartItem } from '@/lib/cart/cart';

export const CART_STORAGE_KEY = 'carrito';

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
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

function notify() {
  listeners.forEach((listener) => listener());
}

/** Replaces a corrupt or tampered stored value with its clean form. */
function repairStorage() {
  const text = readText();
  if (text === null) return;
  const clean = serializeCart(getSnapshot());
  if (clean !== text) writeText(clean);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    repairStorage();
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', notify);
    }
  };
}

// Another tab changed the cart: the browser tells us at once (no polling needed).
function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) {
    repairStorage();
    notify();
  }
}

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
