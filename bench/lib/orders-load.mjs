// The orders case (`npm run bench -- --only=orders`, docs/benchmark.md "Orders"): the production
// entry (scripts/start.mjs) on SQLite behind a "proxy" (TRUST_PROXY=1, each order from an address
// of its own, as customers on their phones). Then, in turns:
//   0. GET /menu before any board is open (10 connections, 10 s after a 2 s warm-up), for the
//      comparison: the machine is shared, so the same run measures both;
//   1. the owner's board opened (its live stream, /api/desk/orders/stream, read by this process
//      until the end), and GET /menu again: the load case's budget, >= 100 requests/s;
//   2. POST /api/orders at a steady 60 orders/s for 20 s (10 connections), each a new order of
//      three lines with choices, extras and a note: every answer must be 201, the recorded rate
//      >= 50 orders/s and the p95 <= 200 ms (each answer's time is kept: autocannon reports p90
//      and p97.5, not p95); the board must have heard of every one;
//   3. GET /menu while orders keep coming at 20/s (a busy Saturday), for information;
//   4. POST /api/orders as fast as 10 connections go, 10 s, for information.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { freePort, onCleanup, startNextServer } from './processes.mjs';
import { percentile } from './budgets.mjs';

export const ORDER_BUDGETS = { ordersPerSecond: 50, p95Ms: 200, menuRequestsPerSecond: 100 };
const OFFERED_RATE = 60;
const OWNER = { correo: 'duena-pedidos@crepivara.test', nombre: 'Vara', apellido: 'Dueña', contraseña: 'Crepa123!' };

function run(options) {
  if (new URL(options.url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${options.url}: loopback only`);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    options.onStart?.(instance);
  });
}

const statusCodes = (result) => Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));

/** A phone's order: a crepe with its choices, extras and a note, a batido, two teas; a new key and address each time. */
function orderRequests() {
  let sequence = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        sequence += 1;
        const address = [10, (sequence >> 16) & 255, (sequence >> 8) & 255, sequence & 255].join('.');
        const body = {
          clave: crypto.randomBytes(16).toString('base64url'),
          pedido: 'BNCH2',
          nombre: 'Cliente de prueba',
          entrega: { tipo: 'domicilio', direccion: 'Del parque 200 m norte, casa azul', telefono: '8888-7777' },
          pago: { metodo: 'efectivo', pagaCon: 20000 },
          items: [
            {
              id: 5,
              cantidad: 2,
              opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Chocolate'], toppings: ['Maní'] },
              extras: { Nutella: 1 },
              nota: 'sin azúcar, por favor',
            },
            { id: 12, cantidad: 1, opciones: { sabor: ['Mora'] } },
            { id: 16, cantidad: 2 },
          ],
        };
        return { ...request, headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) };
      },
    },
  ];
}

async function postOrders(url, { duration, rate, connections = 10 }) {
  const times = [];
  const result = await run({
    url: `${url}/api/orders`,
    connections,
    duration,
    ...(rate && { overallRate: rate }),
    requests: orderRequests(),
    onStart: (instance) => instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime)),
  });
  const codes = statusCodes(result);
  return {
    offeredPerSecond: rate ?? null,
    recordedPerSecond: (codes['201'] ?? 0) / duration,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statusCodes: codes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function menu(url, duration = 10) {
  await run({ url: `${url}/menu`, connections: 10, duration: 2 });
  const result = await run({ url: `${url}/menu`, connections: 10, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: statusCodes(result),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The owner, invited with `npm run owner` and signed in: the session cookie. */
async function ownerSession(url, root, env) {
  const cli = spawnSync(process.execPath, [path.join(root, 'scripts/owner.mjs'), 'invite', OWNER.correo], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (cli.status !== 0) throw new Error(`npm run owner -- invite failed: ${cli.stderr}`);
  const token = new URL(cli.stdout.trim().split('\n').at(-1)).searchParams.get('token');
  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' }, body: JSON.stringify(body) });
  const activated = await fetch(`${url}/api/activar`, json({ token, nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: OWNER.contraseña }));
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  return activated.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The board's live stream, read until stopped: counts the new orders it announces. */
function openBoard(url, cookie) {
  const controller = new AbortController();
  const board = { events: 0, orders: new Set(), opened: null, stop: () => controller.abort() };
  board.opened = (async () => {
    const response = await fetch(`${url}/api/desk/orders/stream`, { headers: { cookie }, signal: controller.signal });
    if (response.status !== 200) throw new Error(`the board's stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
          let end;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            if (!block.startsWith('event: pedido\n')) continue;
            board.events += 1;
            board.orders.add(JSON.parse(block.slice(block.indexOf('data: ') + 6)).id);
          }
        }
      } catch {
        // stopped
      }
    })();
  })();
  return board;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureOrders({ root, distDir, log = () => {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-bench-orders-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { NEXT_DIST_DIR: distDir, DATABASE_PATH: path.join(dataDir, 'orders.db'), OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' };
  const server = await startNextServer({ name: 'orders', port: await freePort(), env, entry: path.join(root, 'scripts/start.mjs') });
  try {
    const cookie = await ownerSession(server.url, root, env);
    log('GET /menu, no board open ...');
    const menuAlone = await menu(server.url);
    const board = openBoard(server.url, cookie);
    await board.opened;
    // Warm: the route compiled, the store open, the menu read.
    await postOrders(server.url, { duration: 2, rate: 10, connections: 2 });

    log('GET /menu with the board open ...');
    const menuWithBoard = await menu(server.url);
    log(`POST /api/orders at ${OFFERED_RATE}/s for 20 s, the board open ...`);
    const steady = await postOrders(server.url, { duration: 20, rate: OFFERED_RATE });
    // Every order in the store so far, announced on the board (given a few seconds on a busy
    // machine). Counted in the database, not from the 201s: autocannon stops at its duration and
    // does not count the answers still on their way, whose orders are stored all the same.
    const storedOrders = () => {
      const db = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true });
      try {
        return db.prepare('SELECT count(*) AS n FROM orders').get().n;
      } finally {
        db.close();
      }
    };
    let stored = storedOrders();
    for (let waited = 0; board.orders.size !== stored && waited < 5000; waited += 250) {
      await sleep(250);
      stored = storedOrders();
    }
    const heard = board.orders.size;
    log('GET /menu while orders come in at 20/s ...');
    const [menuWhileOrders] = await Promise.all([menu(server.url), postOrders(server.url, { duration: 13, rate: 20, connections: 2 })]);
    log('POST /api/orders as fast as 10 connections go, 10 s ...');
    const flat = await postOrders(server.url, { duration: 10 });
    board.stop();

    const clean = (part) => part.errors === 0 && part.timeouts === 0;
    const checks = [
      {
        what: `POST /api/orders offered ${OFFERED_RATE}/s: recorded per second (all 201)`,
        value: Number(steady.recordedPerSecond.toFixed(1)),
        limit: `>= ${ORDER_BUDGETS.ordersPerSecond}`,
        ok: steady.recordedPerSecond >= ORDER_BUDGETS.ordersPerSecond && clean(steady) && Object.keys(steady.statusCodes).every((status) => status === '201'),
      },
      { what: `POST /api/orders p95 at ${OFFERED_RATE}/s (ms)`, value: steady.p95, limit: `<= ${ORDER_BUDGETS.p95Ms}`, ok: steady.p95 <= ORDER_BUDGETS.p95Ms },
      { what: 'the open board heard of every order stored', value: heard, limit: `= ${stored}`, ok: heard === stored },
      {
        what: 'GET /menu with the board open (requests/s)',
        value: Math.round(menuWithBoard.requestsPerSecond),
        limit: `>= ${ORDER_BUDGETS.menuRequestsPerSecond}`,
        ok:
          menuWithBoard.requestsPerSecond >= ORDER_BUDGETS.menuRequestsPerSecond &&
          clean(menuWithBoard) &&
          Object.keys(menuWithBoard.statusCodes).every((status) => status === '200'),
      },
    ];
    return { menuAlone, menuWithBoard, steady, heard, stored, menuWhileOrders, flat, checks };
  } finally {
    await server.stop();
  }
}
