import { subscribeToOrder, unsubscribeFromOrder } from '@/lib/db/push';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { followMessages } from '@/lib/order/follow';
import { isStatusToken } from '@/lib/order/order-ids';
import { sha256Hex } from '@/lib/order/token';
import { pushEndpointSchema, pushMessages, pushSubscriptionSchema } from '@/lib/push/subscription';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Avísame cuando esté listo" on /pedido/<token> and the success panel: `POST` the browser's
 * PushSubscription JSON -> 201; this browser then hears "está listo", "va en camino" or "fue
 * cancelado" (lib/push/send.ts) until the order ends, a day at most. 400 a subscription that is not
 * one or whose endpoint is not a browser's push service over https (docs/push.md), 404 an unknown
 * token, 409 an order already delivered or cancelled.
 */
async function subscribe(request: Request, { params }: RouteContext<'/api/orders/[token]/push'>): Promise<Response> {
  const { token } = await params;
  if (!isStatusToken(token)) return failure(404, followMessages.notFound);
  const payload = await readPayload(request, pushSubscriptionSchema, { nested: true });
  if (!payload.ok) return payload.response;
  const subscribed = await subscribeToOrder(await sha256Hex(token), payload.data, Date.now());
  if (!subscribed.ok) return subscribed.reason === 'unknown' ? failure(404, followMessages.notFound) : failure(409, pushMessages.orderClosed);
  return success({ message: pushMessages.subscribed }, { status: 201 });
}

/** "Dejar de avisar": `DELETE { endpoint }` -> 200 (also when it was not subscribed); 404 an unknown token. */
async function unsubscribe(request: Request, { params }: RouteContext<'/api/orders/[token]/push'>): Promise<Response> {
  const { token } = await params;
  if (!isStatusToken(token)) return failure(404, followMessages.notFound);
  const payload = await readPayload(request, pushEndpointSchema);
  if (!payload.ok) return payload.response;
  if (!(await unsubscribeFromOrder(await sha256Hex(token), payload.data.endpoint))) return failure(404, followMessages.notFound);
  return success({ message: pushMessages.unsubscribed });
}

export const POST = storeGuarded(subscribe);
export const DELETE = storeGuarded(unsubscribe);
