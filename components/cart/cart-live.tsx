'use client';

// The cart's code that every shop page may need, in one chunk loaded only when there is a cart
// (./cart-presence.ts): the navbar's count, the cart bar's "Ver pedido" and putting a product in
// the cart (the add buttons load it on their first use).
import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { addItem, cartCount, cartTotal, type Selection } from '@/lib/cart/cart';
import { formatColones } from '@/lib/money';
import { CartLinkView } from './cart-link';
import { takePendingAdds } from './cart-presence';
import { updateCart } from './cart-store';
import { forgetLastOrder } from '@/components/checkout/last-order';
import { findProduct } from '@/components/menu/live-menu';
import { useOrderLines } from './use-order-lines';
import { useOrdersPaused } from './use-orders-paused';

/** Adds product `id` with `selection`; false when it is not on the menu (or hidden). */
export function addToCart(id: number, selection: Selection): boolean {
  const product = findProduct(id);
  if (!product) return false;
  updateCart((items) => addItem(items, product, selection, findProduct));
  forgetLastOrder();
  return true;
}

/** Puts in the cart what was added before its chunk arrived (./cart-presence.ts, queueAdd). */
export function addPending(): void {
  for (const { id, selection } of takePendingAdds()) addToCart(id, selection);
}

export function LiveCartLink() {
  // An add tapped on the page before (left before the cart's chunk came) is taken here, once the
  // page's menu is known.
  useEffect(addPending, []);
  return <CartLinkView count={cartCount(useOrderLines())} />;
}

/** "Ver pedido (N) · ₡total" while the cart has something to send; `bumps` replays its bump. */
export function LiveCartBarLink({ bumps }: { bumps: number }) {
  const items = useOrderLines();
  const paused = useOrdersPaused();
  const count = cartCount(items);
  if (count === 0) return null;
  return (
    <>
      {/* Above the bar (it is fixed): the kitchen's pause, before the customer goes to send. */}
      {paused && (
        <p
          role="status"
          data-testid="pausa-barra"
          className="absolute inset-x-0 bottom-full border-t border-off/40 bg-off-bg px-4 py-2 text-center text-sm font-bold text-ink"
        >
          {paused}
        </p>
      )}
      <AppLink
        key={bumps}
        href="/orders"
        data-cart-bar-link
        className="flex min-h-12 w-full max-w-md items-center justify-center rounded-full bg-brand-strong px-3 py-1 text-center text-[0.9375rem] leading-tight font-extrabold text-white tabular-nums shadow-lg shadow-black/20 motion-safe:animate-[cart-bump_350ms_ease-out] min-[400px]:px-4 min-[400px]:text-lg dark:bg-brand dark:text-brand-ink"
      >
        Ver pedido ({count}) · {formatColones(cartTotal(items))}
      </AppLink>
    </>
  );
}
