'use client';

import { useOffline } from '@/components/offline/connection';
import type { ShopStatus as Status } from '@/lib/shop-hours/status';
import { useShopStatus } from './use-shop-status';

/**
 * "Abierto ahora · cierra a las 8:00 p. m." on every shop page. The server's sentence is the
 * first guess (a static page may be seconds old); the browser computes it again from the owner's
 * hours at once and every half minute, on one line of fixed height, so nothing moves. Without a
 * connection it asserts nothing: a closure announced meanwhile would not be in the kept menu.
 */
export function ShopStatus({ initial }: { initial: Status }) {
  const [status] = useShopStatus(initial);
  const offline = useOffline();

  return (
    <p className="mx-auto flex h-8 max-w-6xl items-center gap-2 truncate px-4 text-sm font-semibold text-ink-2" data-abierto={status.abierto}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${offline ? 'bg-muted' : status.abierto ? 'bg-ok' : 'bg-off'}`} />
      {offline ? 'Sin conexión para confirmar si abrimos' : status.frase}
    </p>
  );
}
