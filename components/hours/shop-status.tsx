'use client';

import { useEffect, useState } from 'react';
import { weeklyHours } from '@/data/hours';
import { shopStatus, type Closure, type ShopStatus as Status } from '@/lib/hours/status';

/** How often the sentence is checked again (it changes at most twice a day). */
const RECHECK_MS = 30_000;

/**
 * "Abierto ahora · cierra a las 8:00 p. m." on every shop page. The server's sentence is the
 * first guess (a static page may be a minute old); the browser computes it again from the same
 * data at once and every half minute, on one line of fixed height, so nothing moves.
 */
export function ShopStatus({ initial, closure }: { initial: Status; closure: Closure }) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const update = () => setStatus(shopStatus(Date.now(), weeklyHours, closure));
    update();
    const timer = window.setInterval(update, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [closure]);

  return (
    <p className="mx-auto flex h-8 max-w-6xl items-center gap-2 truncate px-4 text-sm font-semibold text-ink-2" data-abierto={status.abierto}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${status.abierto ? 'bg-ok' : 'bg-off'}`} />
      {status.frase}
    </p>
  );
}
