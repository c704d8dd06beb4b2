import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { boardOrder, markSinpePaid } from '@/lib/db/orders';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { boardMessages, parseOrderId } from '@/lib/order/board';
import { sinpeMessages } from '@/lib/order/sinpe';
import { paidBodySchema } from '@/lib/validation/desk';

/**
 * "Marcar pagado" on a SINPE Móvil card: `PUT { pagado: true }` (false: back to "por confirmar")
 * -> 200 with the card; 404, 409 (not paid by SINPE Móvil, or cancelled), 401/403 and the usual
 * body checks. The customer's status page follows through the order's events.
 */
async function markPaid({ owner, body }: OwnerRequest<typeof paidBodySchema>, { params }: RouteContext<'/api/desk/orders/[id]/payment'>): Promise<Response> {
  const id = parseOrderId((await params).id);
  if (id === null) return failure(404, boardMessages.notFound);
  const marked = await markSinpePaid(id, body.pagado, Date.now(), { ...sinpeMessages, notFound: boardMessages.notFound });
  if (!marked.ok) return failure(marked.status, marked.message);
  const order = await boardOrder(id);
  if (!order) return failure(404, boardMessages.notFound);
  if (marked.changed) logSecurityEvent('order_payment_marked', { user: owner.id, order: id, pagado: body.pagado });
  return success({ message: (body.pagado ? sinpeMessages.markedPaid : sinpeMessages.markedUnpaid)(order.reference), data: order });
}

export const PUT = ownerRoute(paidBodySchema, markPaid);
