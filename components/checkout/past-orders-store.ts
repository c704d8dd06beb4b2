'use client';

// The `pedidos-anteriores` key: the last orders sent from this browser (lib/cart/past-orders.ts),
// for "Pedir de nuevo" on an empty /orders.
import { useSyncExternalStore } from 'react';
import { readStoredCart, type CartItem } from '@/lib/cart/cart';
import { detailsOf, parsePastOrders, pastOrder, withPastOrder, type PastOrder } from '@/lib/cart/past-orders';
import type { OrderDetails } from '@/lib/order/details';
import { addCartNotices } from '@/components/cart/cart-notices';
import { replaceCart } from '@/components/cart/cart-store';
import { forgetLastOrder } from './last-order';
import { currentMenuFacts, findProduct } from '@/components/menu/live-menu';
import { rememberDetails } from './order-details-store';
import { storageSubscription } from '@/components/cart/storage-subscription';

const PAST_ORDERS_KEY = 'pedidos-anteriores';
const storage = storageSubscription(PAST_ORDERS_KEY);

function readText(): string | null {
  try {
    return window.localStorage.getItem(PAST_ORDERS_KEY);
  } catch {
    return null;
  }
}

let cachedText: string | null | undefined;
let cachedOrders: PastOrder[] = [];
function getSnapshot(): PastOrder[] {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedOrders = parsePastOrders(text);
  }
  return cachedOrders;
}
const none: PastOrder[] = [];

export function usePastOrders(): PastOrder[] {
  return useSyncExternalStore(storage.subscribe, getSnapshot, () => none);
}

/** Keeps the order just sent first in the list (lib/cart/past-orders.ts pastOrder makes it, sent now). */
export function rememberPastOrder(reference: string, items: readonly CartItem[], details: OrderDetails, total: number) {
  try {
    const order = pastOrder(reference, items, details, total, Date.now());
    window.localStorage.setItem(PAST_ORDERS_KEY, JSON.stringify(withPastOrder(parsePastOrders(readText()), order)));
  } catch {
    // Storage refused (private mode, full): there is simply nothing to order again.
  }
  storage.notify();
}

/**
 * "Pedir de nuevo": the order's lines go back into the cart, read against today's menu (a product
 * gone is left out and a changed price is told, as for any stored cart; a sold-out one reads
 * "Agotado hoy" in the cart), and its details back into the form.
 */
export function orderAgain(order: PastOrder) {
  // No menu yet: nothing can be priced (the button shows only once the page has one).
  if (!currentMenuFacts()) return;
  const { items, avisos } = readStoredCart(order.cart, findProduct);
  replaceCart(items);
  addCartNotices(avisos);
  rememberDetails(detailsOf(order));
  // A new order begins: the panel of the last one sent goes, as when a product is added.
  forgetLastOrder();
}
