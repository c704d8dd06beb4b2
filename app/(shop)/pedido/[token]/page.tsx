import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { OrderStatus } from '@/components/order/order-status';
import { AppLink } from '@/components/ui/app-link';
import { brandButton } from '@/components/ui/brand-button';
import { orderByToken } from '@/lib/db/orders';
import { followView } from '@/lib/order/follow';
import { OUT_OF_HOURS_LABEL } from '@/lib/order/record';
import { isStatusToken } from '@/lib/order/order-ids';
import { sha256Hex } from '@/lib/order/token';

// Whoever holds the link sees the order and its status, and nothing about the customer (no name,
// phone or address) nor any other order. Not indexed, and no referrer leaves it (next.config.ts
// sends the same as headers), so the link does not travel on.
export const metadata: Metadata = {
  title: 'Tu pedido',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function FollowOrderPage({ params }: PageProps<'/pedido/[token]'>) {
  // Per request: the status changes, and the link is one customer's.
  await connection();
  const { token } = await params;
  // Not a token's shape: a plain 404 without asking the store.
  if (!isStatusToken(token)) notFound();
  const order = await orderByToken(await sha256Hex(token));
  if (!order) notFound();
  const view = followView(order);

  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 pt-8 pb-12">
      <header>
        <p className="text-muted">{view.time}</p>
        <h1 className="font-brand text-5xl font-bold text-ink">{view.reference}</h1>
        <p className="mt-1 text-lg font-bold text-ink-2">{view.type}</p>
        {view.outOfHours && (
          <p className="mt-2 rounded-2xl bg-off-bg px-3 py-2 text-sm font-bold text-off">{OUT_OF_HOURS_LABEL}: lo preparamos en cuanto abramos.</p>
        )}
      </header>

      <OrderStatus
        token={token}
        reference={order.reference}
        orderType={order.fulfilment.type}
        initial={{ status: view.status, statusText: view.statusText, final: view.final, readyText: view.readyText, sinpe: view.sinpe }}
      />

      <section aria-labelledby="detalle-titulo" className="rounded-3xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="detalle-titulo" className="text-xl font-extrabold text-ink">
          Tu pedido
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {view.lines.map((line, index) => (
            <li key={index} className="flex gap-3 py-3">
              <span className="font-extrabold text-ink">{line.quantity} x</span>
              <span className="min-w-0 flex-1 wrap-anywhere">
                <span className="block font-bold text-ink">{line.name}</span>
                {line.details.map((detail) => (
                  <span key={detail} className="block text-sm text-muted">
                    {detail}
                  </span>
                ))}
                {line.note && <span className="block text-sm text-ink-2 italic">{line.note}</span>}
              </span>
              <span className="font-bold whitespace-nowrap text-ink">{line.amount}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-line pt-3">
          {view.totals.map((total) => (
            <div key={total.label} className={`flex justify-between ${total.label === 'Total' ? 'text-lg font-extrabold text-ink' : 'text-ink-2'}`}>
              <dt>{total.label}</dt>
              <dd>{total.amount}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-ink-2">
          <span className="font-bold">Pago:</span> {view.payment.join(' · ')}
        </p>
      </section>

      <p className="text-center text-muted">¿Algo no está bien? Escríbenos por WhatsApp con tu número de pedido.</p>
      <p className="text-center">
        <AppLink href="/menu" className={brandButton('md', 'inline-block')}>
          Ver el menú
        </AppLink>
      </p>
    </div>
  );
}
