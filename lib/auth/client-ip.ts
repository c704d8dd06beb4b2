// The client's address for the per-IP limits. Route handlers never see the socket: Next.js
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
  return (entry ?? 'unknown').replace(/^::ffff:/, '').slice(0, 64).toLowerCase();
}
