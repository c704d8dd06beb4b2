import { trustedProxyHops } from './client-ip';

type Env = Record<string, string | undefined>;

/**
 * Whether the visitor reached us over https. Next.js fills X-Forwarded-Proto from the socket when
 * a request has none, and a trusted reverse proxy sets it; in production behind a trusted proxy
 * (TRUST_PROXY) the site is assumed to be served over https whatever the header says.
 */
export function isSecureRequest(headers: Headers, env: Env = process.env): boolean {
  if (trustedProxyHops(env.TRUST_PROXY) > 0 && env.NODE_ENV === 'production') return true;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
