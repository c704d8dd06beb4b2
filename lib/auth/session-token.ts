import { SignJWT, errors, jwtVerify } from 'jose';

// The session token: HS256 JWT `{ sub, sv, exp }`. `sv` is the user's session_version when the
// token was issued; logging out bumps it, so a copied token stops working. Pure (key and clock
// passed in) so the proxy, the route handlers and the tests share it.

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
  /** Seconds since the epoch. */
  expiresAt: number;
}

export async function signSessionToken(
  { userId, sessionVersion }: { userId: number; sessionVersion: number },
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(secret);
}

/** What a presented token turned out to be: `invalid` (forged, tampered, garbage) is worth logging. */
export type TokenCheck = { status: 'valid'; claims: SessionClaims } | { status: 'missing' | 'expired' | 'invalid' };

export async function checkSessionToken(
  token: string | undefined | null,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { status: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.sv;
    if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== payload.sub) return { status: 'invalid' };
    if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion) || sessionVersion < 0) return { status: 'invalid' };
    return { status: 'valid', claims: { userId, sessionVersion, expiresAt: payload.exp! } };
  } catch (error) {
    return { status: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}


/** The token from an `Authorization: Bearer <jwt>` header, if any. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
