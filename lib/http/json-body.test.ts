import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { array, int, maximum, object, string } from '@/lib/validation/zod';
import { BODY_LIMIT_BYTES, apiMessages, checkBodylessRequest, readJsonBody, readPayload, rejectCrossOrigin } from './json-body';

const url = 'http://127.0.0.1:3200/api/user';

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: 'POST',
    body,
    headers: { host: '127.0.0.1:3200', 'content-type': 'application/json', ...headers },
  });
}

async function statusAndBody(response: Response) {
  return { status: response.status, body: await response.json() };
}

// Refusals are security events on the server log: keep them off the test output, and read them.
let logged: MockInstance<typeof console.info>;
beforeEach(() => {
  logged = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());
const loggedEvents = () => logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('rejectCrossOrigin', () => {
  it('lets same-origin and Origin-less requests through', () => {
    expect(rejectCrossOrigin(post('{}', { origin: 'http://127.0.0.1:3200' }))).toBeNull();
    expect(rejectCrossOrigin(post('{}'))).toBeNull();
  });

  it('refuses another origin, an opaque "null" origin and a lookalike port', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:3999']) {
      const response = rejectCrossOrigin(post('{}', { origin }));
      expect(await statusAndBody(response!)).toEqual({
        status: 403,
        body: { success: false, message: apiMessages.crossOrigin },
      });
    }
    expect(loggedEvents()).toEqual(Array(3).fill(expect.objectContaining({ type: 'security', event: 'origin_refused', status: 403, path: '/api/user' })));
  });

  it('does not let a client widen the allowed hosts with X-Forwarded-Host unless a proxy is trusted', () => {
    const request = post('{}', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(rejectCrossOrigin(request)?.status).toBe(403);
  });
});

describe('readJsonBody', () => {
  it('parses a JSON object', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ ok: true, body: { a: 1 } });
  });

  it('accepts a charset parameter', async () => {
    const result = await readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }));
    expect(result.ok).toBe(true);
  });

  it('answers 415 for other content types and for none', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const result = await readJsonBody(post('{}', { 'content-type': type }));
      expect(result.ok || (await statusAndBody(result.response))).toEqual({
        status: 415,
        body: { success: false, message: apiMessages.notJson },
      });
    }
    const bare = new Request(url, { method: 'POST', body: new Blob(['{}']) });
    const result = await readJsonBody(bare);
    expect(result.ok ? 200 : result.response.status).toBe(415);
  });

  it('answers 413 above 16 KB, whether declared or streamed', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(BODY_LIMIT_BYTES) });
    const declared = await readJsonBody(post(big));
    expect(declared.ok ? 200 : declared.response.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await readJsonBody(
      new Request(url, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit),
    );
    expect(streamed.ok ? 200 : streamed.response.status).toBe(413);
    expect(loggedEvents().map((event) => event.event)).toEqual(['body_too_large', 'body_too_large']);
  });

  it('accepts exactly 16 KB', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(BODY_LIMIT_BYTES - 8) });
    expect(new TextEncoder().encode(body).byteLength).toBe(BODY_LIMIT_BYTES);
    expect((await readJsonBody(post(body))).ok).toBe(true);
  });

  it('answers 400 for malformed JSON, an empty body and invalid UTF-8', async () => {
    for (const body of ['{"a":', '', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const result = await readJsonBody(post(body));
      expect(result.ok || (await statusAndBody(result.response))).toEqual({
        status: 400,
        body: { success: false, message: apiMessages.malformed },
      });
    }
  });

  it('answers 400 for JSON that is not an object', async () => {
    for (const body of ['[]', '"texto"', '42', 'null']) {
      const result = await readJsonBody(post(body));
      expect(result.ok || (await statusAndBody(result.response))).toEqual({
        status: 400,
        body: { success: false, message: apiMessages.notObject },
      });
    }
  });

  it('checks the origin first', async () => {
    const result = await readJsonBody(post('nope', { origin: 'https://evil.example', 'content-type': 'text/plain' }));
    expect(result.ok ? 200 : result.response.status).toBe(403);
  });
});

describe('checkBodylessRequest', () => {
  it('allows no body (even an empty stream without a content type), or a JSON one', () => {
    const empty = new Request(url, { method: 'DELETE', body: '', headers: { 'content-length': '0' } });
    expect(checkBodylessRequest(empty)).toBeNull();
    expect(checkBodylessRequest(new Request(url, { method: 'DELETE', headers: { host: '127.0.0.1:3200' } }))).toBeNull();
    expect(checkBodylessRequest(new Request(url, { method: 'DELETE', body: '{}', headers: { 'content-type': 'application/json' } }))).toBeNull();
  });

  it('refuses a non-JSON body and a cross-origin caller', () => {
    const textBody = new Request(url, { method: 'DELETE', body: 'x', headers: { 'content-type': 'text/plain', 'content-length': '1' } });
    expect(checkBodylessRequest(textBody)?.status).toBe(415);
    expect(checkBodylessRequest(new Request(url, { method: 'DELETE', headers: { origin: 'https://evil.example' } }))?.status).toBe(403);
  });
});

describe('readPayload', () => {
  const schema = object({
    nombre: string({ error: 'Falta el nombre.' }),
    items: array(object({ cantidad: int({ error: 'Cantidad entera.' }).check(maximum(99, 'Como máximo 99.')) })),
  });
  const refusal = async (body: unknown, nested?: boolean) => {
    const read = await readPayload(post(JSON.stringify(body)), schema, nested === undefined ? undefined : { nested });
    if (read.ok) throw new Error('expected a refusal');
    return statusAndBody(read.response);
  };

  it('answers the payload the schema accepts', async () => {
    expect(await readPayload(post(JSON.stringify({ nombre: 'Ana', items: [{ cantidad: 2 }], extra: 1 })), schema)).toEqual({
      ok: true,
      data: { nombre: 'Ana', items: [{ cantidad: 2 }] },
    });
  });

  it('says "Revisa los datos ingresados." with the first message per top-level field', async () => {
    expect(await refusal({ items: [{ cantidad: 100 }] })).toEqual({
      status: 400,
      body: { success: false, message: apiMessages.invalid, errors: { nombre: 'Falta el nombre.', items: 'Como máximo 99.' } },
    });
  });

  it("with nested: the first problem's own message, and the messages by whole path", async () => {
    expect(await refusal({ nombre: 'Ana', items: [{ cantidad: 2 }, { cantidad: 100 }, { cantidad: 1.5 }] }, true)).toEqual({
      status: 400,
      body: { success: false, message: 'Como máximo 99.', errors: { 'items.1.cantidad': 'Como máximo 99.', 'items.2.cantidad': 'Cantidad entera.' } },
    });
  });
});
