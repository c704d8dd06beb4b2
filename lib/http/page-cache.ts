import crypto from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cachedMenuPage } from '@/lib/menu/filters';
import { keptBeforeShopChange } from '@/lib/shop-freshness.mjs';
import { acceptsCoding } from './precompressed';

// The shop's cached pages (/, /menu's, /orders and /aboutus, docs/decisions/095-front-page-cache.md) answered by the
// production entry before Next: a copy of what Next last sent for the page, with its Brotli and
// gzip bodies made once, renewed as Next renews its own (fresh for the layout's revalidate, then
// served once more while it is fetched again) and dropped at an owner's change. Next still
// renders, revalidates and forgets the pages (lib/cache-handler.mjs); this copy spares each request
// Next's routing, its proxy, the page's ETag hash and a gzip of ~340 KB.

/** As long as Next calls a shop page fresh: the shop layout's `revalidate` (page-cache.test.ts ties them). */
export const FRESH_MS = 5_000;
/** Marks the entry's own request for a newer copy; its value is this process's secret. */
const RENEWAL_HEADER = 'x-crepivara-page-renewal';
const RENEWAL_TIMEOUT_MS = 30_000;
/** The shop's pages with one HTML for every visitor whatever their query (the table is read in the browser). */
const WHOLE_PAGES = new Set(['/', '/orders', '/aboutus']);
/** Those and the menu's pages, one per category: more only from made-up categories, never kept long. */
const MAX_ENTRIES = 32;
/** Requests of Next's client router (an RSC payload, a prefetch, an action): other bodies than the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'next-action'];
/** Headers of one answer's framing, not of the page: each answer writes its own. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

type Kept = { keptAt: number; headers: OutgoingHttpHeaders; etag: string | undefined; identity: Buffer; br: Buffer; gzip: Buffer };

/** Which cached page a request asks for ('/', '/orders', '/aboutus', '/menu/<slug>'), or null: anything else goes to Next. */
export function pageKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  // Every request of the site passes here: anything but the shop's pages leaves before the query is read.
  if (pathname !== '/menu' && !WHOLE_PAGES.has(pathname)) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
  if (params.has('_rsc')) return null;
  if (pathname !== '/menu') return pathname;
  // The page proxy.ts names for the address (lib/menu/rewrite.ts): the same HTML for every table.
  const page = cachedMenuPage(params);
  return page === null ? null : `/menu/${page}`;
}

/** Whether an If-None-Match header names `etag` (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** A copy of a chunk as Node's `write` and `end` take it (the writer may reuse its own buffer). */
function copyOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

export type PageCache = {
  /** Answers from its copy (true), or lets Next answer (false), keeping a copy of Next's answer when it may. */
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Settles once every copy being made is kept (tests). */
  settled: () => Promise<void>;
};

export function createPageCache({ now = Date.now, startedAt = now() }: { now?: () => number; startedAt?: number } = {}): PageCache {
  const kept = new Map<string, Kept>();
  const making = new Map<string, Promise<void>>();
  const secret = crypto.randomBytes(16).toString('hex');

  /** Older than Next's own copy would be fresh: served once more while a newer one is fetched. */
  const isStale = (copy: Kept) => now() - copy.keptAt >= FRESH_MS;

  /**
   * Asks this server for the page again, as a visitor would, the request marked so the answer is
   * Next's and becomes the copy (stale-while-revalidate, like Next's own cache for these pages).
   */
  function renew(key: string, request: IncomingMessage) {
    const { localAddress, localPort } = request.socket;
    if (!localAddress || !localPort || making.has(key)) return;
    const renewed = new Promise<void>((resolve) => {
      http
        .get({ host: localAddress, port: localPort, path: request.url, headers: { 'accept-encoding': 'gzip', [RENEWAL_HEADER]: secret } }, (answer) =>
          answer.resume().on('close', resolve),
        )
        // A server too busy to answer in time: the next visit asks again.
        .setTimeout(RENEWAL_TIMEOUT_MS, function (this: http.ClientRequest) {
          this.destroy();
        })
        .on('error', resolve)
        .on('close', resolve);
    }).finally(() => {
      if (making.get(key) === renewed) making.delete(key);
    });
    making.set(key, renewed);
  }

  function send(copy: Kept, request: IncomingMessage, response: ServerResponse) {
    const accepted = request.headers['accept-encoding'];
    const coding = acceptsCoding(accepted, 'br') ? 'br' : acceptsCoding(accepted, 'gzip') ? 'gzip' : undefined;
    if (matchesEtag(request.headers['if-none-match'] as string | undefined, copy.etag)) {
      response.writeHead(304, copy.headers).end();
      return;
    }
    const body = coding === 'br' ? copy.br : coding === 'gzip' ? copy.gzip : copy.identity;
    response.writeHead(200, { ...copy.headers, ...(coding && { 'content-encoding': coding }), 'content-length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** Keeps Next's answer when it is a page Next served from its cache, whole and the same for everyone. */
  async function keep(key: string, startedAtMs: number, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
    const cache = String(headers['x-nextjs-cache'] ?? '');
    // STALE: Next is rendering it again; MISS/HIT: rendered now, or fresh in Next's cache.
    if (status !== 200 || (cache !== 'HIT' && cache !== 'MISS') || headers['set-cookie'] !== undefined) return;
    const coding = headers['content-encoding'];
    if (coding !== undefined && coding !== 'gzip') return;
    const identity = coding === 'gzip' ? await gunzip(body) : body;
    const [br, gzipped] = await Promise.all([
      // Quality 5: a few milliseconds for the page, smaller than gzip (its window also spans the
      // stylesheet's three copies, docs/decisions/007).
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      coding === 'gzip' ? Promise.resolve(body) : gzip(identity),
    ]);
    const pageHeaders: OutgoingHttpHeaders = { 'x-nextjs-cache': 'HIT' };
    for (const [name, value] of Object.entries(headers)) if (!FRAMING.has(name) && name !== 'x-nextjs-cache' && value !== undefined) pageHeaders[name] = value;
    const vary = String(pageHeaders.vary ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) pageHeaders.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    kept.delete(key);
    kept.set(key, {
      keptAt: startedAtMs,
      headers: pageHeaders,
      etag: headers.etag === undefined ? undefined : String(headers.etag),
      identity,
      br,
      gzip: gzipped,
    });
    while (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  }

  /** Records what Next writes to `response` (after its own compression), to keep it once it ends. */
  function record(key: string, response: ServerResponse) {
    const began = now();
    const chunks: Buffer[] = [];
    let headed: OutgoingHttpHeaders = {};
    let ended = false;
    // A visitor gone before the end: nothing to keep, and the next request may make the copy.
    response.once('close', () => {
      if (!ended) making.delete(key);
    });
    const { write, end, writeHead } = response;
    response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      const headers = args.find((arg, at) => at > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      if (headers) headed = { ...headed, ...(headers as OutgoingHttpHeaders) };
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const buffer = copyOf(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (ended) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      const buffer = typeof chunk === 'function' ? null : copyOf(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      ended = true;
      const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      const headers = { ...response.getHeaders(), ...lowerCased(headed) };
      const made = keep(key, began, response.statusCode, headers, Buffer.concat(chunks))
        .catch(() => undefined)
        .finally(() => making.delete(key));
      making.set(key, made);
      return result;
    } as ServerResponse['end'];
  }

  return {
    answer(request, response) {
      const renewal = request.headers[RENEWAL_HEADER] === secret;
      delete request.headers[RENEWAL_HEADER];
      const key = pageKey(request.method, request.url, request.headers);
      if (key === null) return false;
      if (renewal) {
        record(key, response);
        return false;
      }
      const copy = kept.get(key);
      // A copy from before the owner's last change is never shown: Next answers, as it would.
      if (copy && !keptBeforeShopChange(copy.keptAt, startedAt)) {
        if (isStale(copy)) renew(key, request);
        send(copy, request, response);
        return true;
      }
      // One copy made at a time per page; a HEAD has no body to keep.
      if (request.method === 'GET' && !making.has(key)) {
        making.set(key, Promise.resolve());
        record(key, response);
      }
      return false;
    },
    settled: async () => {
      while (making.size > 0) await Promise.all(making.values());
    },
  };
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
