import { success } from '@/lib/http/reply';
import { currentFreeSlots } from '@/lib/menu/server';
import { storeGuarded } from '@/lib/store-guarded';

export const dynamic = 'force-dynamic';

/**
 * "¿Para cuándo?": `{ data: { franjas, ahora } }`, the quarter hours an order for later can be for
 * now (ms, in order, full ones left out) and the server's clock, which says what "hoy" is.
 */
async function freeSlots(): Promise<Response> {
  const now = Date.now();
  return success({ data: { franjas: await currentFreeSlots(now), ahora: now } });
}

export const GET = storeGuarded(freeSlots);
