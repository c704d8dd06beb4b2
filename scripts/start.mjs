#!/usr/bin/env node
// `npm start`: the production server from Next's standalone output (next.config.ts has
// `output: 'standalone'`), the same server.js the Dockerfile runs, started from this project:
// - reads `.env`, `.env.local`, ... from the project, as `next start` would;
// - copies public/ and the build's static files beside server.js (Next leaves that to us);
// - keeps a relative DATABASE_PATH relative to the project (server.js moves into its own folder).
// Usage: node scripts/start.mjs [-p|--port 3000] [-H|--hostname 0.0.0.0]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Next's own .env loader, found through next itself (it is next's dependency, not ours).
const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
requireFromNext('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });

function option(names, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? fallback : args[at + 1];
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');
const server = path.join(standalone, 'server.js');
if (!fs.existsSync(server)) {
  console.error(`No standalone build in ${path.join(distDir, 'standalone')}: run \`npm run build\` first.`);
  process.exit(1);
}

fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
fs.cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });

process.env.DATABASE_PATH = path.resolve(root, process.env.DATABASE_PATH?.trim() || '.data/crepivara.db');
process.env.PORT = option(['-p', '--port'], process.env.PORT || '3000');
// Not the shell's HOSTNAME (the machine's name): the address to listen on.
process.env.HOSTNAME = option(['-H', '--hostname'], '0.0.0.0');
process.env.NODE_ENV = 'production';

await import(pathToFileURL(server).href);
