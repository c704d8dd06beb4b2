'use client';

import Link from 'next/link';
import { useState } from 'react';
import { cartCount } from '@/lib/cart/cart';
import { useCart } from './cart-store';

// The navbar's cart link prefetches /orders (its payload and its scripts, ~4 KB) once the visitor
// shows intent - a pointer over it, a finger on it, focus - not as soon as it is on screen: every
// shop page shows it, and most visits never open the cart (issue 16 counts those scripts). The
// cart bar, shown only with a filled cart, keeps Next's usual prefetch.
export function CartLink() {
  const count = cartCount(useCart());
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <Link
      href="/orders"
      prefetch={intent ? null : false}
      onPointerEnter={showIntent}
      onTouchStart={showIntent}
      onFocus={showIntent}
      aria-label={`Carrito (${count})`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20.5" r="1.3" />
        <circle cx="17" cy="20.5" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-2 px-1 text-center text-xs leading-5 font-extrabold text-[#3b0764] tabular-nums"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
