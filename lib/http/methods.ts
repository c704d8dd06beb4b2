import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { addressBucket, clientBucket } from './client-ip';
import { logSecurityEventAtMostEvery } from './security-log';

// The methods each path answers, and the 405 (with its Allow header) the production entry gives
// every other method before Next sees the request (docs/decisions/015-methods-at-the-door.md).
// Next turns a method it does not know (TRACE, PROPFIND, ...) into a 500 with a stack trace in the
// log, on every path; Node itself refuses CONNECT and tokens its parser does not know.

/**
 * The methods of each route handler (app/**\/route.ts, route groups left out), as exported: a unit
 * test compares this table with the files, so a new route or method cannot be forgotten.
 */
export const ROUTE_HANDLER_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/activar': ['POST'],
  '/api/auth': ['GET', 'POST', 'DELETE'],
  '/api/desk/settings': ['PUT'],
  '/api/desk/availability/[id]': ['PUT'],
  '/api/desk/hours': ['PUT'],
  '/api/desk/hours/week': ['PUT'],
  '/api/desk/menu': ['POST'],
  '/api/desk/menu/[id]': ['PUT'],
  '/api/desk/menu/[id]/photo': ['POST', 'DELETE'],
  '/api/desk/menu/[id]/hidden': ['PUT'],
  '/api/desk/menu/categories': ['PUT'],
  '/api/desk/menu/history/[id]': ['POST'],
  '/api/desk/menu/options/[group]': ['PUT'],
  '/api/desk/menu/options/[group]/sold-out': ['PUT'],
  '/api/desk/menu/order': ['PUT'],
  '/api/desk/orders': ['GET', 'POST'],
  '/api/desk/orders/[id]': ['PUT'],
  '/api/desk/orders/[id]/payment': ['PUT'],
  '/api/desk/orders/[id]/ready-time': ['PUT'],
  '/api/desk/orders/csv': ['GET'],
  '/api/desk/orders/pause': ['PUT', 'DELETE'],
  '/api/desk/orders/stream': ['GET'],
  '/api/desk/push': ['POST', 'DELETE'],
  '/api/health': ['GET'],
  '/api/menu': ['GET'],
  '/api/menu/availability': ['GET'],
  '/api/opening': ['GET'],
  '/api/orders': ['POST', 'DELETE'],
  '/api/orders/[token]': ['GET'],
  '/api/orders/[token]/payment': ['POST'],
  '/api/orders/[token]/push': ['POST', 'DELETE'],
  '/api/orders/[token]/stream': ['GET'],
  '/api/orders/slots': ['GET'],
  '/api/push': ['GET'],
  '/api/user': ['POST', 'PATCH', 'DELETE'],
  '/api/user/password': ['PUT'],
  '/api/user/sessions': ['DELETE'],
  '/fotos/[file]': ['GET'],
  '/sw.js': ['GET'],
};

/** Route handlers Next renders at build time (`dynamic = 'force-static'`) and then serves as files. */
export const PRERENDERED_ROUTES: ReadonlySet<string> = new Set(['/sw.js']);

/** Build files, public files and metadata files (robots.txt, icon.svg): read-only. */
const FILE_METHODS = ['GET', 'HEAD'] as const;
/** Pages render for GET and HEAD, and for POST: a form sent before its script loads posts to its own page. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

type Route = { segments: string[]; methods: string[] };

const routes: Route[] = Object.entries(ROUTE_HANDLER_METHODS).map(([path, exported]) => {
  const segments = path.split('/').slice(1);
  if (PRERENDERED_ROUTES.has(path)) return { segments, methods: [...FILE_METHODS] };
  // Next answers HEAD with GET, and OPTIONS (204 with Allow) for every route handler it runs.
  const methods = new Set([...exported, 'OPTIONS']);
  if (methods.has('GET')) methods.add('HEAD');
  return { segments, methods: [...methods].sort() };
});

const isDynamic = (segment: string) => segment.startsWith('[');

/** The route handler for a path: a static segment wins over a dynamic one, as in Next's router. */
function routeHandler(segments: string[]): Route | undefined {
  const matching = routes.filter(
    (route) => route.segments.length === segments.length && route.segments.every((segment, at) => isDynamic(segment) || segment === segments[at]),
  );
  const rank = (route: Route) => route.segments.map((segment) => (isDynamic(segment) ? '1' : '0')).join('');
  return matching.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

/** The path of a request target: origin form (`/menu?q=x`), absolute form, or anything else as the root. */
function targetPath(target: string): string {
  if (target.startsWith('/')) return target.split(/[?#]/)[0]!;
  try {
    return new URL(target).pathname;
  } catch {
    return '/'; // CONNECT's host:port, OPTIONS' `*`
  }
}

/** The methods the site answers on a request target, in the order of an Allow header. */
export function allowedMethods(target: string): readonly string[] {
  const path = targetPath(target);
  const segments = path.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop(); // Next redirects `/x/` to `/x`
  const handler = routeHandler(segments);
  if (handler) return handler.methods;
  if (path.startsWith('/_next/') || /\.[A-Za-z0-9]+$/.test(path)) return FILE_METHODS;
  return PAGE_METHODS;
}

/** null when the path answers `method`; otherwise the Allow header of the 405. */
export function methodRefusal(method: string | undefined, target: string | undefined): { allow: string } | null {
  const allowed = allowedMethods(target ?? '/');
  return allowed.includes((method ?? 'GET').toUpperCase()) ? null : { allow: allowed.join(', ') };
}

const MESSAGE = 'Método no permitido.';

/** The 405's headers and body: JSON under /api/ (what the browser's client reads), text elsewhere. */
function refusal(target: string, allow: string): { headers: Record<string, string>; body: string } {
  const api = targetPath(target).startsWith('/api/');
  const body = api ? JSON.stringify({ success: false, message: MESSAGE }) : MESSAGE;
  return {
    headers: {
      allow,
      'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body,
  };
}

function logRefused(method: string, target: string, client?: string): void {
  // Scanners send these in bursts: one line a minute, with how many since the last.
  logSecurityEventAtMostEvery(60_000, 'method-refused', 'method_refused', {
    method: method.slice(0, 20),
    path: targetPath(target).slice(0, 200),
    ...(client ? { client } : {}),
  });
}

/** The request listener's part: answers 405 to a method the path does not serve (true), or leaves it to Next. */
export function answerUnservedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const target = request.url ?? '/';
  const refused = methodRefusal(request.method, target);
  if (!refused) return false;
  const { headers, body } = refusal(target, refused.allow);
  response.writeHead(405, headers).end(body);
  // The forwarding headers are the production entry's by now (lib/http/forwarding.ts).
  logRefused(request.method ?? '', target, clientBucket(new Headers({ 'x-forwarded-for': String(request.headers['x-forwarded-for'] ?? '') })));
  return true;
}

/** A 405 written on the socket itself (no request object to answer through), then the connection closed. */
function refuseOnSocket(socket: Duplex, method: string, target: string, client?: string): void {
  const { headers, body } = refusal(target, allowedMethods(target).join(', '));
  const head = Object.entries({ ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head.join('')}\r\n${body}`);
  logRefused(method, target, client);
}

/** What Node answers itself to a request it cannot parse (its own defaults, kept for everything but a method). */
const NODE_CLIENT_ERRORS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** The log's client for a refusal at the socket: its peer (a proxy in front passes neither CONNECT nor garbage). */
const peerBucket = (socket: { remoteAddress?: string }) => (socket.remoteAddress ? addressBucket(socket.remoteAddress) : undefined);

/**
 * The socket-level part, for what never reaches a request listener: CONNECT (Node closes the
 * connection without an answer) and method tokens Node's parser does not know (FOO: Node's bare 400).
 */
export function guardServerMethods(server: Server): void {
  server.on('connect', (request: IncomingMessage, socket: Duplex & { remoteAddress?: string }) => {
    refuseOnSocket(socket, 'CONNECT', request.url ?? '/', peerBucket(socket));
  });
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex & { remoteAddress?: string; _httpMessage?: { headersSent?: boolean } }) => {
      // An answer already on its way on this connection: nothing more may be written.
      const answering = Boolean(socket._httpMessage?.headersSent);
      if (error.code === 'HPE_INVALID_METHOD' && socket.writable && !answering) {
        const [method = '', target = '/'] = String(error.rawPacket ?? '')
          .split('\r\n', 1)[0]!
          .split(' ');
        refuseOnSocket(socket, method, target.startsWith('/') ? target : '/', peerBucket(socket));
        return;
      }
      if (socket.writable && !answering && error.code !== 'ECONNRESET') {
        socket.write(`HTTP/1.1 ${NODE_CLIENT_ERRORS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
      }
      socket.destroy(error);
    },
  );
}
