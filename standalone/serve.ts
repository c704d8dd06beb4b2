// The production server's entry (`npm start`, the Dockerfile, the end-to-end tests): Next's
// standalone server.js behind the forwarding rules of lib/http/forwarding.ts, answering the build's
// Brotli files and the shop's cached pages (lib/http/page-cache.ts) itself. Bundled by
// scripts/build-standalone.mjs into the standalone output as serve.mjs, beside server.js.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { trustedProxyHops } from '@/lib/http/client-ip';
import { installForwarding, listenHost } from '@/lib/http/forwarding';
import { answerUnservedMethod, guardServerMethods } from '@/lib/http/methods';
import { createPageCache } from '@/lib/http/page-cache';
import { answerPrecompressed } from '@/lib/http/precompressed';

const here = path.dirname(fileURLToPath(import.meta.url));
// The build's folder inside the standalone output, named as `next build` named it (NEXT_DIST_DIR,
// baked in by scripts/build-standalone.mjs).
const staticDir = path.join(here, process.env.CREPIVARA_BUILD_DIST_DIR || '.next', 'static');
const hops = trustedProxyHops(process.env.TRUST_PROXY);
const pages = createPageCache();
installForwarding(
  http,
  hops,
  (request, response) => answerUnservedMethod(request, response) || answerPrecompressed(request, response, staticDir) || pages.answer(request, response),
  guardServerMethods,
);
// Not the shell's HOSTNAME (the machine's or the container's name): Next listens on this.
process.env.HOSTNAME = listenHost(process.env, hops);
await import(pathToFileURL(path.join(here, 'server.js')).href);
