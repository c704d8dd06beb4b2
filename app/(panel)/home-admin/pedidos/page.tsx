import type { Metadata } from 'next';
import { OrdersBoard } from '@/components/desk/orders-board';
import { NewOrderButton } from '@/components/desk/new-order-button';
import { OrdersPauseControl } from '@/components/desk/orders-pause';
import { currentMenuFacts, currentOrdersPause } from '@/lib/menu/server';
import { requireOwner } from '@/lib/auth/dal';
import { boardOrders } from '@/lib/db/orders';
import { requestTime } from '@/lib/desk/changes';
import { boardWindow } from '@/lib/order/board';
import { longDate, costaRicaDate } from '@/lib/costa-rica-time';

// The board writes the count of waiting orders in front of this title (lib/order/board.ts boardTitle).
export const metadata: Metadata = { title: { absolute: 'Pedidos · CrepiVara' } };

/** The owner's live board of today's orders. Customers get a 404. */
export default async function OrdersBoardPage() {
  await requireOwner();
  const now = requestTime();
  const { start, openSince } = boardWindow(now);
  const [orders, pause, facts] = await Promise.all([boardOrders(start, openSince), currentOrdersPause(now), currentMenuFacts(now)]);
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-brand text-5xl font-bold text-ink">Pedidos</h1>
          <p className="mt-1 text-muted">Hoy, {longDate(costaRicaDate(now))}. Los pedidos nuevos aparecen solos, con un sonido.</p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <NewOrderButton facts={facts} />
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the panel checks the session again */}
          <a href="/home-admin/pedidos/resumen" className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink-2 hover:bg-surface-2">
            Resumen
          </a>
        </div>
      </div>
      <div className="mt-4">
        <OrdersPauseControl initial={pause} />
      </div>
      <div className="mt-5">
        <OrdersBoard initial={orders} now={now} />
      </div>
    </div>
  );
}
