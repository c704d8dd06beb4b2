'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { markSoldOut, markSoldOutOptions, type CartItem } from '@/lib/cart/cart';
import type { MenuFacts } from '@/lib/menu/facts';
import { readCart, useCart } from './cart-store';
import { currentMenuFacts, findProduct, refreshMenu, subscribeMenu } from '@/components/menu/live-menu';

/** The lines with today's sold-out products and options marked, by `facts`. */
function marked(items: readonly CartItem[], facts: MenuFacts): CartItem[] {
  const soldOut = new Set(facts.productos.filter((product) => !product.disponible).map((product) => product.id));
  return markSoldOutOptions(soldOut.size > 0 ? markSoldOut(items, soldOut) : items, new Set(facts.agotadas), findProduct);
}

/** The order's lines right now, outside rendering (the check right before sending). */
export function orderLinesNow(): readonly CartItem[] {
  const facts = currentMenuFacts();
  return facts ? marked(readCart(), facts) : [];
}

/**
 * The cart as every count and total reads it: the stored lines with today's sold-out products and
 * options marked, so the navbar's badge, the cart bar and /orders agree on the lines that will be
 * sent. /orders passes its deferred copy of the stored cart (null until drawn).
 */
export function useOrderLines(): readonly CartItem[];
export function useOrderLines(cart: readonly CartItem[] | null): readonly CartItem[] | null;
export function useOrderLines(cart?: readonly CartItem[] | null): readonly CartItem[] | null {
  const live = useCart();
  const items = cart === undefined ? live : cart;
  const hasItems = live.length > 0;
  // The menu matters only with something in the cart: an empty cart (and hydration) renders nothing again.
  const facts = useSyncExternalStore(
    subscribeMenu,
    () => (hasItems ? currentMenuFacts() : null),
    () => null,
  );
  // The menu is asked again once a cart is shown (at most every half minute), and when the
  // connection comes back: offline the cart showed the last menu seen.
  useEffect(() => {
    if (!hasItems) return;
    void refreshMenu(10_000);
    const reconnected = () => void refreshMenu(10_000, 0);
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [hasItems]);
  return useMemo(() => (items && facts ? marked(items, facts) : items), [items, facts]);
}
