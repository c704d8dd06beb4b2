import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expireShopPages } from '@/lib/menu/shop-pages';
import { SHOP_CHANGED_AT } from '@/lib/shop-freshness.mjs';
import { createPageCache, FRESH_MS, matchesEtag, pageKey, type PageCache } from './page-cache';

const html = `<!DOCTYPE html><html><body>${'<article>La CrepiVara ₡5 600</article>'.repeat(500)}</body></html>`;

/** Next's side, as the production entry meets it: its headers, then gzip when asked (its compression wraps write and end). */
type NextAnswer = { status?: number; cache?: string; cookie?: boolean; body?: string };
let answer: NextAnswer = {};
let nextAnswered = 0;
function next(request: IncomingMessage, response: ServerResponse) {
  nextAnswered += 1;
  const { status = 200, cache = 'HIT', cookie = false, body = html } = answer;
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-cache');
  response.setHeader('etag', '"abc"');
  response.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch');
  response.setHeader('x-nextjs-cache', cache);
  if (cookie) response.setHeader('set-cookie', 'a=b');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    response.setHeader('content-encoding', 'gzip');
    const zipped = zlib.gzipSync(body);
    // In two writes, as a stream would.
    response.write(zipped.subarray(0, 100));
    response.end(zipped.subarray(100));
  } else response.end(body);
}

let clock = 1_000_000;
let cache: PageCache;
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => cache.answer(request, response) || next(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  answer = {};
  delete (globalThis as Record<symbol, unknown>)[SHOP_CHANGED_AT];
});

function fresh() {
  clock = 1_000_000;
  nextAnswered = 0;
  cache = createPageCache({ now: () => clock, startedAt: clock });
}

/** A GET through Node's http (fetch would decode the body): status, headers and the raw bytes. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** One request Next answers, its copy kept. */
async function warm(path = '/menu', headers: Record<string, string> = {}) {
  await get(path, headers);
  await cache.settled();
}

describe('the shop pages the production entry answers itself', () => {
  it('answers the second request from the copy of the first, in the coding the browser takes', async () => {
    fresh();
    await warm('/menu', { 'accept-encoding': 'gzip, deflate, br' });
    expect(nextAnswered).toBe(1);

    const br = await get('/menu', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const zipped = await get('/menu', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(html);
    const plain = await get('/menu');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(nextAnswered).toBe(1);

    // Next's headers, and one more reason to vary.
    expect(plain.headers).toMatchObject({ 'cache-control': 'no-cache', etag: '"abc"', 'x-nextjs-cache': 'HIT', 'content-type': 'text/html; charset=utf-8' });
    expect(plain.headers.vary).toBe('rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding');
  });

  it('the same copy for every table of a category, another for each category and the home page', async () => {
    fresh();
    await warm('/menu?categoria=Crepas&mesa=4');
    await get('/menu?mesa=9&categoria=crepas');
    expect(nextAnswered).toBe(1);
    await warm('/menu?categoria=Bebidas+Fr%C3%ADas');
    await warm('/?mesa=2');
    await get('/');
    expect(nextAnswered).toBe(3);
  });

  it('once as old as Next lets a page be, serves the copy once more while it asks Next for a newer one', async () => {
    fresh();
    answer = { body: 'primera' };
    await warm();
    answer = { body: 'segunda' };
    clock += FRESH_MS - 1;
    expect((await get('/menu')).body.toString()).toBe('primera');
    await cache.settled();
    expect(nextAnswered).toBe(1);

    clock += 1;
    // Stale: still this copy, at once, and Next is asked again behind it.
    expect((await get('/menu')).body.toString()).toBe('primera');
    await cache.settled();
    expect(nextAnswered).toBe(2);
    expect((await get('/menu')).body.toString()).toBe('segunda');
    expect(nextAnswered).toBe(2);
  });

  it('takes no renewal from a visitor: the header without the secret is an ordinary request', async () => {
    fresh();
    await warm();
    await get('/menu', { 'x-crepivara-page-renewal': 'adivinado' });
    await cache.settled();
    expect(nextAnswered).toBe(1);
  });

  it("forgets every copy at an owner's change, and one begun in the moments after it", async () => {
    fresh();
    await warm();
    expireShopPages(clock);
    await warm();
    expect(nextAnswered).toBe(2);
    // Begun within the settling time: Next may have rendered it from before the change.
    await warm();
    expect(nextAnswered).toBe(3);
    clock += 2_500;
    await warm();
    await get('/menu');
    expect(nextAnswered).toBe(4);
  });

  it('keeps nothing Next renders again behind (STALE), refuses, or that sets a cookie', async () => {
    for (const kept of [{ cache: 'STALE' }, { status: 404 }, { cookie: true }, { cache: '' }] satisfies NextAnswer[]) {
      fresh();
      answer = kept;
      await warm();
      await get('/menu');
      expect(nextAnswered, JSON.stringify(kept)).toBe(2);
    }
  });

  it('answers a revalidation with 304, and a HEAD without a body', async () => {
    fresh();
    await warm();
    const revalidated = await get('/menu', { 'if-none-match': 'W/"x", "abc"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get('/menu', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(nextAnswered).toBe(1);
  });

  it("leaves the router's requests, searches and every other address to Next", async () => {
    fresh();
    await warm();
    await get('/menu', { rsc: '1' });
    await get('/menu?_rsc=abc');
    await get('/menu?q=nutella');
    await get('/aboutus');
    expect(nextAnswered).toBe(5);
  });
});

describe('pageKey', () => {
  it('names the shop pages, the menu page as proxy.ts would serve it, and nothing else', () => {
    expect(pageKey('GET', '/', {})).toBe('/');
    expect(pageKey('HEAD', '/?mesa=3', {})).toBe('/');
    expect(pageKey('GET', '/orders?mesa=3', {})).toBe('/orders');
    expect(pageKey('GET', '/aboutus', {})).toBe('/aboutus');
    expect(pageKey('GET', '/menu', {})).toBe('/menu/_todos');
    expect(pageKey('GET', '/menu?categoria=Crepas&mesa=4', {})).toBe('/menu/crepas');
    for (const [method, url, headers] of [
      ['POST', '/menu', {}],
      ['GET', '/menu?q=crepa', {}],
      ['GET', '/menu/', {}],
      ['GET', '//menu', {}],
      ['GET', '/menu/_todos', {}],
      ['GET', '/menu', { 'next-router-prefetch': '1' }],
      ['GET', '/', { 'next-action': 'x' }],
      ['GET', '/orders', { rsc: '1' }],
      ['GET', '/aboutus/', {}],
      ['GET', '/login', {}],
      ['GET', '/pedido/abc', {}],
      ['GET', '/home-admin', {}],
    ] as const)
      expect(pageKey(method, url, headers), `${method} ${url}`).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('reads lists and weak tags as Next does', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"x"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

it("keeps a copy exactly as long as the shop layout's revalidate", () => {
  const layout = fs.readFileSync('app/(shop)/layout.tsx', 'utf8');
  expect(Number(/export const revalidate = (\d+);/.exec(layout)?.[1]) * 1000).toBe(FRESH_MS);
});
