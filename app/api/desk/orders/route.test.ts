import { describe, expect, it, vi } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The board's routes and the customer's status routes, called as Next calls them, with bearer
// sessions of an owner and of a customer, on a database of their own.

// "Pausar pedidos" regenerates the shop's pages, which only Next can do.
// The shop's cached pages are told of every change (lib/cache-handler.mjs).
const expireShopPages = vi.fn();
vi.mock('@/lib/menu/shop-pages', () => ({ expireShopPages: () => expireShopPages() }));
withOwnStore('board');

const { GET: list, POST: record } = await import('./route');
const { GET: stream } = await import('./stream/route');
const { PUT: move } = await import('./[id]/route');
const { PUT: pauseOrders, DELETE: resumeOrders } = await import('./pause/route');
const { PUT: addTime } = await import('./[id]/ready-time/route');
const { GET: csv } = await import('./csv/route');
const { POST: order } = await import('@/app/api/orders/route');
const { GET: follow } = await import('@/app/api/orders/[token]/route');
const { GET: followStream } = await import('@/app/api/orders/[token]/stream/route');
const { getDb } = await import('@/lib/db');
const { newOrderKey } = await import('@/lib/order/token');
const { addDays, costaRicaDate } = await import('@/lib/costa-rica-time');

const { owner, customer } = await shopSessions();
const url = (pathname: string) => `http://127.0.0.1:3000${pathname}`;

async function place(items: unknown[] = [{ id: 16, cantidad: 2 }], entrega: unknown = { tipo: 'mesa', mesa: 7 }) {
  const response = await order(
    new Request(url('/api/orders'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clave: newOrderKey(), pedido: 'K7Q2P', entrega, pago: { metodo: 'tarjeta' }, items }),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const put = (id: string, body: unknown, headers: Record<string, string>) =>
  move(new Request(url(`/api/desk/orders/${id}`), { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ id }),
  });
const board = async () =>
  (
    (await (await list(new Request(url('/api/desk/orders'), { headers: bearer(owner) }))).json()) as {
      data: { pedidos: Array<{ id: number; status: string; reference: string; total: number; changes: unknown[] }> };
    }
  ).data.pedidos;

/** Reads server-sent events from a stream until `count` have arrived. */
async function events(response: Response, count: number, during: () => Promise<unknown> = async () => {}) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const found: Array<{ event: string; data: unknown }> = [];
  let text = '';
  const reading = (async () => {
    while (found.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) found.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  await during();
  await Promise.race([reading, new Promise((_, reject) => setTimeout(() => reject(new Error(`only ${found.length} events`)), 5000))]);
  await reader.cancel();
  return found;
}

describe("the board's routes", () => {
  it('answer 401 without a session and 403 for a customer, on every route', async () => {
    const calls = (headers: Record<string, string>) => [
      list(new Request(url('/api/desk/orders'), { headers })),
      stream(new Request(url('/api/desk/orders/stream'), { headers })),
      put('1', { estado: 'listo' }, headers),
      csv(new Request(url('/api/desk/orders/csv'), { headers })),
    ];
    expect((await Promise.all(calls({}))).map((response) => response.status)).toEqual([401, 401, 401, 401]);
    const refused = await Promise.all(calls(bearer(customer)));
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(await refused[0]!.json()).toEqual({ success: false, message: 'Solo la cuenta de la tienda puede hacer este cambio.' });
  });

  it("the owner sees today's orders newest first and moves one: stored with who and when; the status page follows", async () => {
    const first = await place();
    await place([{ id: 13, cantidad: 1 }], { tipo: 'llevar' });
    const [newest, older] = await board();
    expect([newest!.reference, newest!.total, older!.total]).toEqual(['K7Q2P', 3450, 1600]);

    const moved = await put(String(older!.id), { estado: 'preparando' }, bearer(owner));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      success: true,
      message: 'Pedido #K7Q2P: Preparando.',
      data: { id: older!.id, status: 'preparando', changes: [{ from: 'nuevo', to: 'preparando', by: { nombre: 'Vara' } }] },
    });
    const followed = await follow(new Request(url(`/api/orders/${first}`)), { params: Promise.resolve({ token: first }) });
    expect(await followed.json()).toMatchObject({
      success: true,
      data: { reference: 'Pedido #K7Q2P', status: 'preparando', statusText: 'En preparación', final: false },
    });

    // One step back (a mis-tap) is a move like the others; two steps back is refused.
    expect((await put(String(older!.id), { estado: 'nuevo' }, bearer(owner))).status).toBe(200);
    expect((await put(String(older!.id), { estado: 'preparando' }, bearer(owner))).status).toBe(200);
    expect((await put(String(older!.id), { estado: 'listo' }, bearer(owner))).status).toBe(200);
    const twoBack = await put(String(older!.id), { estado: 'nuevo' }, bearer(owner));
    expect([twoBack.status, (await twoBack.json()).message]).toEqual([409, 'El pedido ya está Listo: no puede volver a Nuevo.']);
    // Refusals: a cancellation without reason, an unknown order, a bad body.
    const noReason = await put(String(older!.id), { estado: 'cancelado' }, bearer(owner));
    expect([noReason.status, (await noReason.json()).errors]).toEqual([400, { motivo: 'Escribe el motivo de la cancelación.' }]);
    expect((await put('999999', { estado: 'listo' }, bearer(owner))).status).toBe(404);
    expect((await put('abc', { estado: 'listo' }, bearer(owner))).status).toBe(404);
    expect((await put(String(older!.id), { estado: 'volando' }, bearer(owner))).status).toBe(400);
  });

  it('"Listo aprox.": a new order gets the preparation time (20 min); "+15" moves it and the status page says so; only the owner', async () => {
    const token = await place([{ id: 13, cantidad: 1 }], { tipo: 'llevar' });
    const [newest] = await board();
    const id = String(newest!.id);
    const tiempo = (body: unknown, headers: Record<string, string>) =>
      addTime(
        new Request(url(`/api/desk/orders/${id}/ready-time`), {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id }) },
      );
    const first = (newest as unknown as { readyAt: number; createdAt: number }).readyAt - (newest as unknown as { createdAt: number }).createdAt;
    expect(first).toBe(20 * 60_000);
    expect((await tiempo({ minutos: 15 }, bearer(customer))).status).toBe(403);
    for (const bad of [{ minutos: 7 }, { minutos: '15' }, {}]) expect((await tiempo(bad, bearer(owner))).status, JSON.stringify(bad)).toBe(400);
    const later = await tiempo({ minutos: 15 }, bearer(owner));
    expect(later.status).toBe(200);
    const { data } = (await later.json()) as { data: { readyAt: number; createdAt: number } };
    expect(data.readyAt - data.createdAt).toBe(35 * 60_000);
    const followed = await (await follow(new Request(url(`/api/orders/${token}`)), { params: Promise.resolve({ token }) })).json();
    expect(followed.data.readyText).toMatch(/^Listo aprox\. a las \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\.$/);
  });

  it('"Pausar pedidos": 15 min refuses a new order with the sentence (409), one already sent by WhatsApp is kept; "Reanudar" ends it; only the owner', async () => {
    const pausa = (body: unknown, headers: Record<string, string>, method = 'PUT') =>
      (method === 'PUT' ? pauseOrders : resumeOrders)(
        new Request(url('/api/desk/orders/pause'), {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: method === 'PUT' ? JSON.stringify(body) : undefined,
        }),
      );
    const post = (extra: Record<string, unknown> = {}) =>
      order(
        new Request(url('/api/orders'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            clave: newOrderKey(),
            pedido: 'PAUSA',
            entrega: { tipo: 'llevar' },
            pago: { metodo: 'tarjeta' },
            items: [{ id: 16, cantidad: 1 }],
            ...extra,
          }),
        }),
      );
    expect((await pausa({ minutos: 15 }, {})).status).toBe(401);
    expect((await pausa({ minutos: 15 }, bearer(customer))).status).toBe(403);
    for (const bad of [{ minutos: 20 }, { minutos: '15' }, {}, { minutos: 15, extra: 1 }])
      expect((await pausa(bad, bearer(owner))).status, JSON.stringify(bad)).toBe(400);

    const paused = await pausa({ minutos: 15 }, bearer(owner));
    expect(paused.status).toBe(200);
    const { message, data } = (await paused.json()) as { message: string; data: { pausa: { hasta: number } } };
    expect(data.pausa.hasta - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(message).toMatch(/^No estamos recibiendo pedidos en línea hasta las \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\.$/);
    const refused = await post();
    expect([refused.status, (await refused.json()).message]).toEqual([409, message]);
    expect((await post({ enviado: true })).status).toBe(201);

    expect((await pausa({ minutos: null }, bearer(owner))).status).toBe(200);
    expect((await (await post()).json()).message).toBe('No estamos recibiendo pedidos en línea por ahora.');
    expect((await pausa(null, bearer(owner), 'DELETE')).status).toBe(200);
    expect((await post()).status).toBe(201);
    expect(expireShopPages).toHaveBeenCalled();
  });

  it('"Nuevo pedido": the owner records a counter order priced from the menu with its channel, on the board like the site\'s; a retry is the same order; only the owner', async () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      clave: newOrderKey(),
      pedido: 'MSTRD',
      nombre: 'Don Luis 8888-1111',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'efectivo', pagaCon: 5000 },
      items: [{ id: 5, cantidad: 1, opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Chocolate'] }, extras: { Nutella: 1 } }],
      canal: 'mostrador',
      ...extra,
    });
    const post = (data: unknown, headers: Record<string, string>) =>
      record(new Request(url('/api/desk/orders'), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) }));
    expect((await post(body(), {})).status).toBe(401);
    expect((await post(body(), bearer(customer))).status).toBe(403);
    const noChannel = await post(body({ canal: 'web' }), bearer(owner));
    expect([noChannel.status, (await noChannel.json()).message]).toEqual([400, 'Elige por dónde llegó el pedido: Mostrador, WhatsApp o Llamada.']);
    const incomplete = await post(body({ items: [{ id: 5, cantidad: 1 }] }), bearer(owner));
    expect(incomplete.status).toBe(422);

    const sent = body();
    const created = await post(sent, bearer(owner));
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { message: string; data: { pedido: string; token: string } };
    expect([answer.message, answer.data.pedido]).toEqual(['Pedido #MSTRD registrado.', 'MSTRD']);
    const again = await post(sent, bearer(owner));
    expect([again.status, ((await again.json()) as typeof answer).data]).toEqual([200, answer.data]);
    const [recorded] = await board();
    // Priced from the menu: Capiberry 1 900 and a Nutella 500; a counter order is not "Fuera de horario".
    expect(recorded).toMatchObject({
      reference: 'MSTRD',
      channel: 'mostrador',
      customer: 'Don Luis 8888-1111',
      status: 'nuevo',
      total: 2400,
      change: 2600,
      outOfHours: false,
    });
    // The customer can follow it like any other, from the link the owner can send.
    const followed = await (
      await follow(new Request(url(`/api/orders/${answer.data.token}`)), { params: Promise.resolve({ token: answer.data.token }) })
    ).json();
    expect(followed.data.statusText).toBe('Recibido');
  });

  it("the customer's status: no personal data, and a plain 404 for an unknown or malformed token", async () => {
    const token = await place([{ id: 16, cantidad: 1 }], { tipo: 'domicilio', direccion: 'Casa de Ana', telefono: '8888-7777' });
    const answer = await (await follow(new Request(url(`/api/orders/${token}`)), { params: Promise.resolve({ token }) })).text();
    expect(answer).toContain('Recibido');
    expect(answer).not.toContain('Casa de Ana');
    expect(answer).not.toContain('8888');
    for (const other of ['AAAAAAAAAAAAAAAAAAAAAA', 'corto', `${token}x`]) {
      const response = await follow(new Request(url(`/api/orders/${other}`)), { params: Promise.resolve({ token: other }) });
      expect(response.status, other).toBe(404);
    }
  });

  it('the live board: the whole board first, then each new order and each move', async () => {
    const response = await stream(new Request(url('/api/desk/orders/stream'), { headers: bearer(owner) }));
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const seen = await events(response, 3, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await place([{ id: 16, cantidad: 5 }]);
      const [newest] = await board();
      await put(String(newest!.id), { estado: 'listo' }, bearer(owner));
    });
    expect(seen.map((event) => event.event)).toEqual(['pedidos', 'pedido', 'pedido']);
    expect(seen[1]!.data).toMatchObject({ status: 'nuevo', total: 4000 });
    expect(seen[2]!.data).toMatchObject({ status: 'listo', total: 4000 });
  });

  it("the live status page: its order now, each move of it (and no other order's), and the end once delivered", async () => {
    const token = await place();
    const response = await followStream(new Request(url(`/api/orders/${token}/stream`)), { params: Promise.resolve({ token }) });
    const id = (await board())[0]!.id;
    const seen = await events(response, 3, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await place();
      await put(String(id), { estado: 'listo' }, bearer(owner));
      await put(String(id), { estado: 'entregado' }, bearer(owner));
    });
    expect(seen.map((event) => (event.data as { statusText: string }).statusText)).toEqual(['Recibido', '¡Listo!', 'Entregado']);
    const unknown = await followStream(new Request(url('/api/orders/AAAAAAAAAAAAAAAAAAAAAA/stream')), {
      params: Promise.resolve({ token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('"Descargar CSV": one row per order line of the range, a BOM, as an attachment; 400 for a bad range', async () => {
    // Yesterday and today: every order of this file, whatever the hour it runs at.
    const today = costaRicaDate(Date.now());
    const yesterday = addDays(today, -1);
    const response = await csv(new Request(url(`/api/desk/orders/csv?desde=${yesterday}&hasta=${today}`), { headers: bearer(owner) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pedidos-${yesterday}-a-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = await (await getDb()).selectFrom('order_lines').select('order_id').execute();
    expect(text.startsWith('Pedido,Fecha,Hora,Tipo,Canal')).toBe(true);
    expect(text).toContain('"MSTRD"');
    expect(text).toMatch(/"MSTRD","[\d-]+","[\d:]+","Para llevar","Mostrador"/);
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + lines.length);
    const semicolons = await (await csv(new Request(url(`/api/desk/orders/csv?separador=punto-y-coma`), { headers: bearer(owner) }))).text();
    expect(semicolons.split('\r\n')[0]).toContain('Pedido;Fecha;Hora');
    const bad = await csv(new Request(url('/api/desk/orders/csv?desde=2026-02-30'), { headers: bearer(owner) }));
    expect([bad.status, (await bad.json()).message]).toEqual([400, 'Escribe la fecha como AAAA-MM-DD (por ejemplo 2026-12-05).']);
  });
});
