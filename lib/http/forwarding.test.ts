import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeDoor } from './admission';
import { clientIp } from './client-ip';
import { forwardRequestHeaders, installForwarding, listenHost } from './forwarding';
import { isSecureRequest } from './transport';

/** The headers after the production entry, as the route handlers get them. */
function forwarded(sent: IncomingHttpHeaders, peer: string | undefined, hops: number): Headers {
  const headers = { ...sent };
  forwardRequestHeaders(headers, peer, hops);
  return new Headers(Object.entries(headers).map(([name, value]): [string, string] => [name, String(value)]));
}

const forged = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  forwarded: 'for=203.0.113.9;proto=https',
  'x-real-ip': '203.0.113.9',
};

describe('the production entry without TRUST_PROXY', () => {
  it('drops every forwarding header a client sent and names the TCP peer', () => {
    const headers = forwarded({ host: 'crepivara.example', ...forged }, '198.51.100.7', 0);
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.7');
    for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip']) expect(headers.has(name), name).toBe(false);
    expect(clientIp(headers, 0)).toBe('198.51.100.7');
    expect(headers.get('host')).toBe('crepivara.example');
  });

  it('gives each value a client invents the same peer', () => {
    for (const value of ['1.2.3.4', '1.2.3.4:4444', 'garbage', '2001:db8::1']) {
      expect(clientIp(forwarded({ 'x-forwarded-for': value }, '::ffff:127.0.0.9', 0), 0), value).toBe('127.0.0.9');
    }
  });
});

describe('the production entry with TRUST_PROXY=n', () => {
  it("keeps the proxies' chain and protocol, then appends the peer (the nearest proxy)", () => {
    const headers = forwarded({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' }, '10.0.0.2', 1);
    expect(headers.get('x-forwarded-for')).toBe('6.6.6.6, 203.0.113.5, 10.0.0.2');
    expect(clientIp(headers, 1)).toBe('203.0.113.5');
    expect(isSecureRequest(headers, { TRUST_PROXY: '1' })).toBe(true);
  });

  it('keeps positions from the right when the socket has no address', () => {
    expect(clientIp(forwarded({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }, undefined, 1), 1)).toBe('203.0.113.5');
  });
});

describe('listenHost', () => {
  it('listens on the loopback only when proxies are in front, unless HOST says otherwise', () => {
    expect(listenHost({}, 0)).toBe('0.0.0.0');
    expect(listenHost({}, 1)).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' }, 1)).toBe('0.0.0.0');
    expect(listenHost({ HOST: ' 10.0.0.5 ' }, 0)).toBe('10.0.0.5');
    expect(listenHost({ HOST: '' }, 2)).toBe('127.0.0.1');
  });

  it("is not the shell's HOSTNAME (the machine's name)", () => {
    expect(listenHost({ HOSTNAME: 'crepivara-vps' }, 0)).toBe('0.0.0.0');
  });
});

describe('installForwarding on a real server', () => {
  it("rewrites the headers before the app's listener, and answers at a closed door without it", async () => {
    const httpModule = { createServer: http.createServer } as typeof http;
    installForwarding(httpModule, 0);
    const seen: string[] = [];
    const server = httpModule.createServer((request, response) => {
      seen.push(String(request.headers['x-forwarded-for']));
      response.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${url}/api/door-test`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('app');
      expect(seen).toEqual(['127.0.0.1']);

      closeDoor('POST /api/door-test', { until: Date.now() + 30_000, status: 429, message: 'Hay demasiados registros.' });
      const refused = await fetch(`${url}/api/door-test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":1}' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
      expect(await refused.json()).toEqual({ success: false, message: 'Hay demasiados registros.' });
      expect(seen).toHaveLength(1);
      // Other routes pass.
      expect(await (await fetch(`${url}/api/otra`)).text()).toBe('app');
    } finally {
      server.close();
    }
  });
});
