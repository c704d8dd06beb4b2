'use client';

import { useFollowedOrder } from './order-status';

/**
 * "Listo aprox. a las 4:35 p. m." for an order just sent, live like its status page: it moves when
 * the owner adds time ("+15 min") and goes once the order is ready, delivered or cancelled.
 */
export function ReadyEstimate({ token, className }: { token: string; className?: string }) {
  const view = useFollowedOrder(token, null);
  return view?.readyText ? (
    <p data-testid="listo-aprox" className={className}>
      {view.readyText}
    </p>
  ) : null;
}
