import { expect, type APIRequestContext } from '@playwright/test';

// Every call a signed-in account or an owner can make, for the specs that check a session is dead:
// each must answer 401 whatever the body (a live session would get a 400, a 404 or a change).

const accountCalls: ReadonlyArray<readonly [method: string, path: string]> = [
  ['GET', '/api/auth'],
  ['PATCH', '/api/user'],
  ['DELETE', '/api/user'],
  ['PUT', '/api/user/password'],
  ['DELETE', '/api/user/sessions'],
];

/** One call to every route handler under app/api/desk (a path for each dynamic segment). */
const deskCalls: ReadonlyArray<readonly [method: string, path: string]> = [
  ['GET', '/api/desk/orders'],
  ['PUT', '/api/desk/orders/1'],
  ['PUT', '/api/desk/orders/1/tiempo'],
  ['PUT', '/api/desk/orders/pausa'],
  ['DELETE', '/api/desk/orders/pausa'],
  ['GET', '/api/desk/orders/csv'],
  ['GET', '/api/desk/orders/stream'],
  ['PUT', '/api/desk/hours'],
  ['PUT', '/api/desk/hours/semana'],
  ['PUT', '/api/desk/ajustes'],
  ['POST', '/api/desk/menu'],
  ['PUT', '/api/desk/menu/categorias'],
  ['PUT', '/api/desk/menu/orden'],
  ['PUT', '/api/desk/menu/5'],
  ['PUT', '/api/desk/menu/5/oculto'],
  ['POST', '/api/desk/menu/5/foto'],
  ['DELETE', '/api/desk/menu/5/foto'],
  ['PUT', '/api/desk/menu/opciones/frutas'],
  ['PUT', '/api/desk/menu/opciones/frutas/agotada'],
  ['POST', '/api/desk/menu/historial/1'],
  ['PUT', '/api/desk/availability/5'],
];

/** Sends every account and desk call with `cookie` (a `name=value` pair) to `base`; each must answer 401. */
export async function expectRefusedEverywhere(api: APIRequestContext, base: string, cookie: string): Promise<void> {
  const answers: string[] = [];
  for (const [method, path] of [...accountCalls, ...deskCalls]) {
    // A body that changes nothing even if it were accepted (a bodyless DELETE is refused before the
    // session is read); the stream would stay open for a live session.
    const response = await api.fetch(`${base}${path}`, { method, headers: { cookie }, data: method === 'GET' || method === 'DELETE' ? undefined : {}, timeout: 10_000 });
    answers.push(`${method} ${path} ${response.status()}`);
    await response.dispose();
  }
  expect(answers).toEqual([...accountCalls, ...deskCalls].map(([method, path]) => `${method} ${path} 401`));
}
