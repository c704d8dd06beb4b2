import { describe, expect, it } from 'vitest';
import { isSecureRequest } from './transport';

const headers = (proto?: string) => new Headers(proto ? { 'x-forwarded-proto': proto } : {});

describe('isSecureRequest', () => {
  it('follows X-Forwarded-Proto (set by Next.js from the socket, or by the proxy)', () => {
    expect(isSecureRequest(headers('https'), {})).toBe(true);
    expect(isSecureRequest(headers('https, http'), {})).toBe(true);
    expect(isSecureRequest(headers('http'), {})).toBe(false);
    expect(isSecureRequest(headers(), {})).toBe(false);
  });

  it('is always secure in production behind a trusted proxy', () => {
    expect(isSecureRequest(headers('http'), { TRUST_PROXY: '1', NODE_ENV: 'production' })).toBe(true);
    expect(isSecureRequest(headers(), { TRUST_PROXY: '1', NODE_ENV: 'production' })).toBe(true);
    expect(isSecureRequest(headers('http'), { TRUST_PROXY: '1', NODE_ENV: 'development' })).toBe(false);
    expect(isSecureRequest(headers('http'), { NODE_ENV: 'production' })).toBe(false);
  });
});
