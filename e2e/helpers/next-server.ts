import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A server a spec starts itself, on a build of the suite and its own database, for what the
// shared servers of playwright.config.ts must not see (another opening date, another build).

export type StartedServer = { server: ChildProcess; url: string; logs: string[]; database: string; stop: () => Promise<void> };

async function waitUntilUp(url: string, server: ChildProcess, logs: string[], timeout: number) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited with ${server.exitCode}: ${logs.join('')}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start within ${timeout} ms`);
}

/**
 * Starts `distDir`'s build on `port` with `settings` (OPENING_DATE, ...) and a database named after
 * the port. `command` is `next start` by default; 'standalone' runs scripts/start.mjs, as production.
 */
export async function startServer(
  port: number,
  settings: Record<string, string>,
  {
    distDir = process.env.E2E_DIST_DIR ?? '.next-e2e',
    command = 'next',
    database = `server-${port}.db`,
  }: { distDir?: string; command?: 'next' | 'standalone'; database?: string } = {},
): Promise<StartedServer> {
  const databasePath = path.resolve(process.env.E2E_DATA_DIR ?? '.data', database);
  const keepAlive = process.env.KEEP_ALIVE_TIMEOUT ? ['--keepAliveTimeout', process.env.KEEP_ALIVE_TIMEOUT] : [];
  const args = command === 'next' ? [path.resolve('node_modules/next/dist/bin/next'), 'start', ...keepAlive] : [path.resolve('scripts/start.mjs')];
  const server = spawn(process.execPath, [...args, '-H', '127.0.0.1', '-p', String(port)], {
    env: {
      ...process.env,
      ...settings,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_PATH: databasePath,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const logs: string[] = [];
  server.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // SIGTERM, and SIGKILL if the server is still there 15 s later: a retry once waited its whole
  // 5 minutes on a server that never exited (a browser still holding connections to it).
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
      server.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      server.kill();
    });
  try {
    await waitUntilUp(url, server, logs, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, url, logs, database: databasePath, stop };
}
