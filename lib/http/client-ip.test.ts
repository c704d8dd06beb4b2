import { describe, expect, it } from 'vitest';
import { addressBucket, clientBucket, clientIp, trustedProxyHops } from './client-ip';

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

describe('addressBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5');
  });

  it('puts every IPv6 address of one /64 in one bucket, whatever its spelling', () => {
    const bucket = addressBucket('2001:db8:85a3:12::1');
    expect(bucket).toBe('2001:db8:85a3:12::/64');
    for (const same of ['2001:db8:85a3:12:ffff:ffff:ffff:ffff', '2001:0DB8:85A3:0012:0:0:0:2', '2001:db8:85a3:12:a:b:c:d', '2001:db8:85a3:12::1%eth0']) {
      expect(addressBucket(same), same).toBe(bucket);
    }
    expect(addressBucket('2001:db8:85a3:13::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('puts anything that is not an address in one shared bucket', () => {
    for (const junk of ['unknown', 'x'.repeat(64), '999.1.1.1', '1.2.3', '::g', '']) expect(addressBucket(junk), junk).toBe('invalid');
  });

  it('buckets the request client from X-Forwarded-For', () => {
    expect(clientBucket(headers('2001:db8::1234'), 0)).toBe('2001:db8:0:0::/64');
    expect(clientBucket(headers('2001:db8::5678'), 0)).toBe('2001:db8:0:0::/64');
  });
});
