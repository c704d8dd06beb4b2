import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// The device cookie: proof that this browser signed in to an account before. It lets the
// account's owner through the per-account login lock that anyone can trigger with wrong
// passwords (README "Cuentas y seguridad"). Bound to one account (a hash of its e-mail) and
// marked with its own audience, so it can never pass for a session token or the other way round.

export const DEVICE_COOKIE = 'device';
export const SECURE_DEVICE_COOKIE = '__Host-device';
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const AUDIENCE = 'crepivara:device';
const MAX_TOKEN_LENGTH = 1024;

export function deviceCookieName(secure: boolean): string {
  return secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

/** The account key a device token is bound to: a hash of the normalised e-mail. */
export function accountKey(correo: string): string {
  return crypto.createHash('sha256').update(`device:${correo.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

export interface DeviceClaims {
  /** Random, per browser and account: the key of the device's own attempt limit. */
  deviceId: string;
  account: string;
}

export async function signDeviceToken(correo: string, secret: Uint8Array, deviceId?: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ acc: accountKey(correo) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(deviceId ?? crypto.randomBytes(12).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TTL_SECONDS)
    .sign(secret);
}

/** The device's claims when the token is valid and was issued for this e-mail; null otherwise. */
export async function verifyDeviceToken(
  token: string | undefined | null,
  correo: string,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<DeviceClaims | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'acc'],
      currentDate: now,
    });
    if (payload.acc !== accountKey(correo) || typeof payload.sub !== 'string' || payload.sub.length > 64) return null;
    return { deviceId: payload.sub, account: payload.acc };
  } catch {
    return null;
  }
}
