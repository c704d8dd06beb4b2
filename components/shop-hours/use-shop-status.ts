'use client';

import { useCallback, useEffect, useState } from 'react';
import { currentMenuFacts, subscribeMenu } from '@/components/menu/menu-facts-store';
import { shopStatus, type ShopStatus } from '@/lib/shop-hours/status';

/** How often the state is computed again (it changes at most a few times a day). */
const RECHECK_MS = 30_000;
const UNKNOWN: ShopStatus = { abierto: true, frase: '', cambia: 0 };

/** Open or closed now, by the owner's hours and closure as the browser's menu has them (components/menu/menu-facts-store.ts). */
function computeNow(): ShopStatus | null {
  const facts = currentMenuFacts();
  return facts && shopStatus(Date.now(), facts.horario, facts.cierre ? { reabre: facts.cierre } : null);
}

/**
 * Open or closed now, computed in the browser at once, every half minute and whenever a newer menu
 * arrives (it carries the hours and the closure); `refresh` computes it on demand (a tap) and
 * returns it. `initial` is the server's first guess (null: unknown until the first computation).
 */
export function useShopStatus<T extends ShopStatus | null>(initial: T): [ShopStatus | T, () => ShopStatus] {
  const [status, setStatus] = useState<ShopStatus | T>(initial);
  const refresh = useCallback(() => {
    const now = computeNow() ?? (initial as ShopStatus | null) ?? UNKNOWN;
    setStatus(now);
    return now;
  }, [initial]);
  useEffect(() => {
    const update = () =>
      setStatus((current) => {
        const next = computeNow();
        if (!next) return current;
        return current && current.abierto === next.abierto && current.frase === next.frase && current.cambia === next.cambia ? current : next;
      });
    update();
    const timer = window.setInterval(update, RECHECK_MS);
    const stop = subscribeMenu(update);
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, []);
  return [status, refresh];
}
