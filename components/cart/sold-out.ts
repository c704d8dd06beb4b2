'use client';

import { parseSoldOutAnswer } from '@/lib/menu/availability';

/**
 * The products sold out today, asked past any cache; null when no answer came in time (offline,
 * slow): the checkout then goes on with what it knew. The wait before sending is short because a
 * browser lets a click open WhatsApp only for a few seconds after it.
 */
export async function fetchSoldOut(timeoutMs: number): Promise<Set<number> | null> {
  try {
    const response = await fetch('/api/menu/availability', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? parseSoldOutAnswer(await response.json()) : null;
  } catch {
    return null;
  }
}
