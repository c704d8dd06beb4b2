import { describe, expect, it, vi } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The owner's menu routes, called as Next calls them, with bearer sessions of an owner and of a
// customer: who may change the menu, what a bad body gets, and what the shop then shows.

// The shop's cached pages are told of every change (lib/cache-handler.mjs).
const expireShopPages = vi.fn();
vi.mock('@/lib/menu/shop-pages', () => ({ expireShopPages: () => expireShopPages() }));
withOwnStore('menu-routes');

const { POST } = await import('./route');
const product = await import('./[id]/route');
const hidden = await import('./[id]/hidden/route');
const history = await import('./history/[id]/route');
const settings = await import('../settings/route');
const week = await import('../hours/week/route');
const { GET: menu } = await import('@/app/api/menu/route');
const { readMenuChanges } = await import('@/lib/db/menu');

const { owner, customer } = await shopSessions();

function call(method: string, url: string, body: unknown, token?: string) {
  return new Request(`http://127.0.0.1:3000${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
const facts = async () =>
  (
    (await (await menu(new Request('http://127.0.0.1:3000/api/menu'))).json()) as {
      data: { version: number; productos: { id: number; nombre: string; precio: number }[]; ajustes: { envio: number }; horario: unknown[][] };
    }
  ).data;
const crepa = { nombre: 'Crepa de temporada', precio: 3500, categoria: 1, descripcion: 'Con mango.', ingredientes: ['Mango'], conExtras: false };

describe('the owner changes the menu', () => {
  it('401 without a session, 403 for a customer, nothing changed', async () => {
    expect((await POST(call('POST', '/api/desk/menu', crepa))).status).toBe(401);
    expect((await POST(call('POST', '/api/desk/menu', crepa, customer))).status).toBe(403);
    expect((await product.PUT(call('PUT', '/api/desk/menu/5', { ...crepa, version: 1 }, customer), params({ id: '5' }))).status).toBe(403);
    expect((await settings.PUT(call('PUT', '/api/desk/settings', {}, customer))).status).toBe(403);
    expect((await facts()).productos).toHaveLength(30);
    expect(await readMenuChanges()).toEqual([]);
  });

  it('adds a product (201), refuses a taken name (409) and a bad field (400, the message by field)', async () => {
    const created = await POST(call('POST', '/api/desk/menu', crepa, owner));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ success: true, message: 'Crepa de temporada está en el menú.', data: { id: 35, version: 1 } });
    expect(expireShopPages).toHaveBeenCalled();
    expect((await facts()).productos.find((entry) => entry.id === 35)).toMatchObject({ nombre: 'Crepa de temporada', precio: 3500 });
    const taken = await POST(call('POST', '/api/desk/menu', { ...crepa, nombre: 'CAPIBERRY' }, owner));
    expect([taken.status, await taken.json()]).toEqual([
      409,
      { success: false, message: 'Ya hay un producto con ese nombre: elige otro.', errors: { nombre: 'Ya hay un producto con ese nombre: elige otro.' } },
    ]);
    const bad = await POST(call('POST', '/api/desk/menu', { ...crepa, precio: 99, categoria: 77 }, owner));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ precio: expect.stringMatching(/^El precio es un número entero/) });
    const noCategory = await POST(call('POST', '/api/desk/menu', { ...crepa, nombre: 'Otra', categoria: 77 }, owner));
    expect([noCategory.status, (await noCategory.json()).errors]).toEqual([400, { categoria: 'Elige una categoría.' }]);
  });

  it('a save over another owner\'s is 409, an unknown product 404; "Deshacer" puts the price back', async () => {
    const body = { nombre: 'Capiberry', precio: 2100, categoria: 1, descripcion: 'x', ingredientes: ['2 frutas', 'Jarabe', 'Topping'], conExtras: true };
    expect((await product.PUT(call('PUT', '/api/desk/menu/5', { ...body, version: 1 }, owner), params({ id: '5' }))).status).toBe(200);
    const late = await product.PUT(call('PUT', '/api/desk/menu/5', { ...body, precio: 1800, version: 1 }, owner), params({ id: '5' }));
    expect([late.status, await late.json()]).toEqual([
      409,
      { success: false, message: 'Alguien cambió este producto: recarga la página para ver su versión.' },
    ]);
    expect((await product.PUT(call('PUT', '/api/desk/menu/999', { ...body, version: 1 }, owner), params({ id: '999' }))).status).toBe(404);
    expect((await product.PUT(call('PUT', '/api/desk/menu/x', { ...body, version: 1 }, owner), params({ id: 'x' }))).status).toBe(404);
    expect((await facts()).productos.find((entry) => entry.id === 5)!.precio).toBe(2100);

    const [latest] = await readMenuChanges(1);
    expect(latest!.summary).toBe('Capiberry: precio de ₡1\u00a0900 a ₡2\u00a0100, descripción');
    const undone = await history.POST(call('POST', `/api/desk/menu/history/${latest!.id}`, { deshacer: true }, owner), params({ id: String(latest!.id) }));
    expect(undone.status).toBe(200);
    expect((await facts()).productos.find((entry) => entry.id === 5)!.precio).toBe(1900);
    const again = await history.POST(call('POST', `/api/desk/menu/history/${latest!.id}`, { deshacer: true }, owner), params({ id: String(latest!.id) }));
    expect([again.status, (await again.json()).message]).toEqual([409, 'Solo se puede deshacer el último cambio de cada cosa: esta ya cambió otra vez.']);
    expect((await history.POST(call('POST', '/api/desk/menu/history/99999', { deshacer: true }, owner), params({ id: '99999' }))).status).toBe(404);
  });

  it('hides a product: the shop no longer lists it', async () => {
    const answer = await hidden.PUT(call('PUT', '/api/desk/menu/35/hidden', { oculto: true, version: 1 }, owner), params({ id: '35' }));
    expect(answer.status).toBe(200);
    expect((await facts()).productos.some((entry) => entry.id === 35)).toBe(false);
  });

  it('the settings and the week: saved, shown in the menu the browser gets, refused with the reason', async () => {
    expect(
      (await settings.PUT(call('PUT', '/api/desk/settings', { envio: 500, minimoDomicilio: 0, sinpe: '', pagos: ['efectivo', 'tarjeta'] }, owner))).status,
    ).toBe(200);
    expect((await facts()).ajustes.envio).toBe(500);
    const noNumber = await settings.PUT(call('PUT', '/api/desk/settings', { envio: 500, minimoDomicilio: 0, sinpe: '', pagos: ['sinpe'] }, owner));
    expect([noNumber.status, (await noNumber.json()).errors]).toEqual([400, { sinpe: 'Para ofrecer SINPE Móvil escribe el número.' }]);
    const day = [{ abre: '11:00', cierra: '20:00' }];
    expect((await week.PUT(call('PUT', '/api/desk/hours/week', { dias: [day, day, [], day, day, day, day] }, owner))).status).toBe(200);
    expect((await facts()).horario[2]).toEqual([]);
    expect((await week.PUT(call('PUT', '/api/desk/hours/week', { dias: [day] }, owner))).status).toBe(400);
  });

  it('GET /api/menu: public for two seconds, its ETag answers 304 until the menu changes', async () => {
    const first = await menu(new Request('http://127.0.0.1:3000/api/menu'));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=2');
    expect((await menu(new Request('http://127.0.0.1:3000/api/menu', { headers: { 'if-none-match': etag } }))).status).toBe(304);
    await hidden.PUT(call('PUT', '/api/desk/menu/35/hidden', { oculto: false, version: 2 }, owner), params({ id: '35' }));
    expect((await menu(new Request('http://127.0.0.1:3000/api/menu', { headers: { 'if-none-match': etag } }))).status).toBe(200);
  });
});
