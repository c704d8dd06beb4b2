import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { patiently } from './helpers/patient';

// The deployable server: the standalone output started as the Dockerfile
// starts it, `node serve.mjs`, from another directory, on its own port and database, so that the
// tests below can read its log, its memory and its files, stop it and start it again. It runs
// behind a "proxy" (TRUST_PROXY=1): each request's X-Forwarded-For is a client of its own.

const root = process.cwd();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const standalone = path.join(root, distDir, 'standalone');
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const baseURL = `http://127.0.0.1:${port}`;
const PASSWORD = 'Crepa123!';

class Server {
  output = '';
  private exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  }

  static async start(args: string[], env: Record<string, string>, cwd: string): Promise<Server> {
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        OPENING_DATE: '01/01/2020',
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        ...env,
      },
    });
    const server = new Server(child);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${server.output}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${server.output}`);
      try {
        await fetch(`${baseURL}/robots.txt`);
        return server;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** Resident memory in MB, from /proc. */
  rssMb(): number {
    const status = fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill(signal);
    return this.exited;
  }

  securityEvents(): Array<Record<string, unknown>> {
    return this.output
      .split('\n')
      .filter((line) => line.includes('"type":"security"'))
      .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
  }
}

let work: string;
let dataDir: string;
let server: Server | undefined;
let api: APIRequestContext;

const standaloneEnv = () => ({ DATABASE_PATH: path.join(dataDir, 'crepivara.db') });
const startStandalone = (env: Record<string, string> = standaloneEnv()) => Server.start([path.join(standalone, 'serve.mjs')], env, work);

/** A sign-up, patient: on a busy machine the hash pool may shed one (503 + Retry-After). */
function register(correo: string, ip = randomIp(), client = api) {
  return patiently(() =>
    client.post('/api/user', {
      data: { nombre: 'Ana', apellido: 'Vargas', correo, contraseña: PASSWORD },
      headers: { 'x-forwarded-for': ip },
    }),
  );
}

function login(mail: string, password = PASSWORD, ip = randomIp(), client = api) {
  return client.post('/api/auth', { data: { mail, password }, headers: { 'x-forwarded-for': ip }, timeout: 60_000 });
}

function randomIp() {
  return `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // What the Dockerfile and `npm start` do: the static files beside server.js. Only the missing ones
  // (force: false): a file rewritten is deleted first, and other specs' servers run from this folder.
  fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true, force: false });
  fs.cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true, force: false });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-standalone-'));
  dataDir = path.join(work, 'datos');
  api = await request.newContext({ baseURL });
  server = await startStandalone();
});

test.afterAll(async () => {
  await server?.stop();
  await api?.dispose();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('the standalone server, started from another folder, serves pages, assets, health and logins', async () => {
  expect(await (await api.get('/api/health')).json()).toEqual({ ok: true });
  const home = await api.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  expect((await api.get(script)).status()).toBe(200);
  expect((await api.get('/images/menu/fallback.svg')).status()).toBe(200);
  const correo = `standalone-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await register(correo)).status()).toBe(201);
  expect((await login(correo)).status()).toBe(200);
});

test('the database, its -wal and -shm files and the generated secret are private (0600)', async () => {
  for (const name of ['crepivara.db', 'crepivara.db-wal', 'crepivara.db-shm', 'auth-secret']) {
    expect(fs.statSync(path.join(dataDir, name)).mode & 0o777, name).toBe(0o600);
  }
});

test('security events reach the log as JSON lines, without passwords or e-mails', async () => {
  const correo = `bitacora-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await login(correo, 'Secreta99!')).status()).toBe(401);
  expect((await register(correo)).status()).toBe(201);
  const signedIn = await login(correo);
  expect(signedIn.status()).toBe(200);
  const cookie = signedIn
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && /^session=/.test(h.value))!
    .value.split(';')[0]!;
  expect((await api.delete('/api/auth', { headers: { cookie } })).status()).toBe(200);
  expect((await api.post('/api/auth', { data: {}, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  expect((await api.post('/api/user', { data: { x: 'y'.repeat(20_000) } })).status()).toBe(413);
  expect((await api.get('/home-admin', { headers: { cookie: 'session=falsa.falsa.falsa' }, maxRedirects: 0 })).status()).toBe(307);
  await expect
    .poll(() => server!.securityEvents().map((event) => event.event))
    .toEqual(expect.arrayContaining(['login_failed', 'origin_refused', 'body_too_large', 'token_invalid', 'signup', 'login_ok', 'logout']));
  const failed = server!.securityEvents().find((event) => event.event === 'login_failed')!;
  expect(failed).toMatchObject({ level: 'warn', email: expect.stringMatching(/^sha256:[0-9a-f]{16}$/), time: expect.any(String) });
  for (const event of ['signup', 'login_ok', 'logout']) {
    expect(
      server!.securityEvents().find((line) => line.event === event),
      event,
    ).toMatchObject({ level: 'info', user: expect.any(Number) });
  }
  for (const line of server!.securityEvents()) expect(['info', 'warn', 'error']).toContain(line.level);
  expect(server!.output).not.toContain('Secreta99!');
  expect(server!.output).not.toContain(correo);
});

test('large request bodies to pages are not buffered by the proxy', async () => {
  const before = server!.rssMb();
  const body = Buffer.alloc(8 * 1024 * 1024, 'a');
  const responses = await Promise.all(
    Array.from({ length: 24 }, () => api.post('/', { data: body, headers: { 'content-type': 'text/plain' }, timeout: 60_000 })),
  );
  for (const response of responses) expect(response.status()).toBeLessThan(500);
  // 24 x 8 MB buffered twice would be ~400 MB; a few KB each is nothing.
  expect(server!.rssMb() - before).toBeLessThan(100);
});

/** One request with node's own client, whatever its method (fetch refuses TRACE and CONNECT). */
function rawRequest(method: string, target: string): Promise<{ status: number; allow?: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, method, path: target }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, allow: response.headers.allow }));
    });
    // A CONNECT's answer comes as 'connect', whatever its status.
    sent.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, allow: response.headers.allow });
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('TRACE, CONNECT and unknown methods get 405 with Allow before Next, and no stack trace in the log', async () => {
  const logged = server!.output.length;
  const allow = {
    '/': 'GET, HEAD, POST',
    '/menu': 'GET, HEAD, POST',
    '/api/menu': 'GET, HEAD, OPTIONS',
    '/api/orders': 'DELETE, OPTIONS, POST',
    '/fotos/0123456789abcdef-390.webp': 'GET, HEAD, OPTIONS',
    '/images/menu/fallback.svg': 'GET, HEAD',
  };
  for (const [target, expected] of Object.entries(allow)) {
    // PROPFIND: a token Node parses and Next does not know; FOO: one Node's parser refuses.
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'FOO']) {
      expect(await rawRequest(method, target), `${method} ${target}`).toEqual({ status: 405, allow: expected });
    }
  }
  expect(await rawRequest('PUT', '/api/menu')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
  // What each path serves still reaches Next.
  expect((await rawRequest('GET', '/menu')).status).toBe(200);
  expect(await rawRequest('OPTIONS', '/api/menu')).toEqual({ status: 204, allow: 'GET, HEAD, OPTIONS' });
  const log = server!.output.slice(logged);
  expect(log).not.toMatch(/^\s+at /m);
  expect(log).not.toContain('HTTP method is unsupported');
  expect(log.split('\n').filter((line) => line.includes('"event":"method_refused"')).length).toBeLessThanOrEqual(1);
});

// Before the 300 logins: their hashes kept the pool shedding sign-ups for over a minute beside a
// second suite, and this test's sign-up got 503.
test('SIGTERM finishes requests in flight and closes the database; a spent guessing budget survives the restart', async () => {
  test.setTimeout(120_000);
  const correo = `reinicio-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await register(correo)).status()).toBe(201);
  for (let i = 0; i < 4; i += 1) expect((await login(correo, 'Mala123!')).status()).toBe(401);
  expect((await login(correo)).status()).toBe(429);

  // Six wrong passwords, each a bcrypt comparison in the server's hash pool (one at a time on two
  // cores). Once the first answer is back the server is working through the batch: the others are
  // in flight. (A fixed pause was too short on a busy machine: SIGTERM came before the requests.)
  const inFlight = Array.from({ length: 6 }, (_, i) => login(`vuelo-${i}@example.com`, 'Mala123!'));
  await Promise.race(inFlight);
  const exit = server!.stop('SIGTERM');
  // Every one is answered, none is cut: 401, or 503 if the pool had shed it as too long a wait.
  for (const response of await Promise.all(inFlight)) expect([401, 503]).toContain(response.status());
  expect(await exit).not.toBeNull();
  // Closed: the WAL was checkpointed into the database and removed.
  expect(fs.existsSync(path.join(dataDir, 'crepivara.db-wal'))).toBe(false);

  server = await startStandalone();
  const refused = await login(correo);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(60);
});

test('300 parallel logins: the hash queue is bounded by time, the rest get 503 with Retry-After', async () => {
  test.setTimeout(120_000);
  const correo = `real-${crypto.randomUUID().slice(0, 8)}@example.com`;
  // New connections: one the shared context kept idle since the last test met Node's 5 s
  // keep-alive timeout closing it (ECONNRESET); this server keeps the default, the SIGTERM test needs it.
  const flood = await request.newContext({ baseURL });
  expect((await register(correo, randomIp(), flood)).status()).toBe(201);
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: 300 }, async (_, i) => {
      const response = await login(`rafaga-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, 'Mala123!', randomIp(), flood);
      return { status: response.status(), retryAfter: response.headers()['retry-after'], ms: Date.now() - started };
    }),
  );
  const statuses = new Set(results.map((result) => result.status));
  expect([...statuses].sort()).toEqual([401, 503]);
  for (const result of results.filter((r) => r.status === 503)) expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
  // Accepted work is what fits in ~5 s of hashing; with a count-bounded queue this took minutes.
  // The bound only tells those apart: a machine running a second suite beside this one slows the
  // hashes already accepted (the pool measures them as they finish, so a slowdown is seen late):
  // 20 s was missed at a load of 10, 40 s beside a second suite's busiest minute (42.6 s).
  expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(90_000);
  await flood.dispose();
  // The flood is over: a real user signs in at once (on new connections too).
  const after = await request.newContext({ baseURL });
  expect((await login(correo, PASSWORD, randomIp(), after)).status()).toBe(200);
  await after.dispose();
});

test('health answers 503 when the database cannot be opened, and pages still render', async () => {
  await server!.stop();
  server = await startStandalone({ DATABASE_PATH: '/dev/null/imposible/crepivara.db' });
  const health = await api.get('/api/health');
  expect(health.status()).toBe(503);
  expect(await health.json()).toEqual({ ok: false, message: 'La base de datos no está disponible.' });
  expect((await api.get('/menu')).status()).toBe(200);
});

test("with the store down, the API answers 503 JSON with Retry-After, and an order's status page says so in Spanish", async ({ page }) => {
  await server!.stop();
  server = await startStandalone({ DATABASE_PATH: '/dev/null/imposible/crepivara.db' });
  const logged = server.output.length;
  const refused = await login('ana@example.com');
  expect(refused.status()).toBe(503);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ success: false, message: 'Estamos teniendo problemas para atenderte. Inténtalo de nuevo en unos minutos.' });
  const token = crypto.randomBytes(16).toString('base64url');
  expect((await api.get(`/api/orders/${token}`)).status()).toBe(503);
  expect((await api.get('/api/auth', { headers: { cookie: 'session=falsa.falsa.falsa' } })).status()).toBe(503);
  // One line for the outage, however many requests it refused.
  expect(server.output.slice(logged).match(/\[db\] the store is unavailable/g)).toHaveLength(1);

  const shown = await page.goto(`${baseURL}/pedido/${token}`);
  expect(shown!.status()).toBe(500);
  await expect(page.getByText('Estamos teniendo problemas para cargar esta página. Inténtalo de nuevo en unos minutos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
});

test('`next start` from another folder still hashes passwords (bcryptjs resolved from the module)', async () => {
  await server!.stop();
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  server = await Server.start([next, 'start', root, '-H', '127.0.0.1', '-p', String(port)], { NEXT_DIST_DIR: distDir, ...standaloneEnv() }, work);
  const correo = `otra-carpeta-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await register(correo)).status()).toBe(201);
  expect((await login(correo)).status()).toBe(200);
});
