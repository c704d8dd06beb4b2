import { describe, expect, it, vi } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The owner's availability switch and the public list, called as Next calls them, with bearer
// sessions of an owner (the role the operator's invitation grants) and of a customer.

// The shop's cached pages are told of every change (lib/cache-handler.mjs).
const expireShopPages = vi.fn();
vi.mock('@/lib/menu/shop-pages', () => ({ expireShopPages: () => expireShopPages() }));
withOwnStore('availability');

const { PUT } = await import('./route');
const { GET } = await import('@/app/api/menu/availability/route');
const { lastMenuChange } = await import('@/lib/db/menu');

const { owner, customer } = await shopSessions();

function put(id: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://127.0.0.1:3000/api/desk/availability/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return PUT(request, { params: Promise.resolve({ id }) });
}
const soldOut = async () => ((await (await GET()).json()) as { data: { agotados: number[] } }).data.agotados;

describe('PUT /api/desk/availability/<id>', () => {
  it('answers 401 without a session and 403 for a customer, changing nothing', async () => {
    const anonymous = await put('13', { disponible: false });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: 'No autorizado. Por favor, inicia sesión nuevamente.' });
    const forged = await put('13', { disponible: false }, bearer(`${customer}x`));
    expect(forged.status).toBe(401);
    const refused = await put('13', { disponible: false }, bearer(customer));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: 'Solo la cuenta de la tienda puede hacer este cambio.' });
    expect(await soldOut()).toEqual([]);
    expect(await lastMenuChange(['disponibilidad'])).toBeNull();
  });

  it('refuses unknown products, bad bodies and other origins with a Spanish 4xx', async () => {
    for (const id of ['4', '35', 'abc', '13.0', '-1']) {
      const response = await put(id, { disponible: false }, bearer(owner));
      expect(response.status, id).toBe(404);
      expect((await response.json()).message).toBe('Ese producto no está en el menú.');
    }
    for (const body of [{}, { disponible: 'no' }, { disponible: false, precio: 1 }]) {
      const response = await put('13', body, bearer(owner));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors).toEqual({ disponible: 'Indica "disponible": true o false.' });
    }
    expect((await put('13', '{', bearer(owner))).status).toBe(400);
    expect((await put('13', [], bearer(owner))).status).toBe(400);
    expect((await put('13', { disponible: false }, { ...bearer(owner), 'content-type': 'text/plain' })).status).toBe(415);
    expect((await put('13', { disponible: false }, { ...bearer(owner), origin: 'https://evil.example' })).status).toBe(403);
    expect((await put('13', { disponible: false, x: 'y'.repeat(20_000) }, bearer(owner))).status).toBe(413);
    expect(await soldOut()).toEqual([]);
  });

  it('lets the owner switch a product off and on; the public list and the log follow', async () => {
    const off = await put('13', { disponible: false }, bearer(owner));
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ success: true, message: 'Churchill: No Disponible.', data: { id: 13, disponible: false } });
    expect(await soldOut()).toEqual([13]);
    // The static shop pages carry the menu: they are regenerated.
    expect(expireShopPages).toHaveBeenCalled();
    expect(await lastMenuChange(['disponibilidad'])).toMatchObject({ nombre: 'Vara', summary: 'Churchill: No Disponible' });
    const logged = vi.mocked(console.info).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged.at(-1)).toMatchObject({ level: 'info', event: 'availability_changed', user: expect.any(Number), product: 13, disponible: false });

    expect((await put('13', { disponible: true }, bearer(owner))).status).toBe(200);
    expect(await soldOut()).toEqual([]);
    expect((await GET()).headers.get('cache-control')).toBe('public, max-age=2');
  });
});
