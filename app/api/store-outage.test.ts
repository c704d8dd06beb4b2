import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeHandlerFiles } from '@/test-fixtures/route-handlers';

// Every route handler called as Next calls it while the store is down (docs/store.md, "When the
// store is down"): each one that needs the store answers 503 JSON with Retry-After and a Spanish
// sentence, never an empty 500. The routes are read from disk, so a new one must be added below.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-outage-'));
// A database inside a regular file: its folder can never be made, as on a disk gone read-only or unmounted.
fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
vi.stubEnv('DATABASE_PATH', path.join(dir, 'not-a-folder', 'crepivara.db'));
vi.stubEnv('AUTH_SECRET', 'outage-'.padEnd(40, 's'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What the store does when asked: null opens the real one (which fails above), or the error each query meets. */
const outage: { failure: (() => unknown) | null } = { failure: null };
vi.mock('@/lib/db', async (original) => {
  const actual = await original<typeof import('@/lib/db')>();
  return { ...actual, getDb: () => (outage.failure ? Promise.reject(outage.failure()) : actual.getDb()) };
});

const { signSessionToken } = await import('@/lib/auth/session-token');
const { authSecret } = await import('@/lib/auth/secret-store');
const { newOrderKey } = await import('@/lib/order/token');
const { storeMessages } = await import('@/lib/store-guarded');
const { apiMessages } = await import('@/lib/http/json-body');
const { postMessages } = await import('@/lib/order/post');

const failures: Array<[string, (() => unknown) | null]> = [
  ['the database cannot be opened (its folder cannot be made)', null],
  ['SQLite cannot open the file (SQLITE_CANTOPEN)', () => new Database.SqliteError('unable to open database file', 'SQLITE_CANTOPEN')],
  ['SQLite stays locked past busy_timeout (SQLITE_BUSY)', () => new Database.SqliteError('database is locked', 'SQLITE_BUSY')],
  ['SQLite cannot read the disk (SQLITE_IOERR_READ)', () => new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_READ')],
  [
    'PostgreSQL refuses the connection (ECONNREFUSED)',
    () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' }),
  ],
  ['PostgreSQL drops the connection mid-query', () => new Error('Connection terminated unexpectedly')],
  [
    'PostgreSQL is shutting down (57P01)',
    () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
  ],
];

const site = 'http://127.0.0.1:3000';
const pushSubscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
let owner: Record<string, string>;
beforeAll(async () => {
  const token = await signSessionToken({ userId: 1, sessionVersion: 0, sessionKey: 'k'.repeat(22) }, authSecret());
  owner = { authorization: `Bearer ${token}` };
});

const statusToken = 'A'.repeat(22);
const json = (method: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${site}${route}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7', ...headers },
    body: JSON.stringify(body),
  });
const signedIn = (method: string, route: string, body?: unknown) =>
  body === undefined ? new Request(`${site}${route}`, { method, headers: owner }) : json(method, route, body, owner);
const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

type Call = () => [Request, ...unknown[]];
/** For each handler that needs the store, a request it accepts up to the moment it asks the store. */
const storeHandlers: Record<string, Call> = {
  'POST /api/activar': () => [json('POST', '/api/activar', { token: 'a'.repeat(43), nombre: 'Vara', apellido: 'Dueña', contraseña: 'Crepa123!' })],
  'POST /api/auth': () => [json('POST', '/api/auth', { mail: 'ana@example.com', password: 'Crepa123!' })],
  'GET /api/auth': () => [signedIn('GET', '/api/auth')],
  'DELETE /api/auth': () => [signedIn('DELETE', '/api/auth')],
  'PUT /api/desk/settings': () => [signedIn('PUT', '/api/desk/settings', {})],
  'PUT /api/desk/availability/[id]': () => [signedIn('PUT', '/api/desk/availability/5', { disponible: false }), params({ id: '5' })],
  'PUT /api/desk/hours': () => [signedIn('PUT', '/api/desk/hours', { reabre: null })],
  'PUT /api/desk/hours/week': () => [signedIn('PUT', '/api/desk/hours/week', {})],
  'POST /api/desk/menu': () => [signedIn('POST', '/api/desk/menu', {})],
  'PUT /api/desk/menu/[id]': () => [signedIn('PUT', '/api/desk/menu/5', {}), params({ id: '5' })],
  'POST /api/desk/menu/[id]/photo': () => [signedIn('POST', '/api/desk/menu/5/photo', {}), params({ id: '5' })],
  'DELETE /api/desk/menu/[id]/photo': () => [signedIn('DELETE', '/api/desk/menu/5/photo', { version: 1 }), params({ id: '5' })],
  'PUT /api/desk/menu/[id]/hidden': () => [signedIn('PUT', '/api/desk/menu/5/hidden', {}), params({ id: '5' })],
  'PUT /api/desk/menu/categories': () => [signedIn('PUT', '/api/desk/menu/categories', {})],
  'POST /api/desk/menu/history/[id]': () => [signedIn('POST', '/api/desk/menu/history/5', {}), params({ id: '5' })],
  'PUT /api/desk/menu/options/[group]': () => [signedIn('PUT', '/api/desk/menu/options/frutas', {}), params({ grupo: 'frutas' })],
  'PUT /api/desk/menu/options/[group]/sold-out': () => [signedIn('PUT', '/api/desk/menu/options/frutas/sold-out', {}), params({ grupo: 'frutas' })],
  'PUT /api/desk/menu/order': () => [signedIn('PUT', '/api/desk/menu/order', {})],
  'GET /api/desk/orders': () => [signedIn('GET', '/api/desk/orders')],
  'POST /api/desk/orders': () => [
    signedIn('POST', '/api/desk/orders', {
      clave: newOrderKey(),
      pedido: 'K7Q2P',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'tarjeta' },
      items: [{ id: 16, cantidad: 1 }],
      canal: 'mostrador',
    }),
  ],
  'PUT /api/desk/orders/[id]': () => [signedIn('PUT', '/api/desk/orders/1', { estado: 'preparando' }), params({ id: '1' })],
  'PUT /api/desk/orders/[id]/ready-time': () => [signedIn('PUT', '/api/desk/orders/1/ready-time', { minutos: 5 }), params({ id: '1' })],
  'PUT /api/desk/orders/[id]/payment': () => [signedIn('PUT', '/api/desk/orders/1/payment', { pagado: true }), params({ id: '1' })],
  'PUT /api/desk/orders/pause': () => [signedIn('PUT', '/api/desk/orders/pause', { minutos: 15 })],
  'DELETE /api/desk/orders/pause': () => [signedIn('DELETE', '/api/desk/orders/pause')],
  'GET /api/desk/orders/csv': () => [signedIn('GET', '/api/desk/orders/csv?desde=2026-11-01&hasta=2026-11-30')],
  'GET /api/desk/orders/stream': () => [signedIn('GET', '/api/desk/orders/stream')],
  'POST /api/desk/push': () => [signedIn('POST', '/api/desk/push', pushSubscription)],
  'DELETE /api/desk/push': () => [signedIn('DELETE', '/api/desk/push', {})],
  'POST /api/orders': () => [
    json('POST', '/api/orders', {
      clave: newOrderKey(),
      pedido: 'K7Q2P',
      nombre: 'Ana',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'efectivo' },
      items: [{ id: 16, cantidad: 1 }],
    }),
  ],
  'DELETE /api/orders': () => [json('DELETE', '/api/orders', { clave: newOrderKey() })],
  'GET /api/orders/[token]': () => [new Request(`${site}/api/orders/${statusToken}`), params({ token: statusToken })],
  'POST /api/orders/[token]/payment': () => [
    new Request(`${site}/api/orders/${statusToken}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referencia: '4521' }),
    }),
    params({ token: statusToken }),
  ],
  'POST /api/orders/[token]/push': () => [
    new Request(`${site}/api/orders/${statusToken}/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pushSubscription),
    }),
    params({ token: statusToken }),
  ],
  'DELETE /api/orders/[token]/push': () => [
    new Request(`${site}/api/orders/${statusToken}/push`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: pushSubscription.endpoint }),
    }),
    params({ token: statusToken }),
  ],
  'GET /api/push': () => [new Request(`${site}/api/push`)],
  'GET /api/orders/slots': () => [new Request(`${site}/api/orders/slots`)],
  'GET /api/orders/[token]/stream': () => [new Request(`${site}/api/orders/${statusToken}/stream`), params({ token: statusToken })],
  'POST /api/user': () => [json('POST', '/api/user', { nombre: 'Ana', apellido: 'Vargas', correo: 'ana@example.com', contraseña: 'Crepa123!' })],
  'PATCH /api/user': () => [signedIn('PATCH', '/api/user', { nombre: 'Ana', apellido: 'Vargas' })],
  'DELETE /api/user': () => [signedIn('DELETE', '/api/user', { contraseña: 'Crepa123!' })],
  'PUT /api/user/password': () => [signedIn('PUT', '/api/user/password', { actual: 'Crepa123!', nueva: 'Crepa456!' })],
  'DELETE /api/user/sessions': () => [signedIn('DELETE', '/api/user/sessions')],
};

/** Handlers with their own answer when the store is down. */
const ownAnswers: Record<string, { why: string; status: number; call: Call }> = {
  'GET /api/health': { why: "the monitors' own 503, { ok: false }", status: 503, call: () => [new Request(`${site}/api/health`)] },
  'GET /api/menu': { why: 'the seed menu (lib/menu/server.ts), as the pages show it', status: 200, call: () => [new Request(`${site}/api/menu`)] },
  'GET /api/menu/availability': { why: 'nothing sold out, from the seed menu', status: 200, call: () => [new Request(`${site}/api/menu/availability`)] },
};

/** Handlers that never ask the store (their files import nothing that does), each with why. */
const storeless: Record<string, string> = {
  'GET /api/opening': 'the opening date, from the environment',
  'GET /fotos/[file]': 'photos are files in the data folder, named by their content',
  'GET /sw.js': 'the service worker, built with the site',
};

const handlersOnDisk = routeHandlerFiles().flatMap(({ route, file, methods }) => methods.map((method) => ({ key: `${method} ${route}`, method, file })));

async function call(file: string, method: string, args: [Request, ...unknown[]]): Promise<Response> {
  const route = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, (...parameters: unknown[]) => Promise<Response>>;
  return route[method]!(...args);
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  outage.failure = null;
});
afterEach(() => vi.restoreAllMocks());

it('knows every route handler on disk: each needs the store, or says why not', () => {
  const listed = [...Object.keys(storeHandlers), ...Object.keys(ownAnswers), ...Object.keys(storeless)].sort();
  expect(listed).toEqual(handlersOnDisk.map(({ key }) => key).sort());
});

describe.each(failures)('while %s', (_reason, failure) => {
  beforeEach(() => {
    outage.failure = failure;
  });

  it.each(Object.keys(storeHandlers))('%s answers 503 JSON with Retry-After and the Spanish sentence', async (key) => {
    const { file, method } = handlersOnDisk.find((handler) => handler.key === key)!;
    const response = await call(file, method, storeHandlers[key]!());
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    // POST and DELETE /api/orders keep the outbox's own sentence.
    expect(body.message).toBe(key.endsWith(' /api/orders') ? postMessages.unavailable : storeMessages.unavailable);
  });
});

describe('without the store', () => {
  it.each(Object.keys(ownAnswers))('%s gives its own answer', async (key) => {
    const { file, method } = handlersOnDisk.find((handler) => handler.key === key)!;
    expect((await call(file, method, ownAnswers[key]!.call())).status).toBe(ownAnswers[key]!.status);
  });

  it.each(Object.keys(storeless))('%s imports nothing that reads the store or the sessions', (key) => {
    const { file } = handlersOnDisk.find((handler) => handler.key === key)!;
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/from '@\/lib\/(db|auth|menu\/server|order\/live-menu)/);
  });
});

describe('an error that is not the store', () => {
  it.each(Object.keys(storeHandlers).filter((key) => !key.endsWith(' /api/orders')))('%s answers a JSON 500 with one log line', async (key) => {
    outage.failure = () => new TypeError("Cannot read properties of undefined (reading 'id')");
    const { file, method } = handlersOnDisk.find((handler) => handler.key === key)!;
    const response = await call(file, method, storeHandlers[key]!());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: apiMessages.unexpected });
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1);
  });
});
