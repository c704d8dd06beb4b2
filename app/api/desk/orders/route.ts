import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { authSecret } from '@/lib/auth/secret-store';
import { toSeconds } from '@/lib/auth/throttle';
import { boardOrders, insertOrder, orderByKey } from '@/lib/db/orders';
import { failure, success } from '@/lib/http/reply';
import { boardWindow } from '@/lib/order/board';
import { DESK_ORDER_LIMIT, deskOrderMessages } from '@/lib/order/desk-order';
import { orderingContext } from '@/lib/order/live-menu';
import { orderIdentity } from '@/lib/order/post';
import { priceOrder } from '@/lib/order/pricing';
import { inBackground, pushNewOrder } from '@/lib/push/send';
import { deskOrderSchema } from '@/lib/validation/order';

/** The board's orders (today's, and yesterday's still open), newest first: the fallback when the live stream cannot stay open. 401/403 as the other desk routes. */
async function listBoard(): Promise<Response> {
  const now = Date.now();
  const { start, openSince } = boardWindow(now);
  return success({ data: { pedidos: await boardOrders(start, openSince), ahora: now } });
}

/**
 * "Nuevo pedido": an order taken by WhatsApp, by phone or at the counter, recorded like the site's
 * (the same pricing from the live menu, number series, board, ticket, summary and CSV) with its
 * `canal`. 201 `{ data: { pedido, token } }`; 200 with the same for a retry of its key; 400 the
 * shape, 404/409/422 as a customer's post; 401/403. A pause or closed hours do not apply: the
 * owner is the one taking it.
 */
async function recordDeskOrder({ owner, body }: OwnerRequest<typeof deskOrderSchema>): Promise<Response> {
  const { canal, ...post } = body;
  const identity = await orderIdentity(post, authSecret());
  const known = await orderByKey(identity.keyHash);
  if (known) return known.fingerprint === identity.fingerprint ? recorded(known.reference, identity.token, 200) : failure(409, deskOrderMessages.keyReused);

  const now = Date.now();
  const priced = priceOrder(post, { ...(await orderingContext(now)), shopClosed: false });
  if (!priced.ok) return failure(priced.refusal.status, priced.refusal.message, { errors: priced.refusal.errors });
  const stored = await insertOrder({ ...priced.order, channel: canal }, identity, `desk:${owner.id}`, DESK_ORDER_LIMIT);
  if (stored.status === 'known') return recorded(stored.order.reference, identity.token, 200);
  // The owner's orders are not held to "Pedidos por franja" (no slotLimit): never 'full'.
  if (stored.status === 'withdrawn' || stored.status === 'full') return failure(409, deskOrderMessages.keyReused);
  if (stored.status === 'limited') return failure(429, deskOrderMessages.limited, { headers: { 'Retry-After': String(toSeconds(stored.retryAfterMs)) } });
  inBackground(() => pushNewOrder(stored.id));
  return recorded(priced.order.reference, identity.token, 201);
}

function recorded(reference: string, token: string, status: 200 | 201): Response {
  return success({ message: deskOrderMessages.recorded(reference), data: { pedido: reference, token } }, { status });
}

export const GET = ownerRoute(listBoard);
export const POST = ownerRoute(deskOrderSchema, recordDeskOrder, { nested: true });
