import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { isStoreUnavailable } from '@/lib/db/unavailable';
import { apiMessages } from '@/lib/http/json-body';
import { failure } from '@/lib/http/reply';
import { processGlobal } from '@/lib/process-global';

// The last word of every route handler that touches the store (docs/store.md, "When the store is
// down"): an error the handler did not answer itself becomes a JSON answer, never Next's empty 500.
// The store out of reach (lib/db/unavailable.ts) is a 503 with Retry-After, logged at most once a
// minute with how many requests it refused; anything else is one log line and a 500.

export const storeMessages = {
  unavailable: 'Estamos teniendo problemas para atenderte. Inténtalo de nuevo en unos minutos.',
} as const;

/** Seconds a client should wait before asking again: a database restarting, a disk freed. */
const RETRY_AFTER_SECONDS = 30;
const LOG_EVERY_MS = 60_000;

function logUnavailable(error: unknown, now = Date.now()): void {
  const last = processGlobal('store-outage-log', () => ({ at: -Infinity, refused: 0 }));
  last.refused += 1;
  if (now - last.at < LOG_EVERY_MS) return;
  console.error(
    `[db] the store is unavailable (${last.refused} ${last.refused === 1 ? 'request' : 'requests'} answered 503):`,
    error instanceof Error ? error.message : error,
  );
  last.at = now;
  last.refused = 0;
}

/** The answer to an error a route handler let through. */
function errorResponse(request: Request, error: unknown): Response {
  // notFound(), redirect() and Next's own signals are Next's to answer.
  unstable_rethrow(error);
  if (isStoreUnavailable(error)) {
    logUnavailable(error);
    return failure(503, storeMessages.unavailable, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error instanceof Error ? error.message : error);
  return failure(500, apiMessages.unexpected);
}

/** `handler` with the answers above for what it throws: `export const GET = storeGuarded(async function GET(...) {...})`. */
export function storeGuarded<Context extends unknown[]>(
  handler: (request: Request, ...context: Context) => Promise<Response>,
): (request: Request, ...context: Context) => Promise<Response> {
  return async (request, ...context) => {
    try {
      return await handler(request, ...context);
    } catch (error) {
      return errorResponse(request, error);
    }
  };
}
