import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { postPatiently } from './patient';

// Accounts for the specs. The owner was invited with `npm run owner` and activated on the main and
// the desk server before the specs run (e2e/global-setup.ts); every spec signs in as that owner.
// Customers are new accounts each time.

export const OWNER = { nombre: 'Vara', apellido: 'Dueña', correo: 'duena@crepivara.test' } as const;
export const PASSWORD = 'Crepa123!';

type Target = Page | APIRequestContext;
const isPage = (target: Target): target is Page => 'context' in target;

/**
 * Signs in through the API. On a page (whose `page.request` shares the browser's cookies) the
 * stored user the login form would keep is written too, since the admin area's client-side
 * check (spec section 2) looks for it.
 */
export async function signIn(target: Target, correo: string): Promise<void> {
  const api = isPage(target) ? target.request : target;
  const response = await postPatiently(api, '/api/auth', { mail: correo, password: PASSWORD });
  expect(response.status(), `sign-in of ${correo}`).toBe(200);
  if (isPage(target)) {
    const { data } = (await response.json()) as { data: unknown };
    await target.context().addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), data);
  }
}

/** Signs the owner in on a page or an API client. Returns the owner's name as the desk shows it. */
export async function signInOwner(target: Target): Promise<string> {
  await signIn(target, OWNER.correo);
  return OWNER.nombre;
}

/** Signs up and signs in a new customer (not an owner) on a page or an API client. */
export async function signInCustomer(target: Target): Promise<{ nombre: string; correo: string }> {
  const api = isPage(target) ? target.request : target;
  const account = { nombre: 'Cliente', apellido: 'Prueba', correo: `cliente-${crypto.randomUUID().slice(0, 8)}@example.com` };
  expect((await postPatiently(api, '/api/user', { ...account, contraseña: PASSWORD })).status()).toBe(201);
  await signIn(target, account.correo);
  return account;
}
