import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

// The operator's side of owner accounts, as the specs need it: `npm run owner` run against a test
// server's database, and that database opened directly to move an invitation's or a budget's clock
// (the server's own clock cannot be fixed from a spec).

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';

/** The database of each server of playwright.config.ts. */
export function databaseOf(baseURL: string): string {
  const file = baseURL === process.env.E2E_DESK_URL ? 'desk.db' : baseURL === process.env.E2E_MENU_URL ? 'menu.db' : 'open.db';
  return path.join(process.env.E2E_DATA_DIR!, file);
}

/** `npm run owner -- <args>` on `database`, as an operator would type it. */
export function ownerCli(database: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['scripts/owner.mjs', ...args], {
    env: { ...process.env, DATABASE_PATH: database, NEXT_DIST_DIR: distDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The token of a new invitation for `correo` (the link is the CLI's last line). */
export function invite(database: string, correo: string): string {
  const { status, stdout, stderr } = ownerCli(database, ['invite', correo]);
  expect(status, stderr).toBe(0);
  const link = stdout.trim().split('\n').at(-1)!;
  expect(link).toMatch(/^http:\/\/localhost:3000\/activar\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link).searchParams.get('token')!;
}

/** POST /api/activar, patiently (a 503 from a busy hash queue comes back when told). */
export async function activate(api: APIRequestContext, token: string, account: { nombre: string; apellido: string; contraseña: string }): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await api.post('/api/activar', { data: { token, ...account } });
    if (response.status() !== 503 || attempt === 10) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? '1') * 1000));
  }
}

/** Runs `change` on the server's database (a spec moving stored times back, reading a row). */
export function withDatabase<T>(database: string, change: (db: Database.Database) => T): T {
  const db = new Database(database);
  db.pragma('busy_timeout = 5000');
  try {
    return change(db);
  } finally {
    db.close();
  }
}

/** /activar filled in as an invited owner would (apellido "Vara", the specs' password) and sent. */
export async function activateThroughPage(page: Page, nombre: string): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(nombre);
  await page.getByLabel('Apellido').fill('Vara');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
}
