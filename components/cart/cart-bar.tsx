'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { onAdded } from './cart-events';
import { loadLiveCart, useCartPresent } from './cart-presence';
import { TableChip } from './table-chip';
import { rememberTableFromLink, useLinkedTable } from './table-store';

const LiveCartBarLink = lazy(() => loadLiveCart().then((module) => ({ default: module.LiveCartBarLink })));

// The bar at the bottom of every shop page but /orders: the table of the visit ("Mesa 7", from
// its QR code), "Ver pedido (N) · ₡total" while the cart has something to send, and the spec's
// WhatsApp button (`whatsapp`, rendered on the server) at its end. One opaque bar, so the button
// never sits over a price or a control at any scroll position; the page ends with room for it
// (docs/decisions/020-whatsapp-button-in-the-cart-bar.md).
// Adding a product bumps the order link (not with reduced motion) and a polite live region says
// "<nombre> agregado al carrito". The order link and its total load the cart only when there is one
// (./cart-presence.ts).
export function CartBar({ whatsapp }: { whatsapp: React.ReactNode }) {
  const present = useCartPresent();
  const table = useLinkedTable();
  const pathname = usePathname();
  const [announcement, setAnnouncement] = useState('');
  const [bumps, setBumps] = useState(0);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    rememberTableFromLink();
    return onAdded((nombre) => {
      setAnnouncement(`${nombre} agregado al carrito`);
      setBumps((value) => value + 1);
    });
  }, []);

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {pathname !== '/orders' && (
        <aside
          ref={bar}
          aria-label="Tu pedido"
          data-bottom-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-page pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-12px_rgb(0_0_0/0.35)]"
        >
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-3 sm:gap-2 sm:px-4">
            {table !== null && (
              <TableChip
                table={table}
                onRemoved={() => {
                  setAnnouncement(`Mesa ${table} quitada`);
                  bar.current?.querySelector('a')?.focus();
                }}
              />
            )}
            <div className="flex min-w-0 flex-1 justify-center">
              {present && (
                <Suspense fallback={null}>
                  <LiveCartBarLink bumps={bumps} />
                </Suspense>
              )}
            </div>
            {whatsapp}
          </div>
        </aside>
      )}
    </>
  );
}
