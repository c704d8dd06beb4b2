'use client';

import { useEffect, useMemo } from 'react';
import { markSoldOut, type CartItem } from '@/lib/cart/cart';
import { useCart } from './cart-store';
import { refreshSoldOut, useSoldOut } from './sold-out';

/**
 * The cart as every count and total reads it: the stored lines with today's sold-out products
 * marked, so the navbar's badge, the cart bar and /orders agree on the lines that will be sent.
 * /orders passes its deferred copy of the stored cart (null until drawn).
 */
export function useOrderLines(): readonly CartItem[];
export function useOrderLines(cart: readonly CartItem[] | null): readonly CartItem[] | null;
export function useOrderLines(cart?: readonly CartItem[] | null): readonly CartItem[] | null {
  const live = useCart();
  const items = cart === undefined ? live : cart;
  const soldOut = useSoldOut();
  const hasItems = live.length > 0;
  // Asked once a cart is shown, and again when the connection comes back: offline the cart
  // showed the last answer seen.
  useEffect(() => {
    if (!hasItems) return;
    void refreshSoldOut(10_000);
    const reconnected = () => void refreshSoldOut(10_000, 0);
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [hasItems]);
  return useMemo(() => (items && soldOut.size > 0 ? markSoldOut(items, soldOut) : items), [items, soldOut]);
}
