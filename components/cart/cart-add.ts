'use client';

// Putting a product in the cart: loaded by the add buttons on their first use, so a page whose
// visitor adds nothing never loads the cart's logic (docs/decisions/090-menu-main-thread.md).
import { addItem, type Selection } from '@/lib/cart/cart';
import { updateCart } from './cart-store';
import { forgetLastOrder } from './last-order';
import { findProduct } from './live-menu';

/** Adds product `id` with `selection`; false when it is not on the menu (or hidden). */
export function addToCart(id: number, selection: Selection): boolean {
  const product = findProduct(id);
  if (!product) return false;
  updateCart((items) => addItem(items, product, selection, findProduct));
  forgetLastOrder();
  return true;
}
