import { ownerFromRequest } from '@/lib/auth/dal';
import { boardOrders } from '@/lib/db/orders';
import { success } from '@/lib/http/reply';
import { boardWindow } from '@/lib/order/board';
import { storeGuarded } from '@/lib/store-guarded';

/** The board's orders (today's, and yesterday's still open), newest first: the fallback when the live stream cannot stay open. 401/403 as the other desk routes. */
async function listBoard(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const now = Date.now();
  const { start, openSince } = boardWindow(now);
  return success({ data: { pedidos: await boardOrders(start, openSince), ahora: now } });
}

export const GET = storeGuarded(listBoard);
