import { describe, expect, it } from 'vitest';
import { addressBucket, clientBucket, clientIp, entryAddress, trustedProxyHops } from './client-ip';

// X-Forwarded-For as the app sees it behind the production entry (standalone/serve.ts): the TCP
// peer is always the rightmost entry; without TRUST_PROXY it is the only one.
const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientIp without TRUST_PROXY: the TCP peer', () => {
  it('is the peer, whatever a client wrote before it', () => {
    expect(clientIp(headers('127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientIp(headers('::ffff:10.0.0.7'), 0)).toBe('10.0.0.7');
    // Only next dev lets a client's header through: even then the rightmost entry, never the left.
    expect(clientIp(headers('6.6.6.6, 203.0.113.5'), 0)).toBe('203.0.113.5');
  });
});

describe('clientIp with TRUST_PROXY=n: the entry the n-th proxy appended', () => {
  it('skips the peer (the nearest proxy) and ignores what the client wrote on the left', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.5, 10.0.0.2'), 1)).toBe('203.0.113.5');
    expect(clientIp(headers('203.0.113.5, 10.0.0.2'), 1)).toBe('203.0.113.5');
  });

  it('counts n hops from the right with several proxies', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.5, 10.0.0.3, 10.0.0.2'), 2)).toBe('203.0.113.5');
  });

  it('takes the first entry of a chain shorter than promised (a request that skipped the proxies)', () => {
    expect(clientIp(headers('127.0.0.1'), 1)).toBe('127.0.0.1');
    expect(clientIp(headers('203.0.113.5, 10.0.0.2'), 3)).toBe('203.0.113.5');
  });
});

describe('clientIp with entries that are not addresses', () => {
  it('falls back to the nearest address on their right, ultimately the peer, never a shared bucket', () => {
    expect(clientIp(headers('garbage, 10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientIp(headers('x, garbage, 198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(headers('999.1.1.1, 1.2.3, ::g, 198.51.100.4'), 3)).toBe('198.51.100.4');
    expect(clientBucket(headers('garbage, 198.51.100.4'), 1)).toBe(clientBucket(headers('198.51.100.4'), 0));
    expect(clientBucket(headers('other-junk, 198.51.100.9'), 1)).not.toBe(clientBucket(headers('garbage, 198.51.100.4'), 1));
  });

  it('reads an address with a port as that address', () => {
    expect(clientIp(headers('1.2.3.4:4444, 10.0.0.2'), 1)).toBe('1.2.3.4');
    expect(clientIp(headers('[2001:DB8::1]:4444, 10.0.0.2'), 1)).toBe('2001:db8::1');
  });

  it('says unknown only when there is no address at all (next dev without a peer)', () => {
    expect(clientIp(headers(), 0)).toBe('unknown');
    expect(clientIp(headers(' , '), 0)).toBe('unknown');
    expect(clientIp(headers('A'.repeat(500)), 0)).toBe('unknown');
  });
});

describe('entryAddress', () => {
  it('accepts IPv4, IPv6 (zone, brackets, port) and unwraps IPv4-mapped addresses', () => {
    expect(entryAddress(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(entryAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(entryAddress('[::1]')).toBe('::1');
    expect(entryAddress('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    for (const junk of ['unknown', '', '1.2.3', '999.1.1.1', '::g', 'garbage:80']) expect(entryAddress(junk), junk).toBeNull();
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

  it('buckets the request client from X-Forwarded-For, IPv6 by its /64', () => {
    expect(clientBucket(headers('6.6.6.6, 2001:db8::1234'), 0)).toBe('2001:db8:0:0::/64');
    expect(clientBucket(headers('2001:db8::5678, 10.0.0.2'), 1)).toBe('2001:db8:0:0::/64');
  });
});
