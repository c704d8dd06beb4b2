'use client';

import { useFollowedOrder } from './order-status';
import { PushOffer } from './push-offer';
import { SinpePayment } from './sinpe-payment';

/**
 * The success panel's live part once the server has the order, following it like its status page:
 * "Listo aprox. a las 4:35 p. m." (it moves when the owner adds time and goes once the order is
 * ready, delivered or cancelled), "Avísame cuando esté listo", and for SINPE Móvil the number, the
 * amount and "Ya pagué".
 */
export function SentOrderLive({ token, reference, className }: { token: string; reference: string; className?: string }) {
  const view = useFollowedOrder(token, null);
  return (
    <>
      {view?.readyText && (
        <p data-testid="listo-aprox" className={className}>
          {view.readyText}
        </p>
      )}
      {!view?.final && <PushOffer token={token} reference={reference} />}
      {view?.sinpe && (
        <div className="my-3">
          <SinpePayment token={token} sinpe={view.sinpe} />
        </div>
      )}
    </>
  );
}
