import { describe, expect, it, vi } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The owner's closure, called as Next calls it: who may change it, what a bad body gets, and what
// is stored.

// The shop's cached pages are told of every change (lib/cache-handler.mjs).
const expireShopPages = vi.fn();
vi.mock('@/lib/menu/shop-pages', () => ({ expireShopPages: () => expireShopPages() }));
withOwnStore('hours');

const { PUT } = await import('./route');
const { readClosure } = await import('@/lib/db/desk');
const { lastMenuChange } = await import('@/lib/db/menu');
const { addDays, costaRicaDate } = await import('@/lib/costa-rica-time');

const { owner, customer } = await shopSessions();
const today = costaRicaDate(Date.now());

function put(body: unknown, token?: string) {
  return PUT(
    new Request('http://127.0.0.1:3000/api/desk/hours', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('PUT /api/desk/hours', () => {
  it('answers 401 without a session and 403 for a customer, storing nothing', async () => {
    expect((await put({ reabre: null })).status).toBe(401);
    expect((await put({ reabre: addDays(today, 1) }, customer)).status).toBe(403);
    expect(await readClosure()).toBeNull();
  });

  it('refuses bad bodies with the reason beside the field, never a 500', async () => {
    for (const body of [{}, { reabre: 5 }, { reabre: '2026-02-30' }, { reabre: addDays(today, 1), extra: 1 }, { hasta: addDays(today, 1) }]) {
      const response = await put(body, owner);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors).toEqual({ reabre: 'Elige una fecha válida.' });
    }
    expect((await (await put({ reabre: today }, owner)).json()).errors).toEqual({ reabre: 'La fecha de reapertura debe ser posterior a hoy.' });
    expect((await (await put({ reabre: addDays(today, 400) }, owner)).json()).errors).toEqual({ reabre: 'Elige una fecha dentro del próximo año.' });
    expect((await put('{"reabre":', owner)).status).toBe(400);
    expect((await put('[]', owner)).status).toBe(400);
    expect(await readClosure()).toBeNull();
    expect(expireShopPages).not.toHaveBeenCalled();
  });

  it('closes today, until a date, and opens again; each change logged and the shop pages regenerated', async () => {
    const closedToday = await put({ reabre: addDays(today, 1) }, owner);
    expect(closedToday.status).toBe(200);
    expect((await closedToday.json()).message).toBe('Cerrado hoy.');
    expect(await readClosure()).toBe(addDays(today, 1));
    expect(expireShopPages).toHaveBeenCalled();

    expect((await put({ reabre: addDays(today, 5) }, owner)).status).toBe(200);
    expect((await lastMenuChange(['cierre']))?.summary).toMatch(/^Cerrado hasta el \d+ de \p{L}+$/u);

    expect((await (await put({ reabre: null }, owner)).json()).message).toBe('Abierto según el horario.');
    expect(await readClosure()).toBeNull();
    expect(await lastMenuChange(['cierre'])).toMatchObject({ nombre: 'Vara', summary: 'Abierto según el horario' });
    const logged = vi.mocked(console.info).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged.filter((line) => line.event === 'hours_changed').map((line) => line.reabre)).toEqual([addDays(today, 1), addDays(today, 5), null]);
    expect(logged.at(-1)).toMatchObject({ level: 'info', user: expect.any(Number) });
  });
});
