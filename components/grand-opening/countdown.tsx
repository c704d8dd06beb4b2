'use client';

import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clockSkew, type PageArrival } from '@/lib/grand-opening/clock';
import { announceRemaining, remainingUntil } from '@/lib/grand-opening/format';
import { servedFromCache } from '@/lib/offline/connection';
import { launchConfetti } from './confetti';
import { brandButton } from '@/components/ui/brand-button';

const REDIRECT_DELAY_MS = 5000;
const UNITS = [
  { key: 'days', label: 'Días' },
  { key: 'hours', label: 'Horas' },
  { key: 'minutes', label: 'Minutos' },
  { key: 'seconds', label: 'Segundos' },
] as const;

/** When this page's first byte arrived, from the browser's navigation timing (null after a client navigation). */
function pageArrival(): PageArrival {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!load || load.responseStart <= 0 || new URL(load.name).pathname !== location.pathname) return null;
  return { receivedAt: performance.timeOrigin + load.responseStart, fromCache: servedFromCache(load.serverTiming) };
}

/** Ticks from the clock (not by counting ticks), so it is right again the moment a tab wakes. */
export function Countdown({ target, serverNow }: { target: number; serverNow: number }) {
  const router = useRouter();
  const [now, setNow] = useState(serverNow);
  const open = now >= target;
  const countingAtLoad = serverNow < target;

  useEffect(() => {
    // A copy the service worker kept was chosen by the device's clock: the countdown follows it.
    const skew = clockSkew(serverNow, Date.now(), navigator.onLine, pageArrival());
    let timer: number | undefined;
    const tick = () => {
      window.clearTimeout(timer);
      const current = Date.now() + skew;
      setNow(current);
      // Wake when the shown second changes; a sleeping tab simply catches up on its next tick.
      if (current < target) timer = window.setTimeout(tick, ((target - current) % 1000 || 1000) + 5);
    };
    timer = window.setTimeout(tick, 0);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [serverNow, target]);

  useEffect(() => {
    if (!open) return;
    // The page's texts written for before the opening give way (globals.css).
    document.documentElement.dataset.abierto = '';
    const stopConfetti = countingAtLoad ? launchConfetti() : () => {};
    const timer = window.setTimeout(() => router.replace('/'), REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopConfetti();
      delete document.documentElement.dataset.abierto;
    };
  }, [open, countingAtLoad, router]);

  const remaining = remainingUntil(target, now);
  // Days keep the width of their first value, so the grid never shifts as digits change.
  const dayDigits = Math.max(2, String(remainingUntil(target, serverNow).days).length);

  return (
    <section aria-label="Cuenta regresiva" className="flex min-h-40 w-full flex-col items-center justify-center">
      {open ? (
        <div className="flex flex-col items-center gap-3">
          <h2 className="font-brand text-5xl font-bold text-ink sm:text-6xl">¡Ya estamos abiertos!</h2>
          <p className="text-lg text-muted">Te llevamos al inicio en unos segundos…</p>
          <AppLink href="/" className={brandButton('md')}>
            Ir al inicio ahora
          </AppLink>
        </div>
      ) : (
        <div role="timer" aria-label="Tiempo que falta para la apertura" className="grid w-full grid-cols-4 gap-2 sm:gap-4">
          {UNITS.map(({ key, label }) => (
            <div key={key} className="flex flex-col items-center rounded-3xl border border-line bg-surface px-1 py-4 shadow-lg shadow-brand/10 sm:py-6">
              <span
                data-testid={`countdown-${key}`}
                style={{ minWidth: `${key === 'days' ? dayDigits : 2}ch` }}
                className={`flex h-10 items-center justify-center leading-none font-extrabold text-ink tabular-nums sm:h-16 ${key === 'days' && dayDigits > 3 ? 'text-2xl sm:text-5xl' : 'text-4xl sm:text-6xl'}`}
              >
                {String(remaining[key]).padStart(2, '0')}
              </span>
              <span className="mt-1 text-xs font-bold tracking-wide text-ink-2 uppercase sm:text-sm">{label}</span>
            </div>
          ))}
        </div>
      )}
      {/* Announced at most once a minute: the sentence has no seconds in it. */}
      <p role="status" className="sr-only">
        {announceRemaining(target, now)}
      </p>
    </section>
  );
}
