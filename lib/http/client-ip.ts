import { isIP } from 'node:net';

// The client's address for the per-address limits. Route handlers never see the socket: Next.js
// copies its address into X-Forwarded-For only when the request has none. TRUST_PROXY is the
// number of reverse proxies in front of the site; each one appends the address it saw, so the
// client is that many entries from the right. Without it the rightmost entry is used, which
// a client talking to the server directly can forge (README "Cuentas y seguridad").

export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? '0');
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0;
}

export function clientIp(headers: Headers, hops = trustedProxyHops(process.env.TRUST_PROXY)): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - Math.max(1, hops)] ?? chain[0];
  // Bounded and normalised so a header cannot grow the throttle's memory or split one client in two.
  return (entry ?? 'unknown').replace(/^::ffff:/i, '').slice(0, 64).toLowerCase();
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
 * /64 (one home or phone gets a whole /64, so every address in it is the same client), and
 * anything that is not an address in one shared bucket.
 */
export function addressBucket(address: string): string {
  const plain = address.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  const kind = isIP(plain);
  if (kind === 4) return plain;
  if (kind !== 6) return 'invalid';
  const groups = ipv6Groups(plain.toLowerCase());
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 client.
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
