// The order's two secrets: the key the browser makes for each order (a retry of the post carries
// the same key, so it never makes a second order) and the status token of `/pedido/<token>`, which
// the server derives from that key, so a retry gets the same link back although the store keeps
// only hashes (docs/decisions/050-status-token-from-the-order-key.md). Pure and browser-safe: Web
// Crypto only, the secret passed in.

import { isOrderKey } from './order-ids';

/** 16 bytes (128 bits), written in base64url without padding (./order-ids.ts). */
const ID_BYTES = 16;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOKEN_CONTEXT = 'crepivara:pedido:';

/** Fills the bytes with randomness: crypto.getRandomValues, or a fixed fill in tests. */
type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const characters = Math.ceil((Math.min(3, bytes.length - i) * 8) / 6);
    for (let c = 0; c < characters; c += 1) text += BASE64URL[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
}

/** The order's idempotency key, made in the browser: 128 random bits (crypto.getRandomValues). */
export function newOrderKey(fill: FillRandom = (bytes) => crypto.getRandomValues(bytes)): string {
  return base64url(fill(new Uint8Array(ID_BYTES)));
}

/**
 * The status token of the order with this key: HMAC-SHA256 under the server's secret, its first 128
 * bits. Only whoever holds the key (the customer's browser) or the secret can make it.
 */
export async function statusTokenFor(orderKey: string, secret: Uint8Array): Promise<string> {
  if (!isOrderKey(orderKey)) throw new Error('statusTokenFor needs an order key (newOrderKey)');
  const hmacKey = await crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(`${TOKEN_CONTEXT}${orderKey}`));
  return base64url(new Uint8Array(mac, 0, ID_BYTES));
}

/**
 * What the store keeps instead of a token or a key: their SHA-256 in hex. Both carry 128 random
 * bits, so a plain hash cannot be reversed and a leaked table gives no working link.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
