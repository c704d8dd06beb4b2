// Everything the benchmark starts (servers, browsers, temporary folders) registers a stop
// function here, so one call - on success, error, Ctrl-C or kill - stops all of it.
import { spawn } from 'node:child_process';
import net from 'node:net';

const stoppers = [];

/** Registers `stop` (sync or async); returns a function that runs it once and unregisters it. */
export function onCleanup(stop) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    const index = stoppers.indexOf(once);
    if (index >= 0) stoppers.splice(index, 1);
    await stop();
  };
  stoppers.push(once);
  return once;
}

/** Runs every registered stop function, newest first; failures are reported, not thrown. */
export async function cleanupAll() {
  while (stoppers.length > 0) {
    const stop = stoppers[stoppers.length - 1];
    try {
      await stop();
    } catch (error) {
      console.error(`bench: cleanup step failed: ${error instanceof Error ? error.message : error}`);
      stoppers.pop();
    }
  }
}

let signalled = false;
/** Ctrl-C / kill: stop what we started, then exit with the conventional 128 + signal code. */
export function handleSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      console.error(`\nbench: ${signal}, stopping what was started...`);
      cleanupAll().finally(() => process.exit(code));
    });
  }
}

// BENCH_PORT_BASE=<n>: ports n, n+1, ... instead of the system's (a shared machine where each
// engineer keeps to a range); each is checked free before it is handed out, and they go round
// within 50 (a browser's port is free again once it closed).
const firstPort = Number(process.env.BENCH_PORT_BASE) || 0;
let nextPort = firstPort;

/** A port the OS reports free on the loopback interface (from BENCH_PORT_BASE up when it is set). */
export async function freePort() {
  if (!nextPort) return listenOnce(0);
  for (let tries = 0; tries < 50; tries += 1) {
    const port = nextPort;
    nextPort = nextPort + 1 >= firstPort + 50 ? firstPort : nextPort + 1;
    try {
      return await listenOnce(port);
    } catch {
      // taken: the next one
    }
  }
  throw new Error(`no free port from BENCH_PORT_BASE=${firstPort} in 50 tries`);
}

function listenOnce(wanted) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `next start` from `distDir` (or, with `entry`, that script: the production entry
 * scripts/start.mjs) on 127.0.0.1:`port` in its own process group (so its children stop with it)
 * and waits until `readyPath` answers 200. Returns {url, stop, logs}.
 */
export async function startNextServer({ name, port, env, cwd = process.cwd(), readyPath = '/robots.txt', timeoutMs = 60_000, entry }) {
  const url = `http://127.0.0.1:${port}`;
  const nextBin = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;
  const args = entry ? [entry, '-H', '127.0.0.1', '-p', String(port)] : [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  const keep = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(`[${name} ${stream}] ${line}`);
    if (logs.length > 500) logs.splice(0, logs.length - 500);
  };
  child.stdout.on('data', keep('out'));
  child.stderr.on('data', keep('err'));
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  const stop = onCleanup(async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 5000);
    await gone;
    clearTimeout(timer);
  });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { name, url, stop, logs };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${name} server did not start on ${url}${exited ? ` (exit ${exited.code ?? exited.signal})` : ''}:\n${logs.slice(-20).join('\n')}`);
}
