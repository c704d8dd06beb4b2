import http from 'node:http';

// A client at another loopback address (127.0.0.2 and so on all reach 127.0.0.1 on Linux): to the
// server a different TCP peer, which is what decides the client's address without TRUST_PROXY.
// Playwright's request context cannot choose its local address; Node's http can.

export interface LoopbackAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function sendFrom(
  localAddress: string,
  url: string,
  { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<LoopbackAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, localAddress, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers }, timeout: 60_000 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A random loopback address other than 127.0.0.1, for one test's client. */
export function loopbackAddress(): string {
  return `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 250)}`;
}
