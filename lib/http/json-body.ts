import { siteUrl } from '@/lib/config';
import { fieldErrors, pathErrors } from '@/lib/validation/zod';
import { clientBucket, trustedProxyHops } from './client-ip';
import { failure } from './reply';
import { logSecurityEvent } from './security-log';

// The checks every JSON route handler makes before looking at a payload: same origin, JSON
// content type, bounded size, parseable body. Each failure is a 4xx with
// `{ success: false, message }` in Spanish; nothing a client sends can cause a 500.

export const BODY_LIMIT_BYTES = 16 * 1024;

export const apiMessages = {
  crossOrigin: 'Origen no permitido.',
  notJson: 'La solicitud debe enviarse en formato JSON.',
  tooLarge: 'La solicitud es demasiado grande.',
  malformed: 'El cuerpo de la solicitud no es un JSON válido.',
  notObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  invalid: 'Revisa los datos ingresados.',
  busy: 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.',
  unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
} as const;

/** Hosts this site answers as: the Host header, the public site URL, and a trusted proxy's host. */
function ownHosts(headers: Headers): Set<string> {
  const hosts = new Set<string>();
  const host = headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  hosts.add(new URL(siteUrl).host);
  const forwarded = headers.get('x-forwarded-host');
  if (forwarded && trustedProxyHops(process.env.TRUST_PROXY) > 0) hosts.add(forwarded.split(',')[0]!.trim().toLowerCase());
  return hosts;
}

/** A refusal that the security log should see: 403 for another origin, 413 for a large body. */
export function refused(request: Request, status: 403 | 413, message: string = status === 403 ? apiMessages.crossOrigin : apiMessages.tooLarge): Response {
  logSecurityEvent(status === 403 ? 'origin_refused' : 'body_too_large', {
    path: new URL(request.url).pathname,
    status,
    client: clientBucket(request.headers),
  });
  return failure(status, message);
}

/** 403 when a browser says the request comes from another site. Non-browser clients send no Origin. */
export function rejectCrossOrigin(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return refused(request, 403); // "null" and other opaque origins
  }
  return ownHosts(request.headers).has(host) ? null : refused(request, 403);
}

function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function declaredLengthTooLarge(headers: Headers): boolean {
  const length = Number(headers.get('content-length') ?? '0');
  return Number.isFinite(length) && length > BODY_LIMIT_BYTES;
}

/** Reads at most `limit` bytes; null when the stream is longer (Content-Length can lie or be absent). */
export async function readLimited(request: Request, limit = BODY_LIMIT_BYTES): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/** Origin, content type, size, JSON syntax and an object at the top, in that order. */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const crossOrigin = rejectCrossOrigin(request);
  if (crossOrigin) return { ok: false, response: crossOrigin };
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, response: failure(415, apiMessages.notJson) };
  }
  if (declaredLengthTooLarge(request.headers)) return { ok: false, response: refused(request, 413) };
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request);
  } catch {
    return { ok: false, response: failure(400, apiMessages.malformed) }; // aborted upload
  }
  if (bytes === null) return { ok: false, response: refused(request, 413) };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: failure(400, apiMessages.malformed) };
  }
  // Every payload is an object; arrays, strings and null get their own message, not empty `errors`.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: failure(400, apiMessages.notObject) };
  }
  return { ok: true, body };
}

/** For handlers that take no body (logout): same origin rule; a body, if sent, must still be small JSON. */
export function checkBodylessRequest(request: Request): Response | null {
  const crossOrigin = rejectCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  // Servers may hand an empty stream for a bodyless request, so trust the framing headers.
  const hasBody = Number(request.headers.get('content-length') ?? '0') > 0 || request.headers.has('transfer-encoding');
  if (hasBody && !isJsonContentType(request.headers.get('content-type'))) return failure(415, apiMessages.notJson);
  if (declaredLengthTooLarge(request.headers)) return refused(request, 413);
  return null;
}

/** What a zod schema's safeParse gives (zod/mini and zod alike). */
type Parser<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type PayloadOptions = {
  /**
   * For a payload with lists and nested fields (an order): the answer's message is the first
   * problem's own ("Un pedido puede tener como máximo 45 líneas..."), and `errors` is keyed by the
   * whole path ("items.3.cantidad"). Otherwise "Revisa los datos ingresados." with top-level fields.
   */
  nested?: boolean;
};

/**
 * The body checks above, then `schema` (one zod schema per payload, lib/validation/): the payload,
 * or the 4xx to answer, a 400 with the first Spanish message per field in `errors`.
 */
export async function readPayload<T>(
  request: Request,
  schema: Parser<T>,
  { nested = false }: PayloadOptions = {},
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const read = await readJsonBody(request);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = nested ? (parsed.error.issues[0]?.message ?? apiMessages.invalid) : apiMessages.invalid;
  return { ok: false, response: failure(400, message, { errors: nested ? pathErrors(parsed.error) : fieldErrors(parsed.error) }) };
}
