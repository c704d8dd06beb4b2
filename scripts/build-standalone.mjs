#!/usr/bin/env node
// The second half of `npm run build`: after `next build`, the standalone output gets what the
// project adds to it, bundled from TypeScript with esbuild so it runs on plain Node wherever
// server.js runs (this folder, the Docker image):
// - serve.mjs, the production entry (standalone/serve.ts: the client address rules, then server.js);
// - owner.mjs, the operator's `npm run owner` (standalone/owner.ts), with the store's own code;
// - a Brotli copy of each of the build's scripts and styles, which serve.mjs sends to browsers
//   that take it (lib/http/precompressed.ts).
// NEXT_PUBLIC_* values are baked in as `next build` bakes them into the pages.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { loadProjectEnv, root } from './project.mjs';

loadProjectEnv();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const outdir = path.join(root, distDir, 'standalone');
const publicEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
    .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
);

await build({
  entryPoints: { serve: path.join(root, 'standalone/serve.ts'), owner: path.join(root, 'standalone/owner.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The packages server.js uses too, from the standalone node_modules. 'server-only' is Next's own
  // (not a package here): on the server it is an empty module, as under Vitest (vitest.config.mts).
  external: ['better-sqlite3', 'bcryptjs', 'pg'],
  alias: { 'server-only': path.join(root, 'node_modules/next/dist/compiled/server-only/empty.js') },
  // better-sqlite3 is CommonJS: give the ES module a require for it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { ...publicEnv, 'process.env.CREPIVARA_BUILD_DIST_DIR': JSON.stringify(distDir) },
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log(`Bundled serve.mjs and owner.mjs into ${path.relative(root, outdir)}.`);

const brotli = promisify(zlib.brotliCompress);
const staticDir = path.join(root, distDir, 'static');
const compressible = fs
  .readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join(staticDir, name));
for (const file of compressible) {
  const copy = `${file}.br`;
  if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(file).mtimeMs) continue;
  const source = fs.readFileSync(file);
  const compressed = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  fs.writeFileSync(copy, compressed);
}
console.log(`Compressed ${compressible.length} scripts and styles with Brotli.`);
