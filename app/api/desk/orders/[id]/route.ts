import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { boardOrder, moveOrder } from '@/lib/db/orders';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { boardMessages, parseOrderId } from '@/lib/order/board';
import { STATUS_LABELS } from '@/lib/order/status';
import { inBackground, pushOrderMoved } from '@/lib/push/send';
import { statusChangeSchema } from '@/lib/validation/order';

/**
 * The owner moves an order: `PUT { estado, motivo? }` -> 200 with the order as the board shows it
 * (the same state twice is not an error), 400 (a cancellation without its reason), 404, 409 (further
 * back than one step or an undo: lib/order/status.ts), 401/403 and the usual body checks. Stored with who and when.
 */
async function changeStatus({ owner, body }: OwnerRequest<typeof statusChangeSchema>, { params }: RouteContext<'/api/desk/orders/[id]'>): Promise<Response> {
  const id = parseOrderId((await params).id);
  if (id === null) return failure(404, boardMessages.notFound);
  const { estado, motivo } = body;
  const moved = await moveOrder(id, { to: estado, reason: motivo }, owner, Date.now(), boardMessages.notFound);
  if (!moved.ok) return failure(moved.status, moved.message, moved.status === 400 ? { errors: { motivo: moved.message } } : {});
  const order = await boardOrder(id);
  if (!order) return failure(404, boardMessages.notFound);
  if (moved.changed) {
    logSecurityEvent('order_status_changed', { user: owner.id, order: id, estado });
    inBackground(() => pushOrderMoved(id));
  }
  return success({ message: boardMessages.moved(order.reference, STATUS_LABELS[order.status]), data: order });
}

export const PUT = ownerRoute(statusChangeSchema, changeStatus, { nested: true });
