'use client';

// The products the owner switched off today, as every page's cart counts them: the navbar's badge,
// the cart bar and /orders read the same set (useOrderLines), so they agree on what will be sent.
// Asked once a page shows a cart with something in it, again after half a minute, and past any
// cache right before sending (use-checkout.ts).
import { useSyncExternalStore } from 'react';
import { parseSoldOutAnswer } from '@/lib/menu/availability';

const NONE: ReadonlySet<number> = new Set();
const FRESH_MS = 30_000;

let soldOut = NONE;
let askedAt = -Infinity;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSoldOut(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, () => soldOut, () => NONE);
}

/**
 * Asks the server which products are sold out (when the last answer is older than `maxAgeMs`)
 * and shares the answer with every page's cart. Null when no answer came in time (offline,
 * slow): the cart then goes on with what it knew. The wait before sending is short because a
 * browser lets a click open WhatsApp only for a few seconds after it.
 */
export async function refreshSoldOut(timeoutMs: number, maxAgeMs = FRESH_MS): Promise<ReadonlySet<number> | null> {
  if (Date.now() - askedAt < maxAgeMs) return soldOut;
  askedAt = Date.now();
  try {
    const response = await fetch('/api/menu/availability', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    const ids = response.ok ? parseSoldOutAnswer(await response.json()) : null;
    if (ids && (ids.size !== soldOut.size || [...ids].some((id) => !soldOut.has(id)))) {
      soldOut = ids.size === 0 ? NONE : ids;
      listeners.forEach((listener) => listener());
    }
    return ids;
  } catch {
    askedAt = -Infinity;
    return null;
  }
}
