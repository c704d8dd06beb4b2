import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { PASSWORD } from './helpers/accounts';
import { expectRefusedEverywhere } from './helpers/dead-session';
import { activate, databaseOf, invite } from './helpers/owners';
import { postPatiently } from './helpers/patient';

// A deleted account's cookie is dead for good: the next account made, by sign-up or by the
// operator's invitation, never inherits it (an id is never given twice, and a token carries its
// account's session key). Against the main server (TRUST_PROXY: each client its own address).

const main = () => test.info().project.use.baseURL!;
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;

function client(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: main(), extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
}

/** Registers and signs in `correo` on `api`; returns the session cookie as a `name=value` pair. */
async function registerAndSignIn(api: APIRequestContext, correo: string, nombre: string): Promise<string> {
  expect((await postPatiently(api, '/api/user', { nombre, apellido: 'Prueba', correo, contraseña: PASSWORD })).status()).toBe(201);
  expect((await postPatiently(api, '/api/auth', { mail: correo, password: PASSWORD })).status()).toBe(200);
  const session = (await api.storageState()).cookies.find((cookie) => cookie.name === 'session');
  expect(session).toBeTruthy();
  return `session=${session!.value}`;
}

/** Deletes the signed-in account of `api` (its cookie is cleared there; copies are what is tested). */
async function deleteAccount(api: APIRequestContext): Promise<void> {
  const response = await api.delete('/api/user', { data: { contraseña: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

test("a deleted account's kept cookie is refused everywhere once a new customer signs up", async ({ playwright }) => {
  const gone = await client(playwright);
  const kept = await registerAndSignIn(gone, unique('borrada'), 'Borrada');
  await deleteAccount(gone);

  const next = await client(playwright);
  const correo = unique('nueva');
  await registerAndSignIn(next, correo, 'Nueva');

  const stranger = await client(playwright);
  await expectRefusedEverywhere(stranger, main(), kept);
  // The new account is untouched: its name is its own and it still signs in.
  const me = await next.get('/api/auth');
  expect(me.status()).toBe(200);
  expect((await me.json()).data).toMatchObject({ nombre: 'Nueva', correo });
  await Promise.all([gone, next, stranger].map((api) => api.dispose()));
});

test("a deleted account's kept cookie never reaches the desk of an owner invited after it", async ({ playwright }) => {
  const gone = await client(playwright);
  const kept = await registerAndSignIn(gone, unique('borrada'), 'Borrada');
  await deleteAccount(gone);

  const correo = unique('duena-nueva');
  const owner = await client(playwright);
  expect((await activate(owner, invite(databaseOf(main()), correo), { nombre: 'Nueva', apellido: 'Dueña', contraseña: PASSWORD })).status()).toBe(200);

  const stranger = await client(playwright);
  await expectRefusedEverywhere(stranger, main(), kept);
  const me = await owner.get('/api/auth');
  expect((await me.json()).data).toMatchObject({ nombre: 'Nueva', correo });
  expect((await owner.get('/api/desk/orders')).status()).toBe(200);
  await Promise.all([gone, owner, stranger].map((api) => api.dispose()));
});
