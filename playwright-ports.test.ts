import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// e2e/helpers/free-port-block.mjs: the port block a CI suite takes (playwright.config.ts). Run with
// its own temp folder (TMPDIR) and ports far from the suite's, below the ephemeral range. Where it
// starts is drawn for each run: a second suite on the machine runs this test too, and its brief
// listens while it checks a block made this one skip the block it expected.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-ports-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const START = 20_000 + crypto.randomInt(100) * 120;

const block = (owner: number) =>
  Number(
    execFileSync(process.execPath, ['e2e/helpers/free-port-block.mjs', String(START), '5', '100', String(owner)], {
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: tmp },
    }).trim(),
  );

it("a second suite never takes the block of a running one, even before it listens; a finished one's block is taken over", async () => {
  // A live process standing for a suite that is still building (nothing bound yet).
  const first = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  try {
    expect(block(first.pid!)).toBe(START);
    expect(block(first.pid!)).toBe(START);
    const second = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      expect(block(second.pid!)).toBe(START + 100);
    } finally {
      second.kill();
    }
  } finally {
    first.kill();
  }
  if (first.exitCode === null && first.signalCode === null) await new Promise((resolve) => first.once('exit', resolve));
  // The first suite ended: its claim is stale.
  expect(block(process.pid)).toBe(START);
});
