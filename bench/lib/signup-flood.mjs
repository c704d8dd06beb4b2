// The sign-up flood (issue 25): 64 connections sign up from rotating addresses for 30 s while the
// owner signs in once a second from the browser it always uses. The server is the production entry
// (scripts/start.mjs, serve.mjs) behind a "proxy": TRUST_PROXY=1 and each flood request with an
// X-Forwarded-For of its own, as many real clients behind a proxy would look. The owner is made
// the operator's way (npm run owner -- invite, then the link).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { floodSummary } from './flood-budgets.mjs';
import { rotatingAddressPosts } from './load.mjs';
import { freePort, onCleanup, startNextServer } from './processes.mjs';

export const FLOOD = { connections: 64, durationSeconds: 30, ownerEverySeconds: 1, ownerTimeoutMs: 10_000 };
const OWNER = { correo: 'duena-bench@crepivara.test', nombre: 'Vara', apellido: 'Dueña', contraseña: 'Crepa123!' };
const OWNER_ADDRESS = '198.51.100.7';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function json(body, headers = {}) {
  return { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': OWNER_ADDRESS, ...headers }, body: JSON.stringify(body) };
}

/** The owner, invited with `npm run owner` and activated; returns the browser's device cookie. */
export async function makeOwner(url, root, env) {
  const cli = spawnSync(process.execPath, [path.join(root, 'scripts/owner.mjs'), 'invite', OWNER.correo], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (cli.status !== 0) throw new Error(`npm run owner -- invite failed: ${cli.stderr}`);
  const token = new URL(cli.stdout.trim().split('\n').at(-1)).searchParams.get('token');
  const account = { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: OWNER.contraseña };
  const response = await fetch(`${url}/api/activar`, json({ token, ...account }));
  if (response.status !== 200) throw new Error(`activation answered ${response.status}`);
  const device = response.headers.getSetCookie().find((cookie) => cookie.startsWith('device='));
  return device.split(';')[0];
}

/** One sign-in of the owner: its status and time. */
async function ownerLogin(url, device) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/auth`, {
      ...json({ mail: OWNER.correo, password: OWNER.contraseña }, { cookie: device }),
      signal: AbortSignal.timeout(FLOOD.ownerTimeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

function signupFlood(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/user`,
        connections: FLOOD.connections,
        duration: FLOOD.durationSeconds,
        timeout: 10,
        requests: rotatingAddressPosts((sequence) => ({
          nombre: 'Flood',
          apellido: 'Bench',
          correo: `flood-${process.pid}-${sequence}@example.com`,
          contraseña: 'Flood123!',
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The owner's logins alone (after 3 to warm the server), then once a second while `startFlood()`
 * runs for `durationSeconds`; returns both and the flood's result.
 */
export async function ownerLoginsDuring(url, device, durationSeconds, startFlood) {
  // A warm server: the pages the owner's login goes through compiled and the dummy hash made.
  for (let i = 0; i < 3; i += 1) await ownerLogin(url, device);
  // The same logins without the flood: what this machine gives them right now (it is shared).
  const alone = [];
  for (let i = 0; i < 5; i += 1) alone.push(await ownerLogin(url, device));
  const started = Date.now();
  const running = startFlood();
  const logins = [];
  await sleep(1000);
  while (Date.now() - started < durationSeconds * 1000 - 1500) {
    const next = sleep(FLOOD.ownerEverySeconds * 1000);
    logins.push(await ownerLogin(url, device));
    await next;
  }
  return { alone, logins, flood: await running };
}

/** Runs the case on its own server and database; returns its figures and checks. */
export async function measureSignupFlood({ root, distDir, log = () => {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-flood-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = path.join(dataDir, 'flood.db');
  const env = { NEXT_DIST_DIR: distDir, DATABASE_PATH: database, OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' };
  const server = await startNextServer({ name: 'flood', port: await freePort(), env, entry: path.join(root, 'scripts/start.mjs') });
  try {
    const device = await makeOwner(server.url, root, env);
    log(`sign-up flood: ${FLOOD.connections} connections for ${FLOOD.durationSeconds} s, the owner signing in every ${FLOOD.ownerEverySeconds} s ...`);
    const { alone, logins, flood: result } = await ownerLoginsDuring(server.url, device, FLOOD.durationSeconds, () => signupFlood(server.url));
    const db = new Database(database, { readonly: true });
    const created = db.prepare("SELECT count(*) FROM users WHERE email LIKE 'flood-%'").pluck().get();
    db.close();
    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
    const ceilingLines = server.logs.filter((line) => line.includes('"event":"signup_ceiling"')).length;
    const shedLines = server.logs.filter((line) => line.includes('"event":"hashing_shed"')).length;
    return floodSummary({
      flood: {
        requests: result.requests.total,
        statusCodes,
        errors: result.errors,
        timeouts: result.timeouts,
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
      },
      logins,
      alone,
      created,
      ceiling: 100,
      logLines: { ceiling: ceilingLines, shed: shedLines },
    });
  } finally {
    await server.stop();
  }
}
