#!/usr/bin/env node
// A throwaway PostgreSQL server for the tests and local trials: a new cluster in a temporary
// folder, on a free 127.0.0.1 port, trusted for its one user, without durability (fsync off),
// removed on stop. Debian's server refuses to run as root, so as root the cluster belongs to the
// `postgres` system user the package creates and every command runs as that user.
//   node scripts/postgres/throwaway-cluster.mjs   prints DATABASE_URL and runs until Ctrl-C.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const USER = 'crepivara';

/** The folder of initdb/pg_ctl: PG_BIN, pg_config's answer, or Debian's newest version. */
export function postgresBinDir(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Debian's pg_config may be missing (it comes with libpq-dev): look where the server package puts it.
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
function run(bin, tool, args, asPostgres) {
  const command = path.join(bin, tool);
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts a new cluster. Resolves to `{ url, stop }`: `url` reaches the `postgres` database as a
 * superuser; `stop()` shuts the server down at once and deletes the folder.
 */
export async function startThrowawayCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql), or set PG_BIN.');
  const asPostgres = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-pg-'));
  const data = path.join(dir, 'data');
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run(bin, 'initdb', ['-D', data, '-U', USER, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], asPostgres);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ];
  run(bin, 'pg_ctl', ['-D', data, '-o', options.join(' '), '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'], asPostgres);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://${USER}@127.0.0.1:${port}/postgres`, stop, logFile: path.join(dir, 'server.log') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startThrowawayCluster();
  console.log(`DATABASE_URL=${cluster.url}`);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
