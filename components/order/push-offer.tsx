'use client';

import { useEffect, useState } from 'react';
import { brandButton } from '@/components/ui/brand-button';
import { apiClient } from '@/lib/api-client';
import { orderLinkKept, rememberOrderLink } from '@/lib/push/links';
import { currentSubscription, pushSupport, subscribeThisBrowser, type PushSupport } from './web-push';

type State = { support: PushSupport | 'unknown'; on: boolean; busy: boolean; message: string; failure: string };

const HOME_SCREEN = 'Agrega CrepiVara a tu pantalla de inicio para recibir avisos: ábrela desde ahí y toca «Avísame cuando esté listo».';

/**
 * "Avísame cuando esté listo" on the status page and in the success panel: with the phone locked or
 * the page closed, the customer hears "Tu pedido #K7Q2P está listo" (docs/push.md). On an iPhone
 * outside the home-screen app it says how to get there; where the browser has no push, nothing shows.
 */
export function PushOffer({ token, reference }: { token: string; reference: string }) {
  const [state, setState] = useState<State>({ support: 'unknown', on: false, busy: false, message: '', failure: '' });
  const update = (change: Partial<State>) => setState((current) => ({ ...current, ...change }));

  useEffect(() => {
    const support = pushSupport();
    let active = true;
    // Already asked on this browser for this order (the link kept for the worker says so).
    void Promise.all([currentSubscription(), orderLinkKept(reference)])
      .then(([subscription, kept]) => active && update({ support, on: subscription !== null && kept }))
      .catch(() => active && update({ support }));
    return () => {
      active = false;
    };
  }, [reference]);

  async function turnOn() {
    update({ busy: true, failure: '', message: '' });
    const outcome = await subscribeThisBrowser(`/orders/${token}/push`);
    if (!outcome.ok) return update({ busy: false, failure: outcome.message });
    await rememberOrderLink(reference, `/pedido/${token}`).catch(() => undefined);
    update({ busy: false, on: true, message: 'Listo: te avisaremos aquí cuando esté listo, aunque cierres la página.' });
  }

  async function turnOff() {
    update({ busy: true, failure: '', message: '' });
    const subscription = await currentSubscription().catch(() => null);
    const sent = subscription ? await apiClient.delete(`/orders/${token}/push`, { endpoint: subscription.endpoint }) : { status: 200 };
    if (sent.status !== 200) return update({ busy: false, failure: 'No se pudo quitar el aviso. Inténtalo de nuevo.' });
    update({ busy: false, on: false, message: 'Ya no te avisaremos de este pedido.' });
  }

  if (state.support === 'unknown' || state.support === 'unsupported') return null;
  return (
    <div data-testid="avisos" className="mt-4">
      {state.support === 'home-screen' ? (
        <p className="text-sm font-bold">{HOME_SCREEN}</p>
      ) : state.on ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-bold">Te avisaremos cuando esté listo.</p>
          <button
            type="button"
            disabled={state.busy}
            onClick={() => void turnOff()}
            className="min-h-11 rounded-full border-2 border-current px-4 font-bold disabled:opacity-60"
          >
            Dejar de avisar
          </button>
        </div>
      ) : (
        <button type="button" disabled={state.busy} onClick={() => void turnOn()} className={brandButton('md', 'min-h-12 disabled:opacity-60')}>
          Avísame cuando esté listo
        </button>
      )}
      <p role="status" className="mt-2 text-sm">
        {state.message}
      </p>
      {state.failure && (
        <p role="alert" className="mt-2 text-sm font-bold text-off">
          {state.failure}
        </p>
      )}
    </div>
  );
}
