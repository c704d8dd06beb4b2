import { isIP } from 'node:net';

// The client's address for the per-address limits and the log (docs/decisions/010-client-address.md).
// Route handlers never see the socket, so the production entry (standalone/serve.ts) appends the
// TCP peer's address to X-Forwarded-For, as one more proxy would, after dropping whatever a client
// sent there unless TRUST_PROXY says proxies are in front. So the rightmost entry is always the
// peer, and with TRUST_PROXY=n the client is the entry the n-th proxy appended: n + 1 from the right.

/** TRUST_PROXY: how many reverse proxies in front append to X-Forwarded-For (0: none). */
export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? '0');
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0;
}

/**
 * The address in one X-Forwarded-For entry: an IP, also with a port as some proxies write it
 * (`203.0.113.5:4444`, `[2001:db8::1]:4444`), lower-cased, an IPv4-mapped one as the IPv4
 * address; null when the entry is not an address.
 */
export function entryAddress(entry: string): string | null {
  let text = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const plain = text.replace(/%[\w.-]+$/, ''); // zone index (fe80::1%eth0)
  if (isIP(plain) === 0) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  return mapped ? mapped[1]! : plain;
}

/**
 * The client: the entry `hops + 1` from the right (the peer itself when no proxy is trusted). A
 * chain shorter than that did not pass every proxy (a health check from the host): its first
 * entry. An entry that is not an address gives the nearest address to its right, written by a
 * later hop, so junk never becomes a bucket of its own or one shared with other clients.
 */
export function clientIp(headers: Headers, hops = trustedProxyHops(process.env.TRUST_PROXY)): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',');
  for (let at = Math.max(0, chain.length - 1 - hops); at < chain.length; at += 1) {
    const address = entryAddress(chain[at]!);
    if (address) return address;
  }
  // Only without the production entry (next dev): no header and no peer.
  return 'unknown';
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The bucket the per-address limits count in: an IPv4 address as it is, an IPv6 client by its
 * /64 (one home or phone gets a whole /64, so every address in it is the same client).
 * `address` comes from clientIp(); anything else is kept apart under its own name.
 */
export function addressBucket(address: string): string {
  const plain = entryAddress(address);
  if (plain === null) return address.slice(0, 64);
  if (isIP(plain) === 4) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The per-address bucket of the request's client. */
export function clientBucket(headers: Headers, hops = trustedProxyHops(process.env.TRUST_PROXY)): string {
  return addressBucket(clientIp(headers, hops));
}
