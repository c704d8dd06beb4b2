import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { closedDoor } from './admission';

// What the production entry (standalone/serve.ts) does to each request before Next.js reads it
// (docs/decisions/010-client-address.md). Next fills X-Forwarded-For and -Proto from the socket
// only when a request has none, so a client talking to the server directly could choose its own
// address and protocol. Without trusted proxies every forwarding header a client sent is dropped;
// with them the proxies' chain is kept. Either way the TCP peer is appended, as one more proxy
// would, so lib/http/client-ip.ts always finds it as the rightmost entry.

/** Headers in which a proxy describes the client; only a trusted proxy may set them. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-real-ip'] as const;

export function forwardRequestHeaders(headers: IncomingHttpHeaders, peer: string | undefined, trustedHops: number): void {
  if (trustedHops === 0) for (const name of FORWARDING_HEADERS) delete headers[name];
  // A socket closed before its request was read has no address: still one entry, so the proxies'
  // entries keep their places from the right.
  const last = peer || 'unknown';
  const chain = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = chain ? `${chain}, ${last}` : last;
}

const INSTALLED = Symbol.for('crepivara.forwarding-installed');

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** Answers a request at a closed door (lib/http/admission.ts); false when the door is open. */
function answeredAtTheDoor(request: IncomingMessage, response: ServerResponse): boolean {
  const closure = closedDoor(request.method, request.url);
  if (!closure) return false;
  response.writeHead(closure.status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'retry-after': String(Math.max(1, Math.ceil((closure.until - Date.now()) / 1000))),
  });
  response.end(JSON.stringify({ success: false, message: closure.message }));
  return true;
}

/**
 * Every HTTP server created from now on rewrites the forwarding headers of each request before its
 * listener (Next's) reads them, and answers requests to a closed door without it.
 */
export function installForwarding(
  http: typeof import('node:http'),
  trustedHops: number,
  /** Answers a request before Next does (true), or leaves it to Next (false). */
  frontDoor: (request: IncomingMessage, response: ServerResponse) => boolean = () => false,
  /** Prepares each server for what never reaches a request listener (CONNECT, unparseable requests). */
  prepareServer: (server: Server) => void = () => {},
): void {
  const createServer = http.createServer;
  http.createServer = function createForwardingServer(this: unknown, ...args: unknown[]) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at !== -1) {
      const listener = args[at] as Listener;
      args[at] = (request: IncomingMessage, response: ServerResponse) => {
        forwardRequestHeaders(request.headers, request.socket.remoteAddress, trustedHops);
        if (!answeredAtTheDoor(request, response) && !frontDoor(request, response)) listener(request, response);
      };
    }
    const server = (createServer as (...parameters: unknown[]) => Server).apply(this, args);
    prepareServer(server);
    // A listener added later (not Next's way) still gets the rewritten headers.
    if (at === -1) server.prependListener('request', (request) => forwardRequestHeaders(request.headers, request.socket.remoteAddress, trustedHops));
    return server;
  } as typeof http.createServer;
  (globalThis as Record<symbol, unknown>)[INSTALLED] = true;
}

/** Whether this process was started through the production entry. */
export function forwardingInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[INSTALLED] === true;
}

/**
 * Where the production server listens: `HOST`, else only the loopback interface when proxies are
 * in front (so nobody reaches the port around them), else every interface.
 */
export function listenHost(env: Record<string, string | undefined>, trustedHops: number): string {
  return env.HOST?.trim() || (trustedHops > 0 ? '127.0.0.1' : '0.0.0.0');
}
