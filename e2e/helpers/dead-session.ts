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
  ['PUT', '/api/desk/orders/1/ready-time'],
  ['PUT', '/api/desk/orders/pause'],
  ['DELETE', '/api/desk/orders/pause'],
  ['GET', '/api/desk/orders/csv'],
  ['GET', '/api/desk/orders/stream'],
  ['PUT', '/api/desk/hours'],
  ['PUT', '/api/desk/hours/week'],
  ['PUT', '/api/desk/settings'],
  ['POST', '/api/desk/menu'],
  ['PUT', '/api/desk/menu/categories'],
  ['PUT', '/api/desk/menu/order'],
  ['PUT', '/api/desk/menu/5'],
  ['PUT', '/api/desk/menu/5/hidden'],
  ['POST', '/api/desk/menu/5/photo'],
  ['DELETE', '/api/desk/menu/5/photo'],
  ['PUT', '/api/desk/menu/options/frutas'],
  ['PUT', '/api/desk/menu/options/frutas/sold-out'],
  ['POST', '/api/desk/menu/history/1'],
  ['PUT', '/api/desk/availability/5'],
];

/** Sends every account and desk call with `cookie` (a `name=value` pair) to `base`; each must answer 401. */
export async function expectRefusedEverywhere(api: APIRequestContext, base: string, cookie: string): Promise<void> {
  const answers: string[] = [];
  for (const [method, path] of [...accountCalls, ...deskCalls]) {
    // A body that changes nothing even if it were accepted (a bodyless DELETE is refused before the
    // session is read); the stream would stay open for a live session.
    const response = await api.fetch(`${base}${path}`, {
      method,
      headers: { cookie },
      data: method === 'GET' || method === 'DELETE' ? undefined : {},
      timeout: 10_000,
    });
    answers.push(`${method} ${path} ${response.status()}`);
    await response.dispose();
  }
  expect(answers).toEqual([...accountCalls, ...deskCalls].map(([method, path]) => `${method} ${path} 401`));
}
