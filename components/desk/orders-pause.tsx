'use client';

import { useEffect, useState } from 'react';
import { DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import { deskApi } from './desk-api';
import { activePause, isOrdersPause, PAUSE_MINUTES, pauseLeft, pauseSentence, type OrdersPause, type PauseMinutes } from '@/lib/order/pause';
import { answerMessage } from '@/lib/validation/answer';

/**
 * "Pausar pedidos" on the board: the kitchen stops online orders for 15, 30 or 60 minutes or until
 * it reopens them; while paused, the sentence customers read, the time left and "Reanudar".
 */
export function OrdersPauseControl({ initial }: { initial: OrdersPause | null }) {
  const [pause, setPause] = useState(initial);
  const [now, setNow] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const shown = now === null ? pause : activePause(pause, now);

  // The countdown, and the end of a timed pause, follow the clock.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, []);

  async function change(minutos: PauseMinutes | null | 'reanudar') {
    setBusy(true);
    setError('');
    const api = await deskApi();
    const answer = minutos === 'reanudar' ? await api.delete('/desk/orders/pause') : await api.put('/desk/orders/pause', { minutos });
    setBusy(false);
    const next = (answer.body as { data?: { pausa?: unknown } } | null)?.data?.pausa;
    if (answer.status === 200 && (next === null || isOrdersPause(next))) setPause(next);
    else setError(answerMessage(answer.body, DESK_SAVE_FAILED));
  }

  const left = shown && now !== null ? pauseLeft(shown, now) : null;
  return (
    <section aria-labelledby="pausa-titulo" className={`rounded-3xl border p-4 ${shown ? 'border-off/50 bg-off-bg' : 'border-line bg-surface'}`}>
      <h2 id="pausa-titulo" className="font-extrabold text-ink">
        Pausar pedidos
      </h2>
      {shown ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p role="status" className="text-ink">
            <span className="font-bold">{pauseSentence(shown)}</span>
            {left && <span className="block text-sm text-ink-2">Quedan {left}.</span>}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void change('reanudar')}
            className="min-h-11 rounded-full bg-brand px-5 font-extrabold text-brand-ink hover:bg-brand-strong disabled:opacity-60"
          >
            Reanudar
          </button>
        </div>
      ) : (
        <div className="mt-1">
          <p className="text-sm text-muted">Si la cocina está llena, deja de recibir pedidos en línea un rato: el sitio se lo dice a los clientes.</p>
          <div role="group" aria-label="Pausar pedidos en línea" className="mt-2 flex flex-wrap gap-2">
            {PAUSE_MINUTES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                disabled={busy}
                onClick={() => void change(minutes)}
                className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60"
              >
                {minutes} min
              </button>
            ))}
            <button
              type="button"
              disabled={busy}
              onClick={() => void change(null)}
              className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60"
            >
              Hasta reanudar
            </button>
          </div>
        </div>
      )}
      <p role="alert" className="mt-2 font-bold text-off empty:hidden">
        {error}
      </p>
    </section>
  );
}
