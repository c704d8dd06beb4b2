import { connection } from 'next/server';
import { openingInstant } from '@/lib/grand-opening/env';
import { openingAnswer } from '@/lib/offline/opening';

/**
 * Public: the instant the route guard opens the shop (null when it is open), read from the
 * environment on each request. The service worker keeps the last answer so that, offline, it sends
 * shop pages to the countdown exactly as proxy.ts does online.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json(openingAnswer(openingInstant('guard')), { headers: { 'Cache-Control': 'no-store' } });
}
