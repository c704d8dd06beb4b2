'use client';

import { costaRicaDate, longDate } from '@/lib/costa-rica-time';
import type { PastOrder } from '@/lib/cart/past-orders';
import { orderAgain, usePastOrders } from './past-orders-store';

/**
 * "Pedir de nuevo" on an empty cart: the last three orders sent from this browser, each put back in
 * the cart in one tap with the details it went with. `onOrderAgain` hears it (the page moves the focus).
 */
export function PastOrders({ onOrderAgain }: { onOrderAgain: () => void }) {
  const orders = usePastOrders();
  if (orders.length === 0) return null;

  function again(order: PastOrder) {
    orderAgain(order);
    onOrderAgain();
  }

  return (
    <section aria-labelledby="pedidos-anteriores" className="mt-6 rounded-3xl border border-line bg-surface p-5 text-left sm:p-6">
      <h2 id="pedidos-anteriores" className="text-xl font-extrabold text-ink">
        Tus pedidos anteriores
      </h2>
      <PastOrderList orders={orders} onAgain={again} />
    </section>
  );
}

/** The orders, each with its "Pedir de nuevo" (the empty cart's and Mi cuenta's). */
export function PastOrderList({ orders, onAgain }: { orders: readonly PastOrder[]; onAgain: (order: PastOrder) => void }) {
  return (
    <ul className="mt-3 divide-y divide-line">
      {orders.map((order) => (
        <li key={order.reference} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-bold text-ink">
              Pedido #{order.reference} · {longDate(costaRicaDate(order.at))}
            </p>
            <p className="wrap-anywhere text-ink-2">{order.summary}</p>
            <p className="text-sm text-muted">Total entonces: {order.total}</p>
          </div>
          <button
            type="button"
            onClick={() => onAgain(order)}
            aria-label={`Pedir de nuevo el pedido #${order.reference}`}
            className="min-h-11 rounded-full border-2 border-brand px-5 font-extrabold text-ink hover:bg-surface-2"
          >
            Pedir de nuevo
          </button>
        </li>
      ))}
    </ul>
  );
}
