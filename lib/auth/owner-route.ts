import 'server-only';
import type { SessionUser } from '@/lib/account';
import { readPayload, type PayloadOptions } from '@/lib/http/json-body';
import { storeGuarded } from '@/lib/store-guarded';
import { ownerFromRequest } from './dal';

type Parser<T> = Parameters<typeof readPayload<T>>[1];

/** What an owner route's handler gets: the request, the owner, and the body as `Schema` parses it (none without one). */
export type OwnerRequest<Schema = undefined> = { request: Request; owner: SessionUser; body: Schema extends Parser<infer Body> ? Body : undefined };
type Handler<Body, Context extends unknown[]> = (input: { request: Request; owner: SessionUser; body: Body }, ...context: Context) => Promise<Response>;

/**
 * The one way into an owner route handler (app/api/desk): the session first (401 without one, 403
 * for a customer's), then the body against `schema` when there is one (lib/http/json-body: origin,
 * JSON, size, then 400 with the Spanish message per field), then `handler`; what the store throws is
 * answered by storeGuarded. The lint rule `house/session-check-first` takes it for a handler's own
 * check: `export const PUT = ownerRoute(settingsSchema, async ({ owner, body }) => ...)`.
 * Why route handlers and not server actions: docs/decisions/092-owner-changes-through-route-handlers.md.
 */
export function ownerRoute<Context extends unknown[]>(handler: Handler<undefined, Context>): (request: Request, ...context: Context) => Promise<Response>;
export function ownerRoute<Body, Context extends unknown[]>(
  schema: Parser<Body>,
  handler: Handler<Body, Context>,
  options?: PayloadOptions,
): (request: Request, ...context: Context) => Promise<Response>;
export function ownerRoute<Body, Context extends unknown[]>(
  schemaOrHandler: Parser<Body> | Handler<undefined, Context>,
  maybeHandler?: Handler<Body, Context>,
  options?: PayloadOptions,
): (request: Request, ...context: Context) => Promise<Response> {
  return storeGuarded(async (request: Request, ...context: Context) => {
    const owner = await ownerFromRequest(request);
    if (!owner.ok) return owner.response;
    if (typeof schemaOrHandler === 'function') return schemaOrHandler({ request, owner: owner.user, body: undefined }, ...context);
    const payload = await readPayload(request, schemaOrHandler, options);
    if (!payload.ok) return payload.response;
    return maybeHandler!({ request, owner: owner.user, body: payload.data }, ...context);
  });
}
