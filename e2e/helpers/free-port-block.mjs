#!/usr/bin/env node
// Prints the first port base, from <start> in steps of <step>, whose <span> ports are all free on
// 127.0.0.1: a CI suite takes such a block, so a second suite on the same machine never meets its
// servers (playwright.config.ts, when E2E_PORT is not set).
// Usage: node e2e/helpers/free-port-block.mjs <start> <span> <step>
import net from 'node:net';

const [start, span, step] = process.argv.slice(2).map(Number);

function free(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function blockIsFree(base) {
  for (let port = base; port < base + span; port += 1) if (!(await free(port))) return false;
  return true;
}

for (let base = start; base + span <= 65_000; base += step) {
  if (await blockIsFree(base)) {
    console.log(base);
    process.exit(0);
  }
}
console.error(`No ${span} free ports from ${start}.`);
process.exit(1);
