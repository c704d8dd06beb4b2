'use client';

import { useCallback, useEffect, useState } from 'react';
import { weeklyHours } from '@/data/hours';
import { shopStatus, type Closure, type ShopStatus } from '@/lib/shop-hours/status';

/** How often the state is computed again (it changes at most twice a day). */
const RECHECK_MS = 30_000;

/**
 * Open or closed now, from the weekly hours and the closure, computed in the browser at once and
 * every half minute; `refresh` computes it on demand (a tap) and returns it. `initial` is the
 * server's first guess (null: unknown until the first computation).
 */
export function useShopStatus<T extends ShopStatus | null>(closure: Closure, initial: T): [ShopStatus | T, () => ShopStatus] {
  const [status, setStatus] = useState<ShopStatus | T>(initial);
  const compute = useCallback(() => shopStatus(Date.now(), weeklyHours, closure), [closure]);
  const refresh = useCallback(() => {
    const now = compute();
    setStatus(now);
    return now;
  }, [compute]);
  useEffect(() => {
    const update = () => setStatus(compute());
    update();
    const timer = window.setInterval(update, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [compute]);
  return [status, refresh];
}
