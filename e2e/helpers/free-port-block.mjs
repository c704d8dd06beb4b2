#!/usr/bin/env node
// Prints the first port base, from <start> in steps of <step>, whose <span> ports are all free on
// 127.0.0.1 and which no other running suite has claimed: a CI suite takes such a block, so a second
// suite on the same machine never meets its servers (playwright.config.ts, when E2E_PORT is not set).
// Free ports alone are not enough: a suite still building has not bound its ports yet, and a second
// suite taking the same block then found the first one's servers "up" and started on a build it did
// not have. So a block is claimed first, by a file in the temp folder naming <owner pid> (the
// Playwright runner); a claim whose process is gone is stale and taken over.
// Usage: node e2e/helpers/free-port-block.mjs <start> <span> <step> <owner pid>
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [start, span, step, owner] = process.argv.slice(2).map(Number);

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

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const claimFile = (base) => path.join(os.tmpdir(), `crepivara-e2e-ports-${base}.claim`);

/** Claims the block for `owner` (atomically), taking over a claim whose process has ended. */
function claim(base) {
  const file = claimFile(base);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(owner), { flag: 'wx' });
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder === owner) return true;
      if (Number.isSafeInteger(holder) && holder > 0 && alive(holder)) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

for (let base = start; base + span <= 65_000; base += step) {
  if (!claim(base)) continue;
  if (await blockIsFree(base)) {
    console.log(base);
    process.exit(0);
  }
  // Something else listens there: the claim goes, so the block is free again once it does.
  fs.rmSync(claimFile(base), { force: true });
}
console.error(`No ${span} free ports from ${start}.`);
process.exit(1);
