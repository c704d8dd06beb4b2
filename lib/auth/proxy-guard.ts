import { NextResponse, type NextRequest } from 'next/server';
import { clientBucket } from '@/lib/http/client-ip';
import { logSecurityEvent } from '@/lib/http/security-log';
import { isSecureRequest } from '@/lib/http/transport';
import { isPanelPath, loginPathFor } from './panel-paths';
import { existingAuthSecret } from './secret';
import { checkSessionToken, sessionCookieName } from './session-token';

// Called from proxy.ts: an optimistic first redirect only. It checks the session cookie's
// signature and expiry (no database); every panel layout, page and route handler checks the
// session again through requireUser() in lib/auth/dal.ts, session_version included.

let unreadableReported = false;

/**
 * The session key, or null when there is none yet or it cannot be read (a data folder the site
 * cannot read): then no cookie can be checked, the visitor goes to /login, where the sign-in answers
 * in Spanish that the database is not available, and the log says why (once).
 */
function sessionKey(): Uint8Array | null {
  try {
    return existingAuthSecret();
  } catch (error) {
    if (!unreadableReported) console.error(`[auth] cannot read the session key: ${error instanceof Error ? error.message : String(error)}`);
    unreadableReported = true;
    return null;
  }
}

/** A redirect to /login for a panel path without a valid session cookie; undefined otherwise. */
export async function panelGuard(request: NextRequest): Promise<NextResponse | undefined> {
  if (!isPanelPath(request.nextUrl.pathname)) return undefined;
  const cookieName = sessionCookieName(isSecureRequest(request.headers));
  // No key yet (nobody has signed in since the data folder was made): no token can be valid, and
  // a random key checks that the usual way (missing or invalid).
  const secret = sessionKey() ?? crypto.getRandomValues(new Uint8Array(32));
  const check = await checkSessionToken(request.cookies.get(cookieName)?.value, secret);
  if (check.status === 'valid') return undefined;
  if (check.status === 'invalid') logSecurityEvent('token_invalid', { client: clientBucket(request.headers), path: request.nextUrl.pathname });
  const response = NextResponse.redirect(new URL(loginPathFor(request.nextUrl.pathname, request.nextUrl.search), request.url));
  // A forged or expired cookie is useless: drop it.
  if (request.cookies.has(cookieName)) response.cookies.delete(cookieName);
  return response;
}
