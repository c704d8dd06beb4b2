#!/usr/bin/env node
// Playwright's web server for the two-instance project: a throwaway PostgreSQL server and two
// production servers of the e2e build (scripts/start.mjs) on one database, as two instances
// behind a balancer would be. The second port answers first, then the first, which Playwright
// waits for. Its URL goes to $E2E_DATA_DIR/postgres-url for the specs. SIGTERM stops all three.
//   node e2e/helpers/postgres-pair.mjs <first port> <second port>
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayCluster } from '../../scripts/postgres/throwaway-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ports = process.argv.slice(2, 4);
const cluster = await startThrowawayCluster();
fs.writeFileSync(path.join(process.env.E2E_DATA_DIR, 'postgres-url'), cluster.url);

const servers = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
  // The servers close their connections first; an immediate stop does not wait for them anyway.
  setTimeout(() => {
    cluster.stop();
    process.exit(code);
  }, 500);
}
process.on('SIGTERM', () => stop());
process.on('SIGINT', () => stop());

async function healthy(port) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${port} did not become healthy`);
}

for (const port of [...ports].reverse()) {
  const server = spawn(process.execPath, ['scripts/start.mjs', '-H', '127.0.0.1', '-p', port], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: cluster.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`[postgres-pair] the server on ${port} exited (${code})`);
      stop(1);
    }
  });
  servers.push(server);
  await healthy(port);
}
