import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';

// POST /api/orders called as Next calls it, on a database of its own.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-orders-route-'));
vi.stubEnv('DATABASE_PATH', path.join(dir, 'orders.db'));
vi.stubEnv('AUTH_SECRET', 'o'.repeat(40));
vi.stubEnv('TRUST_PROXY', '1');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
vi.spyOn(console, 'info').mockImplementation(() => {});

const { DELETE, POST } = await import('./route');
const { newOrderKey } = await import('@/lib/order/token');
const { moveOrder, orderByKey, orderById } = await import('@/lib/db/orders');
const { sha256Hex, statusTokenFor } = await import('@/lib/order/token');
const { authSecret } = await import('@/lib/auth/secret-store');
const { writeAvailability } = await import('@/lib/db/desk');
const { forgetCachedDeskState } = await import('@/lib/menu/server');

let addressCounter = 0;
/** Each test posts from its own address unless told, so the per-address limit stays out of the way. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

type Sent = { address?: string; headers?: Record<string, string> };
const request = (method: string, body: unknown, { address = freshAddress(), headers = {} }: Sent) =>
  new Request('http://127.0.0.1:3000/api/orders', {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const post = (body: unknown, sent: Sent = {}) => POST(request('POST', body, sent));
const withdraw = (body: unknown, sent: Sent = {}) => DELETE(request('DELETE', body, sent));

const order = (changes: Record<string, unknown> = {}) => ({
  clave: newOrderKey(),
  pedido: 'K7Q2P',
  nombre: 'Ana',
  entrega: { tipo: 'domicilio', direccion: 'Del parque 200 m norte', telefono: '8888-7777' },
  pago: { metodo: 'efectivo', pagaCon: 10000 },
  items: [
    { id: 5, cantidad: 2, opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] }, extras: { Nutella: 1 }, nota: 'sin azúcar' },
    { id: 16, cantidad: 1 },
  ],
  ...changes,
});

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; data?: { pedido: string; token?: string }; errors?: Record<string, string> },
  };
}

async function storedFor(clave: string) {
  const known = await orderByKey(await sha256Hex(clave));
  return known && orderById(known.id);
}

afterEach(() => vi.useRealTimers());

describe('POST /api/orders', () => {
  it("stores a new order priced from the menu and answers 201 with its reference and its link's token", async () => {
    const body = order();
    const { status, body: answered } = await answer(await post(body));
    expect(status).toBe(201);
    expect(answered).toEqual({
      success: true,
      message: 'Recibimos tu pedido.',
      data: { pedido: 'K7Q2P', token: await statusTokenFor(body.clave, authSecret()) },
    });
    expect(answered.data!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await storedFor(body.clave)).toMatchObject({
      reference: 'K7Q2P',
      customer: 'Ana',
      fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: '', phone: '88887777' },
      lines: [
        { name: 'Capiberry', quantity: 2, unitPrice: 2400, lineTotal: 4800, note: 'sin azúcar', extras: [{ name: 'Nutella', unitPrice: 500, quantity: 1 }] },
        { name: 'Té', quantity: 1, unitPrice: 800, lineTotal: 800 },
      ],
      total: 5600,
      change: 4400,
      status: 'nuevo',
    });
  });

  it('ignores a tampered price: names, prices and totals come from the menu, what the message said is only kept beside them', async () => {
    const body = order({ total: 1, enviado: true, items: [{ id: 13, cantidad: 2, precio: 1, nombre: 'Gratis' }] });
    expect((await post(body)).status).toBe(201);
    expect(await storedFor(body.clave)).toMatchObject({
      lines: [{ name: 'Churchill', unitPrice: 3450, lineTotal: 6900, messagePrice: 1 }],
      total: 6900,
      messageTotal: 1,
    });
  });

  it('refuses, while the message has not gone out, an order whose message shows another total; once it went out, records it with both', async () => {
    // The owner set a ₡1 000 delivery fee after the customer's page last asked: the screen said ₡5 600.
    const { writeSettings } = await import('@/lib/db/menu');
    const { defaultSettings } = await import('@/lib/menu/settings');
    await writeSettings({ ...defaultSettings(), envio: 1000 }, 'Envío', { id: 1, nombre: 'Vara' });
    forgetCachedDeskState();
    try {
      const shown = order({
        total: 5600,
        items: [
          { ...order().items[0], precio: 2400 },
          { id: 16, cantidad: 1, precio: 800 },
        ],
      });
      const refused = await answer(await post(shown));
      expect(refused).toEqual({
        status: 409,
        body: {
          success: false,
          message: expect.stringMatching(/^Los precios cambiaron hace un momento: tu pedido ahora suma ₡6.600\. Revísalo y vuelve a enviarlo\.$/),
          errors: { total: expect.any(String) },
        },
      });
      expect(await storedFor(shown.clave)).toBeNull();
      // The same post once the message went to WhatsApp (the outbox's next try): recorded, both kept.
      const sent = await answer(await post({ ...shown, enviado: true }));
      expect(sent.status).toBe(201);
      expect(await storedFor(shown.clave)).toMatchObject({
        deliveryFee: 1000,
        total: 6600,
        messageTotal: 5600,
        lines: [{ unitPrice: 2400 }, { unitPrice: 800 }],
      });
      // A copy of the first try arriving after it is a retry of the stored order, not another key's.
      expect((await post(shown)).status).toBe(200);
      // The screen showing the new total is taken at once.
      const fresh = order({ total: 6600 });
      expect((await post(fresh)).status).toBe(201);
      expect((await storedFor(fresh.clave))?.messageTotal).toBeUndefined();
    } finally {
      await writeSettings(defaultSettings(), 'Envío', { id: 1, nombre: 'Vara' });
      forgetCachedDeskState();
    }
  });

  it('the same key twice is one order: the retry gets the first answer, from any address', async () => {
    const body = order();
    const first = await answer(await post(body));
    const again = await answer(await post(body));
    expect(again).toEqual({ status: 200, body: { ...first.body, data: first.body.data } });
    const sameTime = await Promise.all([post(body), post(body)]);
    expect(sameTime.map((response) => response.status)).toEqual([200, 200]);
    const known = await orderByKey(await sha256Hex(body.clave));
    expect(known).not.toBeNull();
    // The same key with other lines is not a retry.
    const other = await answer(await post({ ...body, items: [{ id: 16, cantidad: 3 }] }));
    expect(other).toEqual({
      status: 409,
      body: { success: false, message: 'Este pedido ya se registró con otros datos. Recarga la página e inténtalo de nuevo.' },
    });
  });

  it('refuses bad input with a Spanish 4xx and stores nothing', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      [
        '46 lines',
        order({ items: Array.from({ length: 46 }, (_, i) => ({ id: 16, cantidad: 1, nota: `n${i}` })) }),
        400,
        'Un pedido puede tener como máximo 45 líneas: divídelo en dos.',
      ],
      ['a table out of range', order({ entrega: { tipo: 'mesa', mesa: 1000 } }), 400, 'La mesa es un número entero de 0 a 999'],
      [
        'an unknown product',
        order({ items: [{ id: 4, cantidad: 1 }] }),
        404,
        'Un producto de tu pedido ya no está en el menú. Quítalo del carrito e inténtalo de nuevo.',
      ],
      ['incomplete choices', order({ items: [{ id: 5, cantidad: 1, opciones: { frutas: ['Fresa'] } }] }), 422, 'Capiberry: Elige 2 frutas.'],
      [
        'a bad phone',
        order({ entrega: { tipo: 'domicilio', direccion: 'X', telefono: '1234' } }),
        400,
        'Escribe un teléfono de Costa Rica de 8 dígitos (por ejemplo 8888-8888) o déjalo vacío.',
      ],
    ];
    for (const [name, body, status, message] of cases) {
      const refused = await answer(await post(body));
      expect([refused.status, refused.body.message], name).toEqual([status, message]);
      expect(refused.body.errors, name).toBeDefined();
      expect(await storedFor((body as { clave: string }).clave), name).toBeNull();
    }
    const huge = await post(order({ nombre: 'x'.repeat(17_000) }));
    expect(huge.status).toBe(413);
    expect((await post('{"clave":')).status).toBe(400);
    expect((await post(order(), { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('refuses a product sold out today with "Agotado hoy"', async () => {
    await writeAvailability(13, false, 'Churchill: No Disponible', { id: 1, nombre: 'Vara' });
    forgetCachedDeskState();
    try {
      const refused = await answer(
        await post(
          order({
            items: [
              { id: 13, cantidad: 1 },
              { id: 16, cantidad: 1 },
            ],
          }),
        ),
      );
      expect(refused).toMatchObject({ status: 409, body: { message: 'Agotado hoy: Churchill.', errors: { 'items.0': 'Agotado hoy: Churchill.' } } });
    } finally {
      await writeAvailability(13, true, 'Churchill: Disponible', { id: 1, nombre: 'Vara' });
      forgetCachedDeskState();
    }
  });

  it('limits the orders from one address with a clear 429 and Retry-After; retries of stored orders still get their answer', async () => {
    vi.stubEnv('ORDERS_PER_ADDRESS', '3');
    try {
      const address = freshAddress();
      const first = order();
      for (const body of [first, order(), order()]) expect((await post(body, { address })).status).toBe(201);
      const refused = await post(order(), { address });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await refused.json()).message).toBe('Recibimos muchos pedidos desde tu conexión. Inténtalo de nuevo en 15 minutos o escríbenos por WhatsApp.');
      expect((await post(first, { address })).status).toBe(200);
      expect((await post(order(), { address: freshAddress() })).status).toBe(201);
    } finally {
      vi.unstubAllEnvs();
      vi.stubEnv('DATABASE_PATH', path.join(dir, 'orders.db'));
      vi.stubEnv('AUTH_SECRET', 'o'.repeat(40));
      vi.stubEnv('TRUST_PROXY', '1');
    }
  });

  it('keeps an order sent while the shop is closed, marked out of hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(costaRicaInstant(2026, 12, 9, 22, 0));
    forgetCachedDeskState();
    const body = order();
    expect((await post(body)).status).toBe(201);
    vi.setSystemTime(costaRicaInstant(2026, 12, 9, 15, 0));
    const open = order();
    expect((await post(open)).status).toBe(201);
    expect([(await storedFor(body.clave))!.outOfHours, (await storedFor(open.clave))!.outOfHours]).toEqual([true, false]);
  });
});

describe('DELETE /api/orders', () => {
  it('withdraws a post not arrived yet: the post that arrives after is refused with a Spanish 409 and nothing is stored', async () => {
    const body = order();
    expect(await answer(await withdraw({ clave: body.clave }))).toEqual({ status: 200, body: { success: true, message: 'Retiramos ese pedido.' } });
    const late = await answer(await post(body));
    expect(late).toEqual({
      status: 409,
      body: expect.objectContaining({ success: false, message: 'Retiraste este pedido antes de que lo recibiéramos. Revísalo y envíalo de nuevo.' }),
    });
    expect(await storedFor(body.clave)).toBeNull();
    // The order sent again, reviewed, has its own key and is stored.
    expect((await post(order())).status).toBe(201);
  });

  it("cancels a stored order still new, as the customer's; once the kitchen has it, it stays with a 409", async () => {
    const body = order();
    expect((await post(body)).status).toBe(201);
    expect((await withdraw({ clave: body.clave })).status).toBe(200);
    expect(await storedFor(body.clave)).toMatchObject({ status: 'cancelado', cancelReason: 'El cliente lo retiró antes de enviarlo por WhatsApp.' });
    // A retry of the withdrawn post (the service worker's queue, a slow copy) is told it was withdrawn.
    expect(await answer(await post(body))).toEqual({
      status: 409,
      body: expect.objectContaining({ success: false, message: 'Retiraste este pedido antes de que lo recibiéramos. Revísalo y envíalo de nuevo.' }),
    });
    expect(await storedFor(body.clave)).toMatchObject({ status: 'cancelado' });

    const cooking = order();
    expect((await post(cooking)).status).toBe(201);
    await moveOrder((await storedFor(cooking.clave))!.id, { to: 'preparando' }, { id: 1, nombre: 'Vara' }, Date.now(), '');
    const late = await answer(await withdraw({ clave: cooking.clave }));
    expect(late).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'Ya estamos preparando ese pedido. Escríbenos por WhatsApp si quieres cambiarlo.' }),
    });
    expect(await storedFor(cooking.clave)).toMatchObject({ status: 'preparando' });
  });

  it('refuses a bad key or body with a Spanish 400, and a flood from one address with a 429', async () => {
    for (const bad of [{}, { clave: 'corta' }, { clave: 42 }, 'no es json', []]) {
      const refused = await answer(await withdraw(bad));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^(El pedido no trae una clave válida|El cuerpo de la solicitud (no es un JSON válido|debe ser un objeto JSON))/);
    }
    vi.stubEnv('ORDERS_PER_ADDRESS', '2');
    try {
      const address = freshAddress();
      for (let i = 0; i < 2; i += 1) expect((await withdraw({ clave: newOrderKey() }, { address })).status).toBe(200);
      const refused = await withdraw({ clave: newOrderKey() }, { address });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      vi.stubEnv('ORDERS_PER_ADDRESS', '');
    }
  });
});
