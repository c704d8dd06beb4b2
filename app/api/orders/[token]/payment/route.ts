import { toSeconds } from '@/lib/auth/throttle';
import { reportSinpePayment } from '@/lib/db/orders';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { followMessages, followView } from '@/lib/order/follow';
import { sinpeMessages } from '@/lib/order/sinpe';
import { isStatusToken } from '@/lib/order/order-ids';
import { sha256Hex } from '@/lib/order/token';
import { storeGuarded } from '@/lib/store-guarded';
import { sinpeReportSchema } from '@/lib/validation/order';

/**
 * "Ya pagué" on /pedido/<token>: `POST { referencia }` (the transfer's last 4 digits or more) -> 200
 * with the order's view; the board's card then says "SINPE: por confirmar (ref …4521)". 400 a
 * reference that is not one, 404 an unknown token, 409 an order not paid by SINPE Móvil or cancelled,
 * 429 (Retry-After) another reference less than 30 s after the last one.
 * Once the owner marked it paid the reference stays as it was (200, "ya confirmó").
 */
async function reportPayment(request: Request, { params }: RouteContext<'/api/orders/[token]/payment'>): Promise<Response> {
  const { token } = await params;
  if (!isStatusToken(token)) return failure(404, followMessages.notFound);
  const payload = await readPayload(request, sinpeReportSchema, { nested: true });
  if (!payload.ok) return payload.response;
  const reported = await reportSinpePayment(await sha256Hex(token), payload.data.referencia, Date.now(), {
    ...sinpeMessages,
    notFound: followMessages.notFound,
  });
  if (!reported.ok)
    return failure(reported.status, reported.message, reported.status === 429 ? { headers: { 'Retry-After': String(toSeconds(reported.retryAfterMs)) } } : {});
  const view = followView(reported.order);
  const message = view.sinpe?.paid ? sinpeMessages.alreadyPaid : sinpeMessages.received(payload.data.referencia);
  return success({ message, data: view });
}

export const POST = storeGuarded(reportPayment);
