import { authSecret } from '@/lib/auth/secret-store';
import { sessionFromRequest } from '@/lib/auth/session';
import { toSeconds } from '@/lib/auth/throttle';
import { insertOrder, orderByKey, withdrawOrder, type KnownOrder } from '@/lib/db/orders';
import { clientBucket } from '@/lib/http/client-ip';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEventAtMostEvery } from '@/lib/http/security-log';
import { currentFreeSlots, currentOrdersPause, currentSettings } from '@/lib/menu/server';
import { scheduleMessages } from '@/lib/order/schedule';
import { orderingContext } from '@/lib/order/live-menu';
import { pauseSentence } from '@/lib/order/pause';
import { orderIdentity, orderLimit, postMessages, type OrderIdentity } from '@/lib/order/post';
import { sha256Hex } from '@/lib/order/token';
import { priceOrder } from '@/lib/order/pricing';
import { messageDiffers } from '@/lib/order/record';
import { inBackground, pushNewOrder } from '@/lib/push/send';
import { formatColones } from '@/lib/money';
import { orderPostSchema, orderWithdrawalSchema } from '@/lib/validation/order';

/**
 * The browser's record of an order (docs/orders.md), the steps of lib/order/post.ts: 201
 * `{ data: { pedido, token } }` for a new order; 200 with the same for a retry of a stored one (its
 * key), with `token` only while the secret that made it is the same; 400 the shape (`errors` by
 * path), 404 unknown or hidden product, 409 sold out, a reused key, orders paused ("Pausar pedidos")
 * or a full quarter hour (`data.siguiente`, the next free one), 422 choices, payment or a time that do
 * not fit, 413 over 16 KB, 429 too many orders from one address (Retry-After), 503 when the store
 * cannot take it (the browser tries again with the same key). Prices always come from the menu. Sent
 * with a session, the order is also its account's.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await readPayload(request, orderPostSchema, { nested: true });
  if (!payload.ok) return payload.response;
  const post = payload.data;
  try {
    const identity = await orderIdentity(post, authSecret());
    const known = await orderByKey(identity.keyHash);
    if (known) return replay(known, identity);

    const now = Date.now();
    // "Pausar pedidos": a new order is refused while the customer can still read why. One whose
    // message already went out (sent offline) is recorded: the shop has it in WhatsApp anyway.
    const pause = post.enviado ? null : await currentOrdersPause(now);
    if (pause) return failure(409, pauseSentence(pause));
    const priced = priceOrder(post, await orderingContext(now));
    if (!priced.ok) return failure(priced.refusal.status, priced.refusal.message, { errors: priced.refusal.errors });
    // The customer is still looking at the screen: a message that would say another total does not
    // go out (the checkout shows the new one). Once it went out, the order is kept with both.
    if (!post.enviado && messageDiffers(priced.order)) {
      const sentence = postMessages.totalChanged(formatColones(priced.order.total));
      return failure(409, sentence, { errors: { total: sentence } });
    }

    const address = clientBucket(request.headers);
    // Sent while signed in: the order is also the account's ("Tus pedidos" in Mi cuenta).
    const account = await sessionFromRequest(request);
    // "Pedidos por franja" holds while the customer can choose another time, not once the message went out.
    const slotLimit = post.enviado ? undefined : (await currentSettings(now)).franja;
    const stored = await insertOrder({ ...priced.order, userId: account?.user.id ?? null }, identity, address, { ...orderLimit(), slotLimit });
    if (stored.status === 'known') return replay(stored.order, identity);
    if (stored.status === 'withdrawn') return failure(409, postMessages.withdrawn);
    if (stored.status === 'limited') return throttled(address, stored.retryAfterMs);
    if (stored.status === 'full') return slotFull(priced.order.scheduledFor!, now);
    inBackground(() => pushNewOrder(stored.id));
    return success({ message: postMessages.received, data: { pedido: priced.order.reference, token: identity.token } }, { status: 201 });
  } catch (error) {
    console.error('[orders] an order could not be stored:', error instanceof Error ? error.message : error);
    return unavailable();
  }
}

/**
 * The customer takes back a post (`{ clave }`, the key only its browser has) that was slow while the
 * menu changed, and sends the order again reviewed (docs/decisions/082-order-post-retries.md): 200
 * when it is not stored (a copy arriving later gets 409) or is stored and now cancelled; 409 once the
 * kitchen has it; 400 a bad key; 429 too many from one address; 503 when the store cannot answer.
 */
export async function DELETE(request: Request): Promise<Response> {
  const payload = await readPayload(request, orderWithdrawalSchema, { nested: true });
  if (!payload.ok) return payload.response;
  try {
    const address = clientBucket(request.headers);
    const outcome = await withdrawOrder(await sha256Hex(payload.data.clave), Date.now(), address, orderLimit());
    if (outcome.status === 'limited') return throttled(address, outcome.retryAfterMs);
    if (outcome.status === 'kept') return failure(409, postMessages.tooLateToWithdraw);
    return success({ message: postMessages.withdrawal });
  } catch (error) {
    console.error('[orders] an order could not be withdrawn:', error instanceof Error ? error.message : error);
    return unavailable();
  }
}

function throttled(address: string, retryAfterMs: number): Response {
  const retryAfter = toSeconds(retryAfterMs);
  // One line a minute per address, with the refusals it stands for: a flood wrote one per request.
  logSecurityEventAtMostEvery(60_000, `order-throttled ${address}`, 'order_throttled', { client: address, retryAfter });
  return failure(429, postMessages.limited(Math.ceil(retryAfter / 60)), { headers: { 'Retry-After': String(retryAfter) } });
}

const unavailable = () => failure(503, postMessages.unavailable, { headers: { 'Retry-After': '5' } });

/** 409 for a quarter hour taken meanwhile, with the next one free (`data.siguiente`, ms, or null). */
async function slotFull(at: number, now: number): Promise<Response> {
  const slots = await currentFreeSlots(now);
  const next = slots.find((slot) => slot > at) ?? slots[0] ?? null;
  const message = scheduleMessages.full(at, next, now);
  return failure(409, message, { errors: { para: message }, data: { siguiente: next } });
}

/**
 * A retry of a stored order gets its first answer; the same key with other lines is refused, and so
 * is a post its customer withdrew (the order sent again reviewed is the one that counts).
 */
function replay(known: KnownOrder, identity: OrderIdentity): Response {
  if (known.fingerprint !== identity.fingerprint) return failure(409, postMessages.keyReused);
  if (known.withdrawn) return failure(409, postMessages.withdrawn);
  const token = known.tokenHash === identity.tokenHash ? { token: identity.token } : {};
  return success({ message: postMessages.received, data: { pedido: known.reference, ...token } });
}
