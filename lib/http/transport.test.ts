import { describe, expect, it } from 'vitest';
import { isSecureRequest } from './transport';

const headers = (proto?: string) => new Headers(proto ? { 'x-forwarded-proto': proto } : {});

describe('isSecureRequest', () => {
  it("follows the trusted proxy's X-Forwarded-Proto", () => {
    const behindProxy = { TRUST_PROXY: '1', NODE_ENV: 'production' };
    expect(isSecureRequest(headers('https'), behindProxy)).toBe(true);
    expect(isSecureRequest(headers('https, http'), behindProxy)).toBe(true);
    expect(isSecureRequest(headers('http'), behindProxy)).toBe(false);
    expect(isSecureRequest(headers(), behindProxy)).toBe(false);
  });

  it('never believes a client without TRUST_PROXY', () => {
    expect(isSecureRequest(headers('https'), {})).toBe(false);
    expect(isSecureRequest(headers('https'), { NODE_ENV: 'production' })).toBe(false);
  });
});
