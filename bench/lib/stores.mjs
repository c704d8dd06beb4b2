// The load case on each store (`npm run bench -- --stores`, docs/benchmark.md): the same
// build once on SQLite and twice on one throwaway PostgreSQL database, as two instances would run.
// For each instance alone, in turns over three rounds: GET /menu throughput (10 connections, 10 s after a 2 s warm-up, as the
// load case), then logins with the right password (4 connections, one account each, 10 s): each
// request's time is kept, for the p95 (autocannon reports p90 and p97.5, not p95). Then both
// PostgreSQL instances under GET /menu at once, for information. Budgets: GET /menu >= 100
// requests/s per instance; the login p95 on PostgreSQL within 1.5x of SQLite's.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayCluster } from '../../scripts/postgres/throwaway-cluster.mjs';
import { percentile } from './budgets.mjs';
import { onCleanup, startNextServer, freePort } from './processes.mjs';

export const STORE_BUDGETS = { menuPerInstance: 100, loginP95Ratio: 1.5 };
const CONNECTIONS = 10;
const LOGIN_CONNECTIONS = 4;
const DURATION_S = 10;
const WARMUP_S = 2;
// One account per login connection: a login counts as a failure until its password is checked
// (so parallel guesses cannot slip past), and 5 at once for one account would lock it.
const ACCOUNTS = Array.from({ length: 4 }, (_, i) => ({ nombre: 'Banca', apellido: 'Prueba', correo: `banca-${i}@example.com`, contraseña: 'Crepa123!' }));

function run(options) {
  if (new URL(options.url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${options.url}: loopback only`);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    options.onStart?.(instance);
  });
}

const statusCodes = (result) => Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

async function menuThroughput(url) {
  await run({ url: `${url}/menu`, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await run({ url: `${url}/menu`, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: statusCodes(result),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function loginLatency(url) {
  let next = 0;
  const request = {
    method: 'POST',
    setupRequest(req, context) {
      context.account ??= ACCOUNTS[next++ % ACCOUNTS.length];
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ mail: context.account.correo, password: context.account.contraseña }),
      };
    },
  };
  // No client timeout: an abandoned request would still run on the server beside its successor.
  await run({ url: `${url}/api/auth`, connections: LOGIN_CONNECTIONS, duration: WARMUP_S, requests: [request], timeout: 120 });
  const times = [];
  const result = await run({
    url: `${url}/api/auth`,
    connections: LOGIN_CONNECTIONS,
    duration: DURATION_S,
    timeout: 120,
    requests: [request],
    onStart: (instance) => instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime)),
  });
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statusCodes: statusCodes(result),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function signUp(url) {
  for (const account of ACCOUNTS) {
    const response = await fetch(`${url}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    if (![201, 409].includes(response.status)) throw new Error(`sign-up on ${url} answered ${response.status}`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs the case: the three instances started together, then ROUNDS rounds that measure each
 * instance alone in turn (so a machine shared with other work loads each engine alike), the
 * medians judged. Returns { instances, together, checks }.
 */
export async function measureStores({ distDir, log, rounds = 3 }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-bench-stores-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = { NEXT_DIST_DIR: distDir, OPENING_DATE: '01/01/2020', DATABASE_PATH: path.join(dataDir, 'sqlite.db') };

  log('a throwaway PostgreSQL cluster ...');
  const cluster = await startThrowawayCluster();
  onCleanup(() => cluster.stop());
  const pgEnv = { ...base, DATABASE_URL: cluster.url, AUTH_SECRET: crypto.randomBytes(36).toString('base64url') };
  log('the instances: sqlite, postgres-a, postgres-b ...');
  const servers = [];
  for (const [name, env] of [
    ['sqlite', base],
    ['postgres-a', pgEnv],
    ['postgres-b', pgEnv],
  ])
    servers.push(await startNextServer({ name, port: await freePort(), env }));
  for (const url of [servers[0].url, servers[1].url]) await signUp(url);

  const runs = Object.fromEntries(servers.map((server) => [server.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const server of servers) {
      log(`round ${round}/${rounds}: ${server.name} alone ...`);
      runs[server.name].push({ menu: await menuThroughput(server.url), login: await loginLatency(server.url) });
    }
  }
  log('both PostgreSQL instances under GET /menu at once ...');
  const together = await Promise.all(servers.slice(1).map((server) => menuThroughput(server.url)));
  for (const server of servers) await server.stop();

  const instances = servers.map(({ name }) => ({
    name,
    menuRequestsPerSecond: median(runs[name].map((entry) => entry.menu.requestsPerSecond)),
    loginP50: median(runs[name].map((entry) => entry.login.p50)),
    loginP95: median(runs[name].map((entry) => entry.login.p95)),
    logins: runs[name].reduce((sum, entry) => sum + entry.login.requests, 0),
    clean: runs[name].every((entry) =>
      [entry.menu, entry.login].every((part) => part.errors === 0 && part.timeouts === 0 && Object.keys(part.statusCodes).every((status) => status === '200')),
    ),
    runs: runs[name],
  }));
  const [sqlite, ...postgres] = instances;
  const worstLoginP95 = Math.max(...postgres.map((entry) => entry.loginP95));
  const checks = [
    ...instances.map((entry) => ({
      what: `GET /menu on ${entry.name} (requests/s, median of ${rounds})`,
      value: Math.round(entry.menuRequestsPerSecond),
      limit: `>= ${STORE_BUDGETS.menuPerInstance}`,
      ok: entry.menuRequestsPerSecond >= STORE_BUDGETS.menuPerInstance && entry.clean,
    })),
    {
      what: 'login p95, PostgreSQL (worse instance) / SQLite (medians)',
      value: Number((worstLoginP95 / sqlite.loginP95).toFixed(2)),
      limit: `<= ${STORE_BUDGETS.loginP95Ratio}`,
      ok: worstLoginP95 <= STORE_BUDGETS.loginP95Ratio * sqlite.loginP95 && instances.every((entry) => entry.clean),
    },
  ];
  return { rounds, instances, together, checks };
}
