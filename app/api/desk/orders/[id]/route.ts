import { ownerFromRequest } from '@/lib/auth/dal';
import { boardOrder, moveOrder } from '@/lib/db/orders';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { boardMessages, parseOrderId } from '@/lib/order/board';
import { STATUS_LABELS } from '@/lib/order/status';
import { statusChangeSchema } from '@/lib/validation/order';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * The owner moves an order: `PUT { estado, motivo? }` -> 200 with the order as the board shows it
 * (the same state twice is not an error), 400 (a cancellation without its reason), 404, 409 (further
 * back than one step or an undo: lib/order/status.ts), 401/403 and the usual body checks. Stored with who and when.
 */
async function changeStatus(request: Request, { params }: RouteContext<'/api/desk/orders/[id]'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, statusChangeSchema, { nested: true });
  if (!body.ok) return body.response;
  const id = parseOrderId((await params).id);
  if (id === null) return failure(404, boardMessages.notFound);
  const { estado, motivo } = body.data;
  const moved = await moveOrder(id, { to: estado, reason: motivo }, owner.user, Date.now(), boardMessages.notFound);
  if (!moved.ok) return failure(moved.status, moved.message, moved.status === 400 ? { errors: { motivo: moved.message } } : {});
  const order = await boardOrder(id);
  if (!order) return failure(404, boardMessages.notFound);
  if (moved.changed) logSecurityEvent('order_status_changed', { user: owner.user.id, order: id, estado });
  return success({ message: boardMessages.moved(order.reference, STATUS_LABELS[order.status]), data: order });
}

export const PUT = storeGuarded(changeStatus);
