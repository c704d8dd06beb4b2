import { NextResponse } from 'next/server';

// Every JSON answer of the route handlers, in the shape the browser's client reads (spec section
// 7): `{ success, message, data?, errors? }`. Personal or changing answers are never stored by a
// browser or a proxy unless the handler says how long a public one may be kept.

const NO_STORE = 'no-store';

type Failure = { success: false; message: string; errors?: Record<string, string>; data?: unknown };

type Options = {
  status?: number;
  /** Cache-Control: `no-store` unless a public answer says otherwise ('public, max-age=2'). */
  cache?: string;
  headers?: HeadersInit;
};

/** A success; a NextResponse, so a handler can still set cookies on it. */
export function success(body: { message?: string; data?: unknown } = {}, { status = 200, cache = NO_STORE, headers }: Options = {}): NextResponse {
  return NextResponse.json({ success: true, ...body }, { status, headers: { ...headers, 'Cache-Control': cache } });
}

/**
 * A refusal with its Spanish message (and the message per field, when fields were wrong, and what
 * the browser can offer instead, when there is something).
 */
export function failure(
  status: number,
  message: string,
  { errors, data, headers }: { errors?: Record<string, string>; data?: unknown; headers?: HeadersInit } = {},
): NextResponse {
  const body: Failure = { success: false, message, ...(errors && { errors }), ...(data !== undefined && { data }) };
  return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } });
}
