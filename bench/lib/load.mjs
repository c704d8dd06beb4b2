// HTTP load with autocannon, only ever against the loopback servers the benchmark started.
import autocannon from 'autocannon';
import { floodRatio } from './budgets.mjs';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;

function assertLoopback(url) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}: loopback only`);
}

function run(options) {
  assertLoopback(options.url);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    options.onStart?.(instance);
  });
}

function summarize(title, result) {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return {
    title,
    url: new URL(result.url).pathname,
    connections: result.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    throughput: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average, max: result.latency.max },
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx: result['5xx'],
  };
}

/** What a phone's browser asks a page with: the codings it reads. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

/** GET `path`: a short unrecorded warm-up, then 10 connections for 10 s. */
async function measureGet(baseUrl, path, title) {
  const url = `${baseUrl}${path}`;
  await run({ url, headers: BROWSER_HEADERS, connections: CONNECTIONS, duration: WARMUP_S });
  return summarize(title, await run({ url, headers: BROWSER_HEADERS, connections: CONNECTIONS, duration: DURATION_S }));
}

/**
 * An autocannon request list: a JSON POST of `body(sequence)`, each from an address of its own
 * (10.x.y.z in X-Forwarded-For: the client address of a server without the production entry, or of
 * one behind TRUST_PROXY=1, as clients behind a proxy).
 */
export function rotatingAddressPosts(body) {
  let sequence = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        sequence += 1;
        const address = [10, (sequence >> 16) & 255, (sequence >> 8) & 255, sequence & 255].join('.');
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body(sequence)),
        };
      },
    },
  ];
}

/**
 * POST /api/auth with a wrong password for a new e-mail each time, each from its own address, so
 * neither the per-e-mail nor the per-address throttle answers 429 and every attempt reaches bcrypt
 * (unknown e-mails are compared against a dummy hash). The site runs behind TRUST_PROXY=1: the
 * X-Forwarded-For entry before the proxy's (this machine) is the client.
 */
function startFlood(baseUrl, onStart) {
  return run({
    url: `${baseUrl}/api/auth`,
    connections: CONNECTIONS,
    duration: WARMUP_S + DURATION_S + 1, // covers the whole /menu run
    requests: rotatingAddressPosts((sequence) => ({ mail: `bench-${process.pid}-${sequence}@example.com`, password: 'Clave-incorrecta1!' })),
    onStart,
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET `path` while the login flood runs (its own flood, from the start of its warm-up). */
async function measureUnderFlood(baseUrl, path, title) {
  let flood;
  const floodDone = startFlood(baseUrl, (instance) => (flood = instance));
  await sleep(WARMUP_S * 1000); // let the hashing queue fill before measuring
  try {
    const measured = summarize(title, await run({ url: `${baseUrl}${path}`, headers: BROWSER_HEADERS, connections: CONNECTIONS, duration: DURATION_S }));
    return { measured, flood: summarize('POST /api/auth flood (wrong passwords)', await floodDone) };
  } catch (error) {
    flood?.stop();
    throw error;
  }
}

/** The server runs: / and /menu alone, then each while the login flood runs. */
export async function measureServer(baseUrl, log = () => {}) {
  log('GET / ...');
  const home = await measureGet(baseUrl, '/', 'GET /');
  log('GET /menu ...');
  const menu = await measureGet(baseUrl, '/menu', 'GET /menu');
  log('GET / under the POST /api/auth flood ...');
  const { measured: homeUnderFlood } = await measureUnderFlood(baseUrl, '/', 'GET / under login flood');
  log('GET /menu under the POST /api/auth flood ...');
  const { measured: menuUnderFlood, flood } = await measureUnderFlood(baseUrl, '/menu', 'GET /menu under login flood');
  return {
    runs: { home, menu, homeUnderFlood, menuUnderFlood, flood },
    ratioP50: floodRatio(menu.latency.p50, menuUnderFlood.latency.p50),
    ratioP99: floodRatio(menu.latency.p99, menuUnderFlood.latency.p99),
    homeRatioP50: floodRatio(home.latency.p50, homeUnderFlood.latency.p50),
  };
}
