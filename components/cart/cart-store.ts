'use client';

// The one module that touches the `carrito` key. Components read the cart through useCart();
// every read is reconciled with the live menu (./live-menu.ts), so stored prices are never
// trusted. Beside the cart, `carrito-menu` keeps the menu version its prices came from: against a
// newer menu, what changed is told (./cart-notices.ts) and the clean cart is stored again.
import { useSyncExternalStore } from 'react';
import { parseStoredCart, readStoredCart, serializeCart, type CartItem } from '@/lib/cart/cart';
import { addCartNotices, clearCartNotices } from './cart-notices';
import { currentMenuFacts, findProduct, subscribeMenu } from '@/components/menu/live-menu';
import { storageSubscription } from './storage-subscription';

const CART_STORAGE_KEY = 'carrito';
const CART_MENU_VERSION_KEY = 'carrito-menu';

const EMPTY: CartItem[] = [];
let cachedText: string | null | undefined;
let cachedVersion = -1;
let cachedItems: CartItem[] = EMPTY;
/** Used when localStorage is unavailable (blocked, private mode, full). */
let memoryText: string | null = null;
let memoryVersion = 0;

function readText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memoryText;
  }
}

function readVersion(): number {
  try {
    const version = Number(window.localStorage.getItem(CART_MENU_VERSION_KEY) ?? '0');
    return Number.isSafeInteger(version) && version >= 0 ? version : 0;
  } catch {
    return memoryVersion;
  }
}

function writeText(text: string, version: number) {
  memoryText = text;
  memoryVersion = version;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, text);
    window.localStorage.setItem(CART_MENU_VERSION_KEY, String(version));
  } catch {
    // Storage refused: the in-memory copy keeps this tab working.
  }
}

function getSnapshot(): CartItem[] {
  const facts = currentMenuFacts();
  // No menu yet (a page without the shop's layout): nothing can be priced.
  if (!facts) return EMPTY;
  const text = readText();
  if (text !== cachedText || facts.version !== cachedVersion) {
    cachedText = text;
    cachedVersion = facts.version;
    const items = parseStoredCart(text, findProduct);
    cachedItems = items.length === 0 ? EMPTY : items;
  }
  return cachedItems;
}

const getServerSnapshot = () => EMPTY;

/**
 * Replaces a corrupt or tampered stored value with its clean form, and against a newer menu than
 * the cart's, stores its prices and keeps what changed to tell the customer. A menu older than the
 * cart's (a page regenerated a moment before a change) waits for the newer one.
 */
function repairStorage() {
  const facts = currentMenuFacts();
  const text = readText();
  if (!facts || text === null) return;
  const version = readVersion();
  if (facts.version < version) return;
  const { items, avisos } = readStoredCart(text, findProduct);
  if (facts.version > version && avisos.length > 0) addCartNotices(avisos);
  const clean = serializeCart(items);
  if (clean !== text || facts.version !== version) writeText(clean, facts.version);
}

// Another tab changed the cart: the browser tells us at once (no polling needed). A newer menu:
// the stored cart is reconciled with it and stored again, and every reader hears it.
let stopMenu: (() => void) | null = null;
const storage = storageSubscription(CART_STORAGE_KEY, {
  onFirst: () => {
    stopMenu ??= subscribeMenu(() => {
      repairStorage();
      storage.notify();
    });
    repairStorage();
  },
  onOtherTab: repairStorage,
});
const subscribe = storage.subscribe;

/** The cart now, outside rendering. */
export function readCart(): CartItem[] {
  return getSnapshot();
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Applies a pure cart operation (lib/cart) and stores the result. */
export function updateCart(operation: (items: CartItem[]) => CartItem[]) {
  const facts = currentMenuFacts();
  if (!facts) return;
  const next = operation(getSnapshot());
  writeText(serializeCart(next), facts.version);
  storage.notify();
}

/** Puts `items` in place of the cart, with no notice of its own: "Pedir de nuevo" (./past-orders-store.ts). */
export function replaceCart(items: CartItem[]) {
  clearCartNotices();
  updateCart(() => items);
}

export function clearCart() {
  updateCart(() => []);
  clearCartNotices();
}
