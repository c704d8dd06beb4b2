'use client';

import { lazy, Suspense } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { CartIcon } from '@/components/ui/icons';
import { loadLiveCart, useCartPresent } from './cart-presence';

const LiveCartLink = lazy(() => loadLiveCart().then((module) => ({ default: module.LiveCartLink })));

// Like every AppLink, it prefetches /orders (its payload and its scripts, ~4 KB) once the visitor
// shows intent, not as soon as it is on screen: every shop page shows it, and most visits never
// open the cart (docs/decisions/001 and the JavaScript budget). The badge and the name show one number, the
// lines that will be sent (useOrderLines), as the cart bar and /orders do; with no cart stored
// the cart's logic is not loaded and the count is 0 (./cart-presence.ts).
export function CartLink() {
  const empty = <CartLinkView count={0} />;
  return useCartPresent() ? (
    <Suspense fallback={empty}>
      <LiveCartLink />
    </Suspense>
  ) : (
    empty
  );
}

/**
 * The link's name starts with what it shows (WCAG 2.5.3, Label in Name): the badge's number, so a
 * voice-control user who says "1" reaches it; "Carrito" while it shows only the icon.
 */
function cartLinkName(count: number): string {
  return count === 0 ? 'Carrito' : `${count} ${count === 1 ? 'producto' : 'productos'} en el carrito`;
}

export function CartLinkView({ count }: { count: number }) {
  return (
    <AppLink
      href="/orders"
      aria-label={cartLinkName(count)}
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
