import { SignJWT, errors, jwtVerify } from 'jose';

// The session token: HS256 JWT `{ sub, sv, sk, iat, exp }`. `sv` is the user's session_version when
// the token was issued; logging out bumps it, so a copied token stops working. `sk` is the account's
// random session key: an id names one account for ever, and the key makes sure of it (a deleted
// account's token never fits a later one). Pure (key and clock passed in) so the proxy, the route
// handlers and the tests share it.

/** The cookie's name on plain http (local use, tests). */
const SESSION_COOKIE = 'session';
/** Over https: the __Host- prefix makes the browser refuse one set by a subdomain or without Secure. */
const SECURE_SESSION_COOKIE = '__Host-session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 2048;

export interface SessionClaims {
  userId: number;
  sessionVersion: number;
  /** The account's session key; null in tokens issued before accounts had one. */
  sessionKey: string | null;
  /** Seconds since the epoch (null when the token does not say). */
  issuedAt: number | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** What a token is checked against: the account's row as the store has it now. */
export interface SessionAccount {
  sessionVersion: number;
  sessionKey: string;
  /** When the account was created, ms since the epoch. */
  createdAt: number;
}

const SESSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export async function signSessionToken(
  { userId, sessionVersion, sessionKey }: { userId: number; sessionVersion: number; sessionKey: string },
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: sessionVersion, sk: sessionKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(secret);
}

/** What a presented token turned out to be: `invalid` (forged, tampered, garbage) is worth logging. */
export type TokenCheck = { status: 'valid'; claims: SessionClaims } | { status: 'missing' | 'expired' | 'invalid' };

export async function checkSessionToken(token: string | undefined | null, secret: Uint8Array, now: Date = new Date()): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { status: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const { sv: sessionVersion, sk: sessionKey = null, iat: issuedAt = null } = payload;
    if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== payload.sub) return { status: 'invalid' };
    if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion) || sessionVersion < 0) return { status: 'invalid' };
    if (sessionKey !== null && (typeof sessionKey !== 'string' || !SESSION_KEY_PATTERN.test(sessionKey))) return { status: 'invalid' };
    if (issuedAt !== null && !Number.isSafeInteger(issuedAt)) return { status: 'invalid' };
    return { status: 'valid', claims: { userId, sessionVersion, sessionKey, issuedAt, expiresAt: payload.exp! } };
  } catch (error) {
    return { status: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * Whether a valid token's claims still fit the account its id names: the same session version and
 * key. A token from before session keys (it expires within SESSION_TTL_SECONDS of the upgrade) fits
 * only an account created no later than the second it was issued in.
 */
export function tokenFitsAccount(claims: SessionClaims, account: SessionAccount): boolean {
  if (claims.sessionVersion !== account.sessionVersion) return false;
  if (claims.sessionKey !== null) return claims.sessionKey === account.sessionKey;
  return claims.issuedAt !== null && Number.isFinite(account.createdAt) && claims.issuedAt >= Math.floor(account.createdAt / 1000);
}

/** The token from an `Authorization: Bearer <jwt>` header, if any. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
