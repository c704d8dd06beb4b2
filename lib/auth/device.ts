import crypto from 'node:crypto';

// The device cookie: proof that this browser signed in to an account before, so it gets past the
// account's guessing budget that anyone can spend with wrong passwords (docs/security.md). A random
// token; the server keeps only its hash, with the account it belongs to (lib/db/devices.ts), so a
// device is tied to one user id and can be listed and revoked.

const DEVICE_COOKIE = 'device';
const SECURE_DEVICE_COOKIE = '__Host-device';
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function deviceCookieName(secure: boolean): string {
  return secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

/** The id the server stores for a cookie value: its SHA-256, so a copy of the database opens no door. */
export function deviceIdOf(token: string | null | undefined): string | null {
  if (!token || !TOKEN.test(token)) return null;
  return crypto.createHash('sha256').update(token).digest('base64url');
}

export function newDeviceToken(): { token: string; id: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, id: deviceIdOf(token)! };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome en Android": what "Mi cuenta" calls a device, from its User-Agent at sign-in. */
export function deviceLabel(userAgent: string | null): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Navegador desconocido';
}
