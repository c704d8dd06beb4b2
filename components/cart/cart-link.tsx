'use client';

import { AppLink } from '@/components/ui/app-link';
import { cartCount } from '@/lib/cart/cart';
import { useOrderLines } from './use-order-lines';
import { CartIcon } from '@/components/ui/icons';

// Like every AppLink, it prefetches /orders (its payload and its scripts, ~4 KB) once the visitor
// shows intent, not as soon as it is on screen: every shop page shows it, and most visits never
// open the cart (docs/decisions/001 and the JavaScript budget). The badge and the name show one number, the
// lines that will be sent (useOrderLines), as the cart bar and /orders do.
export function CartLink() {
  const count = cartCount(useOrderLines());
  return (
    <AppLink
      href="/orders"
      aria-label={`Carrito (${count})`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-2 px-1 text-center text-xs leading-5 font-extrabold text-[#3b0764] tabular-nums"
        >
          {count}
        </span>
      )}
    </AppLink>
  );
}
