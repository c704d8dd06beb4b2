'use client';

import { useState } from 'react';
import { useLiveUpdates } from '@/components/ui/use-live-updates';
import { statusOf, type StatusView } from './order-status';

/**
 * "Listo aprox. a las 4:35 p. m." for an order just sent, live like its status page: it moves when
 * the owner adds time ("+15 min") and goes once the order is ready, delivered or cancelled.
 */
export function ReadyEstimate({ token, className }: { token: string; className?: string }) {
  const [view, setView] = useState<StatusView | null>(null);
  const update = (data: unknown) => {
    const next = statusOf(data);
    if (next) setView(next);
  };
  useLiveUpdates({
    streamUrl: `/api/orders/${token}/stream`,
    pollUrl: `/api/orders/${token}`,
    events: ['estado'],
    onEvent: (_, data) => update(data),
    onPoll: update,
    active: !view?.final,
  });
  return view?.readyText ? (
    <p data-testid="listo-aprox" className={className}>
      {view.readyText}
    </p>
  ) : null;
}
