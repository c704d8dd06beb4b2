// What an order key and a status token look like (./token.ts makes them): checks only, so a page
// that reads a stored one (the last order, the outbox, the status page's address) does not carry
// the code that makes them.

/** 16 bytes (128 bits) in base64url without padding. */
export const RANDOM_ID_LENGTH = 22;
/** The last of 22 characters carries the last 2 bits of 16 bytes: only A, Q, g or w are canonical. */
const ID_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** An order key as `newOrderKey` writes one, and nothing else. */
export function isOrderKey(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The `/pedido/<token>` segment: anything else is a plain 404 without asking the store. */
export function isStatusToken(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
