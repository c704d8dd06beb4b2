import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsCoding, answerPrecompressed, precompressedFile } from './precompressed';

const script = 'console.log("una crepa");\n'.repeat(50);
let staticDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-static-'));
  fs.mkdirSync(path.join(staticDir, 'chunks'));
  fs.writeFileSync(path.join(staticDir, 'chunks', 'a1.js'), script);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'a1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(staticDir, 'chunks', 'font.woff2.br'), 'x');
  fs.writeFileSync(path.join(staticDir, '..', 'secret.js.br'), 'x');
  server = http.createServer((request, response) => {
    if (!answerPrecompressed(request, response, staticDir)) response.writeHead(418).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(path.join(staticDir, '..', 'secret.js.br'), { force: true });
});

/** A raw request (fetch would decode the body and hide the encoding). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('acceptsCoding', () => {
  it('reads the codings a browser lists, q=0 refusing one', () => {
    expect(acceptsCoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsCoding('br;q=0.5, gzip', 'br')).toBe(true);
    expect(acceptsCoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsCoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsCoding(undefined, 'br')).toBe(false);
    expect(acceptsCoding('brotli', 'br')).toBe(false);
    expect(acceptsCoding('deflate, GZIP', 'gzip')).toBe(true);
    expect(acceptsCoding('gzip;q=0, br', 'gzip')).toBe(false);
  });
});

describe('precompressedFile', () => {
  it('finds the Brotli copy of a build script, and nothing else', () => {
    expect(precompressedFile('/_next/static/chunks/a1.js', staticDir)).toMatchObject({ contentType: 'application/javascript; charset=UTF-8' });
    expect(precompressedFile('/_next/static/chunks/missing.js', staticDir)).toBeNull();
    expect(precompressedFile('/_next/static/chunks/font.woff2', staticDir)).toBeNull();
    expect(precompressedFile('/_next/static/../secret.js', staticDir)).toBeNull();
    expect(precompressedFile('/_next/static/%2e%2e/secret.js', staticDir)).toBeNull();
    expect(precompressedFile('/_next/static/%E0%A4%A.js', staticDir)).toBeNull();
    expect(precompressedFile('/chunks/a1.js', staticDir)).toBeNull();
  });
});

describe('answerPrecompressed', () => {
  it('sends the Brotli copy with the cache and safety headers to a browser that takes Brotli', async () => {
    const answer = await get('/_next/static/chunks/a1.js?v=1', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers 304 to a matching If-None-Match, and a HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' });
    expect((await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    const head = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves Next everything else: no Brotli accepted, other methods, other paths', async () => {
    expect((await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip' })).status).toBe(418);
    expect((await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' }, 'POST')).status).toBe(418);
    expect((await get('/_next/static/chunks/other.js', { 'accept-encoding': 'br' })).status).toBe(418);
    expect((await get('/menu', { 'accept-encoding': 'br' })).status).toBe(418);
  });
});
