import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  SESSION_TTL_SECONDS,
  bearerToken,
  checkSessionToken,
  sessionCookieName,
  signSessionToken,
  tokenFitsAccount,
  type SessionClaims,
} from './session-token';

/** The claims of a token the site would accept, or null. */
async function verifySessionToken(token: string | undefined, secret: Uint8Array, now: Date) {
  const check = await checkSessionToken(token, secret, now);
  return check.status === 'valid' ? check.claims : null;
}

const secret = new TextEncoder().encode('a'.repeat(32) + 'test-secret');
const otherSecret = new TextEncoder().encode('b'.repeat(32) + 'test-secret');
const now = new Date('2025-06-01T12:00:00Z');
const sessionKey = 'Zk3vQ9x-LmN_p2Rt8sUw4A';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('session token', () => {
  it('round-trips user id, session version and key with a 7-day expiry', async () => {
    const token = await signSessionToken({ userId: 42, sessionVersion: 3, sessionKey }, secret, now);
    expect(decodeJwt(token)).toMatchObject({ sub: '42', sv: 3, exp: seconds(now) + 7 * 24 * 3600 });
    expect(await verifySessionToken(token, secret, now)).toEqual({
      userId: 42,
      sessionVersion: 3,
      sessionKey,
      issuedAt: seconds(now),
      expiresAt: seconds(now) + SESSION_TTL_SECONDS,
    });
  });

  it('refuses an expired token', async () => {
    const token = await signSessionToken({ userId: 1, sessionVersion: 0, sessionKey }, secret, now);
    const justBefore = new Date(now.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    const after = new Date(now.getTime() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(await verifySessionToken(token, secret, justBefore)).not.toBeNull();
    expect(await verifySessionToken(token, secret, after)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const token = await signSessionToken({ userId: 1, sessionVersion: 0, sessionKey }, otherSecret, now);
    expect(await verifySessionToken(token, secret, now)).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const token = await signSessionToken({ userId: 1, sessionVersion: 0, sessionKey }, secret, now);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '2', sv: 0, exp: seconds(now) + 60 })).toString('base64url');
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, secret, now)).toBeNull();
  });

  it('refuses alg "none" and other algorithms', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '1', sv: 0, exp: seconds(now) + 60 })).toString('base64url');
    expect(await verifySessionToken(`${header}.${payload}.`, secret, now)).toBeNull();
    const hs512 = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setExpirationTime(seconds(now) + 60)
      .sign(new Uint8Array(64).fill(1));
    expect(await verifySessionToken(hs512, new Uint8Array(64).fill(1), now)).toBeNull();
  });

  it('refuses tokens without the expected claims', async () => {
    const sign = (claims: Record<string, unknown>, sub?: string, exp = true) => {
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
      if (sub !== undefined) jwt = jwt.setSubject(sub);
      if (exp) jwt = jwt.setExpirationTime(seconds(now) + 60);
      return jwt.sign(secret);
    };
    expect(await verifySessionToken(await sign({ sv: 0 }, '1', false), secret, now)).toBeNull(); // no exp
    expect(await verifySessionToken(await sign({ sv: 0 }), secret, now)).toBeNull(); // no sub
    expect(await verifySessionToken(await sign({ sv: '0' }, '1'), secret, now)).toBeNull(); // sv not a number
    expect(await verifySessionToken(await sign({ sv: 0 }, 'abc'), secret, now)).toBeNull();
    expect(await verifySessionToken(await sign({ sv: 0 }, '01'), secret, now)).toBeNull();
    expect(await verifySessionToken(await sign({ sv: 0 }, '1'), secret, now)).not.toBeNull();
  });

  it('refuses garbage, empty and oversized input', async () => {
    expect(await verifySessionToken(undefined, secret, now)).toBeNull();
    expect(await verifySessionToken('', secret, now)).toBeNull();
    expect(await verifySessionToken('not.a.jwt', secret, now)).toBeNull();
    expect(await verifySessionToken('x'.repeat(5000), secret, now)).toBeNull();
  });
});

describe('bearerToken', () => {
  it('reads a bearer header only', () => {
    expect(bearerToken(new Headers({ authorization: 'Bearer abc.def.ghi' }))).toBe('abc.def.ghi');
    expect(bearerToken(new Headers({ authorization: 'bearer abc.def.ghi' }))).toBe('abc.def.ghi');
    expect(bearerToken(new Headers({ authorization: 'Basic abc' }))).toBeNull();
    expect(bearerToken(new Headers())).toBeNull();
  });
});

describe('checkSessionToken', () => {
  it('tells a missing, an expired and a forged token apart (only forged ones are logged)', async () => {
    const token = await signSessionToken({ userId: 5, sessionVersion: 1, sessionKey }, secret, now);
    expect(await checkSessionToken(token, secret, now)).toMatchObject({ status: 'valid', claims: { userId: 5, sessionVersion: 1 } });
    expect(await checkSessionToken(undefined, secret, now)).toEqual({ status: 'missing' });
    expect(await checkSessionToken('', secret, now)).toEqual({ status: 'missing' });
    const later = new Date(now.getTime() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(await checkSessionToken(token, secret, later)).toEqual({ status: 'expired' });
    expect(await checkSessionToken(token, otherSecret, now)).toEqual({ status: 'invalid' });
    expect(await checkSessionToken('basura', secret, now)).toEqual({ status: 'invalid' });
    expect(await checkSessionToken('x'.repeat(5000), secret, now)).toEqual({ status: 'invalid' });
  });
});

describe('tokenFitsAccount', () => {
  const account = { sessionVersion: 2, sessionKey, createdAt: now.getTime() - 60_000 };
  const claimsOf = async (token: string) => {
    const check = await checkSessionToken(token, secret, now);
    if (check.status !== 'valid') throw new Error(check.status);
    return check.claims;
  };

  it('carries the account key and fits only the account with that key and version', async () => {
    const claims = await claimsOf(await signSessionToken({ userId: 9, sessionVersion: 2, sessionKey }, secret, now));
    expect(claims).toMatchObject({ userId: 9, sessionVersion: 2, sessionKey, issuedAt: seconds(now) });
    expect(tokenFitsAccount(claims, account)).toBe(true);
    expect(tokenFitsAccount(claims, { ...account, sessionVersion: 3 })).toBe(false);
    // An account made after a deletion, even with the same id and version, has another key.
    expect(tokenFitsAccount(claims, { ...account, sessionKey: 'Other-key-of-a-new-acct' })).toBe(false);
    expect(tokenFitsAccount(claims, { sessionVersion: 2, sessionKey: 'Other-key-of-a-new-acct', createdAt: now.getTime() + 1000 })).toBe(false);
  });

  it('lets a token from before session keys fit only an account no newer than the token', async () => {
    const legacy = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(now) + 60)
      .sign(secret);
    const claims = await claimsOf(legacy);
    expect(claims).toMatchObject({ sessionKey: null, issuedAt: seconds(now) });
    const live = { sessionVersion: 0, sessionKey, createdAt: now.getTime() - 86_400_000 };
    expect(tokenFitsAccount(claims, live)).toBe(true);
    expect(tokenFitsAccount(claims, { ...live, createdAt: now.getTime() + 999 })).toBe(true); // the same second
    expect(tokenFitsAccount(claims, { ...live, createdAt: now.getTime() + 1000 })).toBe(false);
    expect(tokenFitsAccount(claims, { ...live, createdAt: Number.NaN })).toBe(false);
    const noIssueTime: SessionClaims = { ...claims, issuedAt: null };
    expect(tokenFitsAccount(noIssueTime, live)).toBe(false);
  });

  it('refuses a malformed key or issue time as a forged token', async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('9')
        .setExpirationTime(seconds(now) + 60)
        .sign(secret);
    expect(await checkSessionToken(await sign({ sv: 0, sk: 5 }), secret, now)).toEqual({ status: 'invalid' });
    expect(await checkSessionToken(await sign({ sv: 0, sk: 'short' }), secret, now)).toEqual({ status: 'invalid' });
    expect(await checkSessionToken(await sign({ sv: 0, sk: 'x'.repeat(65) }), secret, now)).toEqual({ status: 'invalid' });
    expect(await checkSessionToken(await sign({ sv: 0, sk: sessionKey, iat: 1.5 }), secret, now)).toEqual({ status: 'invalid' });
  });
});

describe('sessionCookieName', () => {
  it('uses the __Host- prefix over https only', () => {
    expect(sessionCookieName(true)).toBe('__Host-session');
    expect(sessionCookieName(false)).toBe('session');
  });
});
