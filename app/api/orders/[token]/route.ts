import { orderByToken } from '@/lib/db/orders';
import { failure, success } from '@/lib/http/reply';
import { followMessages, followView } from '@/lib/order/follow';
import { isStatusToken } from '@/lib/order/order-ids';
import { sha256Hex } from '@/lib/order/token';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * The customer's order as /pedido/<token> shows it (no name, phone or address): the status page's
 * fallback when its live stream cannot stay open. An unknown token is a plain 404.
 */
async function followOrder(_request: Request, { params }: RouteContext<'/api/orders/[token]'>): Promise<Response> {
  const { token } = await params;
  const order = isStatusToken(token) ? await orderByToken(await sha256Hex(token)) : null;
  if (!order) return failure(404, followMessages.notFound);
  return success({ data: followView(order) });
}

export const GET = storeGuarded(followOrder);
