// POST /api/orders without the HTTP. The route handler stays a thin shell:
//  1. readJsonBody (lib/http/json-body: origin, JSON, 16 KB) and the per-address limit (429);
//  2. parseOrderPost(body) (lib/validation/order.ts): 400 with `errors` by field path;
//  3. orderIdentity(post, secret): look the key's hash up first, so a retry of a stored order is
//     answered with that order (same fingerprint: 200 with its reference, and `token` when its hash
//     is the stored one - not after a change of secret; another fingerprint: 409
//     postMessages.keyReused) even if the menu changed since;
//  4. priceOrder(post, context) (./pricing.ts): 404 / 409 / 422 / 400 as `refusal.status` says;
//  5. store the order with keyHash (unique), tokenHash and fingerprint in one transaction; a unique
//     violation on keyHash is a concurrent retry: answer as in 3; a key the customer withdrew first
//     (DELETE /api/orders) is refused with 409 postMessages.withdrawn. Then 201 { pedido, token }.
import type { OrderPost } from '@/lib/validation/order';
import { sha256Hex, statusTokenFor } from './token';

export const postMessages = {
  keyReused: 'Este pedido ya se registró con otros datos. Recarga la página e inténtalo de nuevo.',
  received: 'Recibimos tu pedido.',
  limited: (minutes: number) =>
    `Recibimos muchos pedidos desde tu conexión. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} o escríbenos por WhatsApp.`,
  unavailable: 'No pudimos registrar tu pedido en este momento. Inténtalo de nuevo en unos segundos.',
  /** A post arriving after the customer withdrew it (DELETE /api/orders). */
  withdrawn: 'Retiraste este pedido antes de que lo recibiéramos. Revísalo y envíalo de nuevo.',
  /** DELETE /api/orders: not stored (or stored and cancelled now). */
  withdrawal: 'Retiramos ese pedido.',
  /** A post whose message priced the order otherwise than the menu of now, before the message went out. */
  totalChanged: (total: string) => `Los precios cambiaron hace un momento: tu pedido ahora suma ${total}. Revísalo y vuelve a enviarlo.`,
  /** DELETE /api/orders once the kitchen has it. */
  tooLateToWithdraw: 'Ya estamos preparando ese pedido. Escríbenos por WhatsApp si quieres cambiarlo.',
} as const;

/**
 * Orders stored per address bucket (an IPv4 address or an IPv6 /64) in 15 minutes: a flood's
 * bound, generous because a shop's Wi-Fi and a carrier's shared address carry many customers
 * (docs/decisions/081-orders-per-address.md). ORDERS_PER_ADDRESS changes the count.
 */
export const ORDER_LIMIT_WINDOW_MS = 15 * 60_000;
const DEFAULT_ORDERS_PER_ADDRESS = 30;

export function orderLimit(env: Record<string, string | undefined> = process.env): { perAddress: number; windowMs: number } {
  const configured = Number(env.ORDERS_PER_ADDRESS ?? '');
  return { perAddress: Number.isInteger(configured) && configured >= 1 ? configured : DEFAULT_ORDERS_PER_ADDRESS, windowMs: ORDER_LIMIT_WINDOW_MS };
}

export type OrderIdentity = {
  /** For the link "<site>/pedido/<token>": answered to the browser, never stored. */
  token: string;
  /** What the store keeps to find the order from its link. */
  tokenHash: string;
  /** What the store keeps (unique) to recognise a retry of the same order. */
  keyHash: string;
  /** The post as parsed, hashed: a retry carries the same; a reused key with other lines does not. */
  fingerprint: string;
};

/** The order's identity from its browser-made key and the server's secret (lib/auth/secret-store authSecret()). */
export async function orderIdentity(post: OrderPost, secret: Uint8Array): Promise<OrderIdentity> {
  const token = await statusTokenFor(post.clave, secret);
  // Whether the message already went out changes between the tries of one order: not its identity.
  const identity: Partial<OrderPost> = { ...post };
  delete identity.enviado;
  const [tokenHash, keyHash, fingerprint] = await Promise.all([sha256Hex(token), sha256Hex(post.clave), sha256Hex(JSON.stringify(identity))]);
  return { token, tokenHash, keyHash, fingerprint };
}
