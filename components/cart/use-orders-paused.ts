'use client';

import { useEffect, useState } from 'react';
import { activePause, pauseSentence } from '@/lib/order/pause';
import { currentMenuFacts, useMenuFacts } from '@/components/menu/menu-facts-store';

// "Pausar pedidos" for the customer (lib/order/pause.ts): /orders and the cart bar say until when,
// and the checkout sends nothing while it holds.

/** "Pausar pedidos" as the menu facts say now: the sentence while online orders are paused, else null. */
export function pausedNow(): string | null {
  const paused = activePause(currentMenuFacts()?.pausa ?? null, Date.now());
  return paused ? pauseSentence(paused) : null;
}

/** The pause's sentence, following the menu facts (every 5 s on /orders) and the clock (a pause ends by itself). */
export function useOrdersPaused(): string | null {
  const pausa = useMenuFacts()?.pausa ?? null;
  const [paused, setPaused] = useState<string | null>(null);
  useEffect(() => {
    const check = () => setPaused(pausedNow());
    check();
    const timer = window.setInterval(check, 15_000);
    return () => window.clearInterval(timer);
  }, [pausa]);
  return paused;
}
