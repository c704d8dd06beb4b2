import { afterAll, describe, expect, it } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The live streams as Next calls them: at most 20 open per client address in this process.

withOwnStore('streams');

const { GET: followStream } = await import('./route');
const { GET: boardStream } = await import('@/app/api/desk/orders/stream/route');
const { POST: order } = await import('@/app/api/orders/route');
const { newOrderKey } = await import('@/lib/order/token');

const { owner } = await shopSessions();
const url = (pathname: string) => `http://127.0.0.1:3000${pathname}`;
const open: AbortController[] = [];
// Node's Request passes its caller's abort on through a weak reference to its own controller: a
// request no one holds may be collected (on a busy machine, it was) and the route never hears the
// browser leave. A browser's connection is held for as long as it is open; these are held here.
const requests: Request[] = [];
afterAll(() => open.forEach((controller) => controller.abort()));

async function place(): Promise<string> {
  const body = { clave: newOrderKey(), pedido: 'K7Q2P', entrega: { tipo: 'mesa', mesa: 7 }, pago: { metodo: 'tarjeta' }, items: [{ id: 16, cantidad: 1 }] };
  const response = await order(
    new Request(url('/api/orders'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A status page's stream from `address`; its controller is the browser leaving. */
async function follow(token: string, address: string) {
  const controller = new AbortController();
  open.push(controller);
  const request = new Request(url(`/api/orders/${token}/stream`), { headers: { 'x-forwarded-for': address }, signal: controller.signal });
  requests.push(request);
  return { response: await followStream(request, { params: Promise.resolve({ token }) }), controller };
}

describe('GET /api/orders/<token>/stream and /api/desk/orders/stream, per client address', () => {
  it('serves 20 status streams to one address, refuses the 21st with a Spanish 429, and lets one in when one closes', async () => {
    const token = await place();
    const streams = [];
    for (let i = 0; i < 20; i += 1) streams.push(await follow(token, '203.0.113.40'));
    expect(streams.map(({ response }) => response.status)).toEqual(Array(20).fill(200));

    const refused = (await follow(token, '203.0.113.40')).response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Hay demasiadas páginas en vivo abiertas desde tu conexión. Cierra alguna e inténtalo de nuevo.',
    });

    // Another address, and the owner's board from the same address, are counted apart.
    expect((await follow(token, '198.51.100.40')).response.status).toBe(200);
    const board = await boardStream(new Request(url('/api/desk/orders/stream'), { headers: { ...bearer(owner), 'x-forwarded-for': '203.0.113.40' } }));
    expect(board.status).toBe(200);
    await board.body!.cancel();

    streams[0]!.controller.abort();
    expect((await follow(token, '203.0.113.40')).response.status).toBe(200);
    expect((await follow(token, '203.0.113.40')).response.status).toBe(429);
  });

  it('caps the owner board at 20 streams per address too', async () => {
    const openBoard = async () => boardStream(new Request(url('/api/desk/orders/stream'), { headers: { ...bearer(owner), 'x-forwarded-for': '192.0.2.40' } }));
    const boards = [];
    for (let i = 0; i < 20; i += 1) boards.push(await openBoard());
    expect(boards.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await openBoard()).status).toBe(429);
    await boards[0]!.body!.cancel();
    const again = await openBoard();
    expect(again.status).toBe(200);
    await Promise.all([again, ...boards.slice(1)].map((response) => response.body!.cancel()));
  });
});
