'use client';

import { useState } from 'react';
import { answeredFromNetwork, useOffline } from '@/components/offline/connection';
import { CheckIcon } from '@/components/ui/icons';
import { useLiveUpdates } from '@/components/ui/use-live-updates';
import { KEEP_ORDER_PAGE } from '@/lib/offline/order-pages';
import { PushOffer } from './push-offer';
import { SinpePayment } from './sinpe-payment';
import type { FollowView } from '@/lib/order/follow';
import { isSinpeView } from '@/lib/order/sinpe';
import type { OrderFulfilment } from '@/lib/order/record';
import { customerSteps, ORDER_STATUSES, type OrderStatus as Status } from '@/lib/order/status';

export type StatusView = Pick<FollowView, 'status' | 'statusText' | 'final' | 'readyText' | 'sinpe'>;

/** A status from the stream or a poll, when it is one. */
function statusOf(data: unknown): StatusView | null {
  const view = data as Partial<StatusView> | null;
  return view && ORDER_STATUSES.includes(view.status as Status) && typeof view.statusText === 'string' && typeof view.final === 'boolean'
    ? {
        status: view.status!,
        statusText: view.statusText,
        final: view.final,
        readyText: typeof view.readyText === 'string' ? view.readyText : null,
        sinpe: isSinpeView(view.sinpe) ? view.sinpe : null,
      }
    : null;
}

/**
 * An order's status from its stream (or a poll while the stream is down), from `initial` (null: not
 * known yet); it stops listening once the order is delivered or cancelled. `onUpdate` hears each
 * answer with the view it replaces.
 */
export function useFollowedOrder<Initial extends StatusView | null>(
  token: string,
  initial: Initial,
  onUpdate?: (next: StatusView, shown: StatusView | null) => void,
): StatusView | Initial {
  const [view, setView] = useState<StatusView | Initial>(initial);
  const update = (data: unknown) => {
    const next = statusOf(data);
    if (!next) return;
    onUpdate?.(next, view);
    setView(next);
  };
  useLiveUpdates({
    streamUrl: `/api/orders/${token}/stream`,
    pollUrl: `/api/orders/${token}`,
    events: ['estado'],
    onEvent: (_, data) => update(data),
    onPoll: update,
    active: !view?.final,
  });
  return view;
}

// The order's status on /pedido/<token>, live: it follows the owner's moves (through any instance)
// within a second or two, and stops listening once the order is delivered or cancelled.
export function OrderStatus({
  token,
  reference,
  initial,
  orderType,
}: {
  token: string;
  reference: string;
  initial: StatusView;
  orderType: OrderFulfilment['type'];
}) {
  const steps = customerSteps(orderType);
  const offline = useOffline();
  const view = useFollowedOrder(token, initial, (next, shown) => {
    answeredFromNetwork();
    // The worker's copy for offline (lib/offline/order-pages.ts) is fetched again to show this change.
    if (next.statusText !== shown?.statusText || next.readyText !== shown?.readyText || next.sinpe?.paid !== shown?.sinpe?.paid)
      navigator.serviceWorker?.controller?.postMessage({ type: KEEP_ORDER_PAGE });
  });
  const current = steps.findIndex((step) => step.status === view.status);

  return (
    <>
      <section aria-labelledby="estado-titulo" className="rounded-3xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="estado-titulo" className="text-sm font-bold tracking-wide text-muted uppercase">
          Estado
        </h2>
        <p role="status" data-testid="estado" className={`mt-1 text-3xl font-extrabold ${view.status === 'cancelado' ? 'text-off' : 'text-ink'}`}>
          {view.statusText}
        </p>
        {view.readyText && (
          <p data-testid="listo-aprox" className="mt-1 text-lg font-bold text-ink-2">
            {view.readyText}
          </p>
        )}
        {offline && <p className="mt-1 font-bold text-off">Sin conexión: puede haber cambiado</p>}
        {view.status !== 'cancelado' && (
          <ol className="mt-5 grid gap-3 sm:grid-cols-4">
            {steps.map((step, index) => {
              const done = index <= current;
              return (
                <li
                  key={step.status}
                  aria-current={index === current ? 'step' : undefined}
                  className="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-9 shrink-0 place-items-center rounded-full text-lg font-extrabold ${done ? 'bg-brand text-brand-ink' : 'border-2 border-line text-muted'}`}
                  >
                    {index < current ? <CheckIcon className="size-5" strokeWidth={2.5} /> : index + 1}
                  </span>
                  <span>
                    <span className={`block font-bold ${done ? 'text-ink' : 'text-muted'}`}>{step.label}</span>
                    {index === current && <span className="block text-sm text-muted">{step.hint}</span>}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {!view.final && !offline && <p className="mt-4 text-sm text-muted">Esta página se actualiza sola: no hace falta recargarla.</p>}
        {!view.final && <PushOffer token={token} reference={reference} />}
      </section>
      {view.sinpe && <SinpePayment token={token} sinpe={view.sinpe} />}
    </>
  );
}
