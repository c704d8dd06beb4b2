import { pingStore } from '@/lib/db';

// For the Dockerfile's HEALTHCHECK and any uptime monitor: 200 once a trivial query answers,
// 503 when the database cannot be opened or read.
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

export async function GET(): Promise<Response> {
  try {
    await pingStore();
    return Response.json({ ok: true }, { headers: noStore });
  } catch (error) {
    console.error('[api/health] database unavailable:', error instanceof Error ? error.message : error);
    return Response.json({ ok: false, message: 'La base de datos no está disponible.' }, { status: 503, headers: noStore });
  }
}
