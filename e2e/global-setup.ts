import { request } from '@playwright/test';
import { OWNER, PASSWORD } from './helpers/accounts';
import { activate, databaseOf, invite } from './helpers/owners';

// The owner of e2e/helpers/accounts.ts on each server the owner's specs use, made the way an
// operator makes one: `npm run owner -- invite`, then the link. Runs after the servers started.
export default async function globalSetup(): Promise<void> {
  const base = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
  for (const baseURL of [base, process.env.E2E_DESK_URL!, process.env.E2E_MENU_URL!]) {
    const api = await request.newContext({ baseURL });
    const response = await activate(api, invite(databaseOf(baseURL), OWNER.correo), { ...OWNER, contraseña: PASSWORD });
    if (response.status() !== 200) throw new Error(`the owner's activation on ${baseURL} answered ${response.status()}: ${await response.text()}`);
    await api.dispose();
  }
}
