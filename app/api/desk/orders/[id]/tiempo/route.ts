import { ownerFromRequest } from '@/lib/auth/dal';
import { addReadyTime, boardOrder } from '@/lib/db/orders';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { boardMessages, parseOrderId } from '@/lib/order/board';
import { readyText } from '@/lib/order/follow';
import { readyTimeBodySchema } from '@/lib/validation/desk';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "+5" / "+15" on a card: `PUT { minutos: 5 | 15 }` moves the order's "Listo aprox." later -> 200
 * with the card, 404, 409 (no longer in the making), 401/403 and the usual body checks. The
 * customer's status page follows through the order's events.
 */
async function addTime(request: Request, { params }: RouteContext<'/api/desk/orders/[id]/tiempo'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, readyTimeBodySchema);
  if (!body.ok) return body.response;
  const id = parseOrderId((await params).id);
  if (id === null) return failure(404, boardMessages.notFound);
  const added = await addReadyTime(id, body.data.minutos, Date.now(), boardMessages);
  if (!added.ok) return failure(added.status, added.message);
  const order = await boardOrder(id);
  if (!order) return failure(404, boardMessages.notFound);
  return success({ message: boardMessages.later(order.reference, readyText(order) ?? ''), data: order });
}

export const PUT = storeGuarded(addTime);
