import { describe, expect, it } from 'vitest';
import { clientIp, trustedProxyHops } from './client-ip';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientIp', () => {
  it('uses the address Next.js fills in for a direct connection', () => {
    expect(clientIp(headers('127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientIp(headers('::ffff:10.0.0.7'), 0)).toBe('10.0.0.7');
  });

  it('takes the entry appended by the nearest proxy, ignoring what the client wrote on the left', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientIp(headers('6.6.6.6, 203.0.113.5'), 0)).toBe('203.0.113.5');
  });

  it('counts hops from the right with several proxies', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    // Shorter than promised: the leftmost is all there is.
    expect(clientIp(headers('203.0.113.5'), 3)).toBe('203.0.113.5');
  });

  it('falls back to a shared key and bounds the length', () => {
    expect(clientIp(headers(), 0)).toBe('unknown');
    expect(clientIp(headers(' , ')), 'blank entries').toBe('unknown');
    expect(clientIp(headers('A'.repeat(500)), 0)).toHaveLength(64);
  });
});

describe('trustedProxyHops', () => {
  it('reads small positive integers only', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('true')).toBe(0);
    expect(trustedProxyHops('-1')).toBe(0);
  });
});
