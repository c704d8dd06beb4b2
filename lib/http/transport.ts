import { trustedProxyHops } from './client-ip';

type Env = Record<string, string | undefined>;

/**
 * Whether the visitor reached us over https: the trusted proxy's X-Forwarded-Proto. Without
 * TRUST_PROXY nothing a client sends counts, and the server itself speaks plain http.
 */
export function isSecureRequest(headers: Headers, env: Env = process.env): boolean {
  if (trustedProxyHops(env.TRUST_PROXY) === 0) return false;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
