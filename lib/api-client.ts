// The browser's client for the site's JSON API (spec section 7, Common): base address from
// NEXT_PUBLIC_API_URL (default /api), 10 s timeout, JSON in and out, a bearer header when a
// token is stored, and a console line on 401 (no redirect).

import { AUTH_TOKEN_KEY } from './api-token';
import { UNAUTHORIZED_MESSAGE } from './validation/unauthorized';

export const API_BASE_URL = (process.env.NEXT_PUBLIC_API_URL || '/api').replace(/\/+$/, '');
export const REQUEST_TIMEOUT_MS = 10_000;

/** `status` is 0 when no answer arrived (offline, timeout); `body` is null when it was not JSON. */
export interface ApiResult {
  status: number;
  body: unknown;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export type RequestOptions = {
  /** How long to wait for an answer (default: the spec's 10 s). */
  timeoutMs?: number;
};

/** Sends with the stored bearer token and reads the answer as JSON: the shape every call shares. */
async function send(path: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }, timeoutMs: number): Promise<ApiResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      ...init,
      headers,
      credentials: 'same-origin',
      // Answers change (sold-out switches, sessions): never an HTTP-cached one.
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { status: 0, body: null };
  }
  if (response.status === 401) console.error(UNAUTHORIZED_MESSAGE);
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): callers fall back to their own message.
  }
  return { status: response.status, body: parsed };
}

function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  { timeoutMs = REQUEST_TIMEOUT_MS }: RequestOptions = {},
): Promise<ApiResult> {
  const json = body === undefined ? {} : { body: JSON.stringify(body) };
  return send(path, { method, headers: { 'Content-Type': 'application/json' }, ...json }, timeoutMs);
}

/**
 * A form with a file (the desk's photo), as the browser encodes it (multipart, its own boundary in
 * the type): same base address, bearer header and answer shape as apiRequest, with the caller's
 * timeout (processing takes seconds).
 */
export function apiUpload(path: string, form: FormData, { timeoutMs = REQUEST_TIMEOUT_MS }: RequestOptions = {}): Promise<ApiResult> {
  return send(path, { method: 'POST', headers: {}, body: form }, timeoutMs);
}

export const apiClient = {
  get: (path: string, options?: RequestOptions) => apiRequest('GET', path, undefined, options),
  post: (path: string, body: unknown) => apiRequest('POST', path, body),
  put: (path: string, body: unknown) => apiRequest('PUT', path, body),
  patch: (path: string, body: unknown) => apiRequest('PATCH', path, body),
  delete: (path: string, body?: unknown) => apiRequest('DELETE', path, body),
};
