import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { addReadyTime, boardOrder } from '@/lib/db/orders';
import { failure, success } from '@/lib/http/reply';
import { boardMessages, parseOrderId } from '@/lib/order/board';
import { readyText } from '@/lib/order/follow';
import { readyTimeBodySchema } from '@/lib/validation/desk';

/**
 * "+5" / "+15" on a card: `PUT { minutos: 5 | 15 }` moves the order's "Listo aprox." later -> 200
 * with the card, 404, 409 (no longer in the making), 401/403 and the usual body checks. The
 * customer's status page follows through the order's events.
 */
async function addTime({ body }: OwnerRequest<typeof readyTimeBodySchema>, { params }: RouteContext<'/api/desk/orders/[id]/ready-time'>): Promise<Response> {
  const id = parseOrderId((await params).id);
  if (id === null) return failure(404, boardMessages.notFound);
  const added = await addReadyTime(id, body.minutos, Date.now(), boardMessages);
  if (!added.ok) return failure(added.status, added.message);
  const order = await boardOrder(id);
  if (!order) return failure(404, boardMessages.notFound);
  return success({ message: boardMessages.later(order.reference, readyText(order) ?? ''), data: order });
}

export const PUT = ownerRoute(readyTimeBodySchema, addTime);
