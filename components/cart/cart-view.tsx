'use client';

import { AppLink } from '@/components/ui/app-link';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cartCount } from '@/lib/cart/cart';
import { defaultSettings } from '@/lib/menu/settings';
import type { OrderType } from '@/lib/order/details';
import { CartLine } from './cart-line';
import * as liveCart from './cart-live';
import { provideLiveCart } from './cart-presence';
import { clearCartNotices, useCartNotices } from './cart-notices';
import { clearCart, useCart } from './cart-store';
import { refreshMenu, useMenuFacts } from '@/components/menu/live-menu';
import { LAST_ORDER_KEY, readLastOrder, rememberLastOrder, type LastOrder } from '@/components/checkout/last-order';
import { useLinkedTable } from './table-store';
import { OrderSummary } from '@/components/checkout/order-summary';
import { TableChip } from './table-chip';
import { useOrderLines } from './use-order-lines';
import { brandButton } from '@/components/ui/brand-button';
import { useNeededSoon } from '@/components/ui/use-needed-soon';

// This page carries the cart already: the navbar's count and the cart bar use this copy.
provideLiveCart(liveCart);

// The checkout form (its validation, the message builder) loads once the visitor moves on the page
// or nears it, and the sent-order panel only after an order: neither is part of the page's load.
const CheckoutForm = lazy(() => import('@/components/checkout/checkout-form').then((module) => ({ default: module.CheckoutForm })));
const OrderSentPanel = lazy(() => import('@/components/checkout/order-sent-panel').then((module) => ({ default: module.OrderSentPanel })));
// "Pedir de nuevo" only with an empty cart.
const PastOrders = lazy(() => import('@/components/checkout/past-orders').then((module) => ({ default: module.PastOrders })));

// About the form's height while it loads, so nothing below it jumps.
const formPlaceholder = <div className="min-h-[38rem] rounded-3xl border border-line bg-surface" />;

/** How often an open /orders with a cart asks the menu again (the owner's changes show within it). */
const LIVE_MENU_MS = 5000;

const subscribeNever = () => () => {};
const none = () => null;
const storedLastOrder = () => window.sessionStorage.getItem(LAST_ORDER_KEY);

export function CartView() {
  // The cart lives in this browser only: the server's HTML cannot know it. `null` until the
  // first client render with the stored cart, which React does in the background (a deferred
  // value), so hydration and drawing the cart are not one long task. Meanwhile a neutral line
  // stands where "Tu carrito está vacío" used to flash before a full cart.
  // Products the owner switched off today (asked once a cart is shown, and again before sending)
  // read "Agotado hoy" and leave the total and the message, as in the navbar and the cart bar.
  const items = useOrderLines(useDeferredValue(useCart(), null));
  const [formNeeded, formSlot] = useNeededSoon<HTMLDivElement>();
  const [sent, setSent] = useState<LastOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Known only in the browser, after hydration: a table from the QR link (3 hours, every tab),
  // and the order sent before a reload of this tab.
  const table = useLinkedTable();
  const storedOrder = useSyncExternalStore(subscribeNever, storedLastOrder, none);
  const lastOrder = sent ?? (storedOrder === null ? null : readLastOrder());
  const settings = useMenuFacts()?.ajustes ?? defaultSettings();
  const [tipo, setTipo] = useState<OrderType | ''>('');
  // What changed since the cart was filled (a new price, a product gone): told here until closed.
  const notices = useCartNotices();
  // This page is static (regenerated seconds after a change): with a cart, the menu is asked for at
  // once, then every few seconds while the page is shown, so prices, the delivery fee, the minimum
  // and the ways to pay follow "Ajustes" before the customer sends (a 304 while nothing changed).
  const hasItems = useCart().length > 0;
  useEffect(() => {
    if (!hasItems) return;
    void refreshMenu(10_000, 5_000);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshMenu(LIVE_MENU_MS, LIVE_MENU_MS - 1000);
    }, LIVE_MENU_MS);
    return () => window.clearInterval(timer);
  }, [hasItems]);

  function done(order: LastOrder) {
    rememberLastOrder(order);
    clearCart();
    setSent(order);
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 ref={heading} tabIndex={-1} className="font-brand text-5xl font-bold text-ink outline-none">
          Tu pedido
        </h1>
        {table !== null && <TableChip table={table} onRemoved={() => heading.current?.focus()} />}
      </div>
      {/* Server-rendered and wider than any cart row, so the first paint is the largest one. */}
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Revisa tus antojos, dinos cómo lo quieres y cómo pagas, y envía el pedido por WhatsApp: te confirmamos en unos minutos.
      </p>

      {lastOrder !== null && (
        <Suspense fallback={null}>
          <OrderSentPanel order={lastOrder} fresh={sent !== null} />
        </Suspense>
      )}

      {notices.length > 0 && (
        <div role="status" className="mt-6 rounded-3xl border border-brand/50 bg-surface p-4 text-ink" data-testid="avisos-carrito">
          <p className="font-bold">Tu pedido cambió desde que lo armaste:</p>
          <ul className="mt-1 list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={clearCartNotices}
            className="mt-3 min-h-11 rounded-full border-2 border-line px-5 font-bold text-ink-2 hover:bg-surface-2"
          >
            Entendido
          </button>
        </div>
      )}

      {items === null ? (
        <p className="mt-6 text-lg text-muted">Cargando tu carrito…</p>
      ) : items.length === 0 ? (
        <>
          <div className="mt-6 rounded-3xl border border-dashed border-line bg-surface p-8 text-center">
            <p className="text-2xl font-extrabold text-ink">Tu carrito está vacío</p>
            <p className="mt-2 text-muted">Date una vuelta por el menú y agrega tus antojos.</p>
            <AppLink href="/menu" className={brandButton('md', 'mt-5 inline-block')}>
              Ir al menú
            </AppLink>
          </div>
          <Suspense fallback={null}>
            <PastOrders
              onOrderAgain={() => {
                setSent(null);
                heading.current?.focus();
              }}
            />
          </Suspense>
        </>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <section aria-label={`Productos en el carrito (${cartCount(items)})`}>
            <ul className="space-y-3">
              {items.map((item) => (
                <CartLine
                  key={item.key}
                  item={item}
                  sharesProduct={items.some((other) => other.id === item.id && other.key !== item.key)}
                  onRemoved={() => heading.current?.focus()}
                />
              ))}
            </ul>
            <p className="mt-4">
              <AppLink href="/menu" className="font-bold text-ink-2 underline underline-offset-4 hover:text-ink">
                Seguir comprando
              </AppLink>
            </p>
          </section>
          <div className="space-y-6">
            <OrderSummary items={items} settings={settings} tipo={tipo} />
            {formNeeded ? (
              <Suspense fallback={formPlaceholder}>
                <CheckoutForm items={items} onOrdered={done} onOrderType={setTipo} />
              </Suspense>
            ) : (
              <div ref={formSlot}>{formPlaceholder}</div>
            )}
          </div>
        </div>
      )}
    </>
  );
}
