import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeHandlerFiles } from '@/test-fixtures/route-handlers';
import { installForwarding } from './forwarding';
import { allowedMethods, answerUnservedMethod, guardServerMethods, methodRefusal, PRERENDERED_ROUTES, ROUTE_HANDLER_METHODS } from './methods';

describe('the route handlers table', () => {
  it('lists every route handler under app/ with exactly the methods its file exports', () => {
    const onDisk = Object.fromEntries(routeHandlerFiles().map(({ route, methods }) => [route, methods]));
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(table).map(([route, methods]) => [route, [...methods].sort()]));
    expect(sorted(ROUTE_HANDLER_METHODS)).toEqual(sorted(onDisk));
  });

  it('knows which of them Next serves as files, built ahead', () => {
    expect([...PRERENDERED_ROUTES].sort()).toEqual(
      routeHandlerFiles()
        .filter((handler) => handler.prerendered)
        .map((handler) => handler.route),
    );
  });
});

describe('methodRefusal', () => {
  it.each([
    ['TRACE', '/', 'GET, HEAD, POST'],
    ['TRACE', '/menu', 'GET, HEAD, POST'],
    ['CONNECT', '/menu', 'GET, HEAD, POST'],
    ['PROPFIND', '/pedido/abc', 'GET, HEAD, POST'],
    ['PUT', '/menu', 'GET, HEAD, POST'],
    ['OPTIONS', '/menu', 'GET, HEAD, POST'],
    ['TRACE', '/api/menu', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/menu', 'GET, HEAD, OPTIONS'],
    ['TRACE', '/api/orders', 'DELETE, OPTIONS, POST'],
    ['HEAD', '/api/orders', 'DELETE, OPTIONS, POST'],
    ['TRACE', '/api/auth/', 'DELETE, GET, HEAD, OPTIONS, POST'],
    ['TRACE', '/fotos/0123456789abcdef-390.webp', 'GET, HEAD, OPTIONS'],
    ['POST', '/_next/static/chunks/main.js', 'GET, HEAD'],
    ['TRACE', '/robots.txt', 'GET, HEAD'],
    ['DELETE', '/images/menu/fallback.svg', 'GET, HEAD'],
    ['OPTIONS', '/sw.js', 'GET, HEAD'],
    ['FOO', '/', 'GET, HEAD, POST'],
  ])('%s %s: 405 with Allow: %s', (method, target, allow) => {
    expect(methodRefusal(method, target)).toEqual({ allow });
  });

  it.each([
    ['GET', '/'],
    ['HEAD', '/menu'],
    ['POST', '/login'],
    ['get', '/menu'],
    ['GET', '/menu?categoria=crepas'],
    ['OPTIONS', '/api/menu'],
    ['HEAD', '/api/menu'],
    ['PUT', '/api/desk/menu/categories'],
    ['PUT', '/api/desk/menu/12'],
    ['POST', '/api/desk/menu/history/12'],
    ['GET', '/api/desk/orders/csv?desde=2026-01-01'],
    ['GET', '/api/orders/9iZbIDixHQ0K1mkLpojzbg/stream'],
    ['GET', '/sw.js'],
    ['GET', '/_next/static/chunks/main.js'],
  ])('%s %s goes on to Next', (method, target) => {
    expect(methodRefusal(method, target)).toBeNull();
  });

  it('takes the path of an absolute target, and the root for a target that is no path', () => {
    expect(allowedMethods('http://crepivara.example/api/menu?x=1')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('crepivara.example:443')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('*')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('prefers a static segment over a dynamic one, as Next routes', () => {
    expect(allowedMethods('/api/desk/orders/csv')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/desk/orders/12')).toEqual(['OPTIONS', 'PUT']);
  });
});

/** One request with node's client, any method: its status, Allow header and body. */
function send(port: number, method: string, target: string): Promise<{ status: number; allow?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, allow: response.headers.allow, type: response.headers['content-type'], body }));
    });
    // A CONNECT's answer comes as 'connect', whatever its status.
    request.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, allow: response.headers.allow, body: '' });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the production entry with the method guards on a real server', () => {
  const seen: string[] = [];
  let server: http.Server;
  let port: number;
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});

  beforeAll(async () => {
    const httpModule = { createServer: http.createServer } as typeof http;
    installForwarding(httpModule, 0, answerUnservedMethod, guardServerMethods);
    server = httpModule.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    info.mockRestore();
  });

  it('answers TRACE, CONNECT, a token Node parses (PROPFIND) and one it does not (FOO) with 405 and Allow, before the app', async () => {
    for (const target of ['/', '/menu']) {
      for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'FOO']) {
        const answer = await send(port, method, target);
        expect(answer, `${method} ${target}`).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
      }
    }
    const api = await send(port, 'TRACE', '/api/menu');
    expect(api).toMatchObject({ status: 405, allow: 'GET, HEAD, OPTIONS', type: 'application/json' });
    expect(JSON.parse(api.body)).toEqual({ success: false, message: 'Método no permitido.' });
    expect(await send(port, 'FOO', '/api/orders')).toMatchObject({ status: 405, allow: 'DELETE, OPTIONS, POST' });
    expect(seen).toEqual([]);
    // What the path serves still reaches the app.
    expect(await send(port, 'GET', '/menu')).toMatchObject({ status: 200, body: 'app' });
    expect(await send(port, 'POST', '/api/orders')).toMatchObject({ status: 200, body: 'app' });
    expect(seen).toEqual(['GET /menu', 'POST /api/orders']);
  });

  it('logs the refusals at most once a minute: the first of this file, and none of the next ones', async () => {
    const refusals = () =>
      info.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.event === 'method_refused');
    for (let i = 0; i < 5; i += 1) await send(port, 'TRACE', '/');
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toMatchObject({ level: 'warn', count: 1, client: '127.0.0.1' });
  });

  it("keeps Node's own answers to other requests it cannot parse", async () => {
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
      });
    expect(await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
  });
});
