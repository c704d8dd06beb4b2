import { describe, expect, it } from 'vitest';
import { bearer, shopSessions, withOwnStore } from '@/test-fixtures/route-sessions';

// The owner's option lists (one list, and one option sold out today), called as Next calls them.

withOwnStore('option-lists');

const { PUT: saveList } = await import('./route');
const { PUT: switchOption } = await import('./sold-out/route');
const { currentMenu } = await import('@/lib/menu/server');

const { owner } = await shopSessions();

function put(handler: typeof saveList | typeof switchOption, path: string, group: string, body: unknown) {
  const request = new Request(`http://127.0.0.1:3000/api/desk/menu/options/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(owner) },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ group }) });
}

describe('PUT /api/desk/menu/options/<group>[/sold-out]', () => {
  it('a list the shop does not have is a Spanish 404, for the list and for its options', async () => {
    for (const group of ['bebidas', 'FRUTAS', '', 'frutas ']) {
      const list = await put(saveList, group, group, { opciones: ['Fresa', 'Kiwi'] });
      expect([list.status, (await list.json()).message], group).toEqual([404, 'Esa lista de opciones no existe.']);
      const option = await put(switchOption, `${group}/sold-out`, group, { opcion: 'Kiwi', agotada: true });
      expect([option.status, (await option.json()).message], group).toEqual([404, 'Esa lista de opciones no existe.']);
    }
  });

  it('an option not in the list is a Spanish 404; one in it is sold out today, then back', async () => {
    const missing = await put(switchOption, 'frutas/sold-out', 'frutas', { opcion: 'Durián', agotada: true });
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'Esa opción no está en la lista.']);
    const fruit = (await currentMenu()).listas.frutas[0]!;
    const off = await put(switchOption, 'frutas/sold-out', 'frutas', { opcion: fruit, agotada: true });
    expect(off.status).toBe(200);
    expect((await off.json()).data).toEqual({ grupo: 'frutas', opcion: fruit, agotada: true });
    const on = await put(switchOption, 'frutas/sold-out', 'frutas', { opcion: fruit, agotada: false });
    expect((await on.json()).message).toBe(`${fruit}: disponible de nuevo.`);
  });

  it('the list is saved as the owner left it', async () => {
    const saved = await put(saveList, 'jarabes', 'jarabes', { opciones: ['Chocolate', 'Caramelo'] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ grupo: 'jarabes', opciones: ['Chocolate', 'Caramelo'] });
    expect((await currentMenu()).listas.jarabes).toEqual(['Chocolate', 'Caramelo']);
  });
});
