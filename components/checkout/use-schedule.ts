'use client';

import { useState } from 'react';
import { apiClient } from '@/lib/api-client';

// "¿Para cuándo?": "Lo antes posible", or a quarter hour from the server's list of free ones
// (GET /api/orders/slots, lib/order/schedule.ts). The list is asked for when the customer opens
// it, and again after a refusal: a slot filled meanwhile is not offered twice.

type Slots =
  | { state: 'idle' | 'loading' | 'failed' }
  /** `now`: the server's clock, which says what "Hoy" is. */
  | { state: 'ready'; slots: number[]; now: number };

const isSlotList = (value: unknown): value is number[] => Array.isArray(value) && value.every((at) => Number.isSafeInteger(at));

export function useSchedule() {
  /** The chosen quarter hour (ms), null for "Lo antes posible". */
  const [at, setAt] = useState<number | null>(null);
  const [later, setLater] = useState(false);
  const [slots, setSlots] = useState<Slots>({ state: 'idle' });

  /** Asks for the free slots; keeps the chosen one when still free, else the first after it. Resolves to the list. */
  async function load(prefer: number | null = at): Promise<number[]> {
    setSlots({ state: 'loading' });
    const answer = await apiClient.get('/orders/slots');
    const data = (answer.body as { data?: { franjas?: unknown; ahora?: unknown } } | null)?.data;
    if (answer.status !== 200 || !isSlotList(data?.franjas) || typeof data.ahora !== 'number') {
      setSlots({ state: 'failed' });
      return [];
    }
    const list = data.franjas;
    setSlots({ state: 'ready', slots: list, now: data.ahora });
    setAt(prefer !== null && list.includes(prefer) ? prefer : (list.find((slot) => prefer === null || slot > prefer) ?? list[0] ?? null));
    return list;
  }

  /** "Lo antes posible" (false) or "Más tarde" (true), as the customer taps them. */
  function chooseLater(value: boolean) {
    setLater(value);
    if (value && slots.state !== 'loading') void load();
  }

  return {
    /** What the order is for: a slot while "Más tarde" is chosen and one is, else null. */
    at: later ? at : null,
    later,
    slots,
    /** The server's clock when the list came: which day the message's "mañana" is. */
    now: slots.state === 'ready' ? slots.now : 0,
    chooseLater,
    choose: setAt,
    /** The shop is closed: offers its next slots; resolves to whether there are any. */
    async offerLater(): Promise<boolean> {
      setLater(true);
      return (await load()).length > 0;
    },
    /** The slot was taken meanwhile: the list again, with `next` (the server's suggestion) chosen when free. */
    refresh: (next: number | null) => void load(next),
  };
}
