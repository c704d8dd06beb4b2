'use client';

import { AppLink } from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { cartCount, cartTotal } from '@/lib/cart/cart';
import { formatColones } from '@/lib/money';
import { onAdded } from './cart-events';
import { useCart } from './cart-store';

// "Ver pedido (N) · ₡total", fixed at the bottom of every shop page but /orders while the cart
// has items. Adding a product bumps it (not with reduced motion) and a polite live region says
// "<nombre> agregado al carrito".
export function CartBar() {
  const items = useCart();
  const pathname = usePathname();
  const [announcement, setAnnouncement] = useState('');
  const [bumps, setBumps] = useState(0);
  const count = cartCount(items);
  const shown = count > 0 && pathname !== '/orders';

  useEffect(
    () =>
      onAdded((nombre) => {
        setAnnouncement(`${nombre} agregado al carrito`);
        setBumps((value) => value + 1);
      }),
    [],
  );

  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.dataset.cartBar = '';
    else delete root.dataset.cartBar;
    return () => {
      delete root.dataset.cartBar;
    };
  }, [shown]);

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown && (
        <div className="fixed inset-x-0 bottom-0 z-30 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4">
          <AppLink
            key={bumps}
            href="/orders"
            data-cart-bar-link
            className="mx-auto flex min-h-14 max-w-xl items-center justify-center rounded-full bg-brand-strong px-6 py-3 text-lg font-extrabold text-white tabular-nums shadow-xl shadow-black/25 motion-safe:animate-[cart-bump_350ms_ease-out] dark:bg-brand dark:text-brand-ink"
          >
            Ver pedido ({count}) · {formatColones(cartTotal(items))}
          </AppLink>
        </div>
      )}
    </>
  );
}
