#!/usr/bin/env node
// `npm start`: the production server from Next's standalone output (next.config.ts has
// `output: 'standalone'`), through the same entry the Dockerfile runs (serve.mjs beside server.js,
// built by `npm run build` from standalone/serve.ts), started from this project:
// - reads `.env`, `.env.local`, ... from the project, as `next start` would;
// - copies public/ and the build's static files beside server.js (Next leaves that to us), only
//   what changed, so a second server of the same build never rewrites what the first serves;
// - keeps a relative DATABASE_PATH relative to the project (server.js moves into its own folder).
// Usage: node scripts/start.mjs [-p|--port 3000] [-H|--hostname 0.0.0.0]
// Without -H it listens on HOST, else on 127.0.0.1 when TRUST_PROXY is set, else on every interface.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyChanged, loadProjectEnv, projectDatabasePath, root, standaloneDir } from './project.mjs';

loadProjectEnv();

function option(names, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? fallback : args[at + 1];
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = standaloneDir('serve.mjs');
copyChanged(path.join(root, 'public'), path.join(standalone, 'public'));
copyChanged(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'));

process.env.DATABASE_PATH = projectDatabasePath();
process.env.PORT = option(['-p', '--port'], process.env.PORT || '3000');
const host = option(['-H', '--hostname'], undefined);
if (host) process.env.HOST = host;
process.env.NODE_ENV = 'production';

await import(pathToFileURL(path.join(standalone, 'serve.mjs')).href);
