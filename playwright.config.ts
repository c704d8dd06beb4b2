import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { suiteBrowser } from './e2e/helpers/browsers';

// One production build, served on its own port with its own temporary data folder,
// so tests never touch a developer's `.next` or `.data/`. Its servers use E2E_PORT and the 70 ports
// above it. Locally 3100, so a server left running is reused; in CI the first free block from
// there, claimed for this run's process, so a second suite on the machine never meets this one's
// servers, even while this one is still building (set here once: the workers inherit it).
process.env.E2E_PORT ??= process.env.CI
  ? execFileSync(process.execPath, ['e2e/helpers/free-port-block.mjs', '3100', '70', '100', String(process.pid)], { encoding: 'utf8' }).trim()
  : '3100';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The same build started a second time in countdown mode (opening date far ahead).
const countdownPort = port + 1;
process.env.E2E_COUNTDOWN_URL = `http://127.0.0.1:${countdownPort}`;
// And a third time for the owner's desk specs: sold-out switches and closures change what every
// visitor sees, so they get their own database and never touch the other specs' shop.
// (+2 and +3 are opening-moment.spec.ts's own servers, +50 server.spec.ts's, +51 photos.spec.ts's, +52 push.spec.ts's.)
// It also runs without TRUST_PROXY, as a site with no proxy in front does (e2e/owner-security.spec.ts).
const deskPort = port + 10;
process.env.E2E_DESK_URL = `http://127.0.0.1:${deskPort}`;
// And a fourth for the owner's menu editor (e2e/menu-desk.spec.ts): prices, products, options,
// hours and settings change for every visitor, including the desk specs' own checks.
const menuPort = port + 11;
process.env.E2E_MENU_URL = `http://127.0.0.1:${menuPort}`;
// In CI a fresh folder; locally one per port, so a run that reuses a running server also finds its
// database (e2e/global-setup.ts invites the owner there).
process.env.E2E_DATA_DIR ??= process.env.CI ? fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-e2e-')) : path.join(os.tmpdir(), `crepivara-e2e-${port}`);
fs.mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
// The suite's builds (this one and e2e/helpers/second-build.ts's) leave the types to `npm run
// typecheck`, which `npm test` runs first (docs/decisions/091-e2e-builds.md).
process.env.SKIP_BUILD_TYPE_CHECK ??= '1';
// Every server of the suite keeps an idle connection 10 minutes, not Node's 5 s: a spec's request
// context reuses its connections, and one sent just as the server closed it after 5 s idle got
// ECONNRESET (server.js reads KEEP_ALIVE_TIMEOUT; e2e/helpers/next-server.ts passes it to `next start`).
process.env.KEEP_ALIVE_TIMEOUT ??= '600000';
// The two-instance project: the same build twice on one throwaway PostgreSQL database
// (e2e/helpers/postgres-pair.mjs), at +60 and +61. Without PostgreSQL installed it is skipped
// with one line; CI installs it (.ci/run), so there a missing server is an error.
const pairPorts = [port + 60, port + 61];
process.env.E2E_PG_URLS = pairPorts.map((pairPort) => `http://127.0.0.1:${pairPort}`).join(' ');
process.env.E2E_PG_SPARE_PORT = String(port + 62);
const postgresInstalled = [
  process.env.PG_BIN,
  ...(fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`) : []),
].some((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
if (!postgresInstalled && process.env.CI) throw new Error('PostgreSQL is not installed: CI runs the two-instance project (.ci/run installs postgresql).');
if (!postgresInstalled)
  process.env.E2E_PG_SKIP = 'PostgreSQL is not installed (apt-get install -y postgresql, or set PG_BIN): the two-instance project is skipped.';
// E2E_PG_SKIP=<reason> set by hand skips the pair as well (a run of other specs on a busy machine).
const startPair = postgresInstalled && !process.env.E2E_PG_SKIP;

const serverEnv = {
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_WHATSAPP_NUMBER: '50688887777',
  NEXT_PUBLIC_SURVEY_URL: 'https://example.com/encuesta',
  NEXT_PUBLIC_SINPE_NUMBER: '88888888',
};
// The specs play the reverse proxy: each sends its own X-Forwarded-For, so that the limits of one
// spec's clients never refuse another's. The suite signs up more customers in an hour than a shop
// would let strangers create (the ceiling itself is unit-tested and measured by the bench).
const behindProxy = { TRUST_PROXY: '1', SIGNUPS_PER_HOUR: '100000' };

/** The first server's build started again on `serverPort`, with its own opening date and database. */
function sameBuild(serverPort: number, openingDate: string, database: string, env: Record<string, string> = behindProxy) {
  return {
    command: `node scripts/start.mjs -H 127.0.0.1 -p ${serverPort}`,
    url: `http://127.0.0.1:${serverPort}`,
    env: { ...serverEnv, ...env, OPENING_DATE: openingDate, DATABASE_PATH: path.join(process.env.E2E_DATA_DIR!, database) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  tsconfig: './e2e/tsconfig.json',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A retry only reports a flake: in CI a test that needed one fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // A wait with no bound of its own gets 10 s: on a busy machine (a second suite beside this one)
  // a client navigation took longer than Playwright's default 5 s. The bounds an issue sets are
  // written in the specs themselves.
  expect: { timeout: 10_000 },
  // And a test 60 s (Playwright's default is 30): the longest flows took 29 s there and timed out.
  timeout: 60_000,
  // E2E_WORKERS changes it: 4 ran 1.5x faster on 2 cores but missed 5 s waits (docs/benchmark.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // The HTML report (playwright-report/, traces of retried tests included) is written on every
  // run and never opens a browser: `npx playwright show-report` to read it.
  reporter: [['list'], ['html', { open: 'never' }]],
  // After the servers start: the owner of e2e/helpers/accounts.ts, invited by the operator's CLI.
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    trace: 'on-first-retry',
    // The site's service worker stays out of every spec but the offline ones, which allow it
    // (test.use): page.route never sees what a worker fetches, and which page load a worker first
    // controls depends on when the browser went idle. e2e/offline.spec.ts tests the worker itself,
    // that the next page load still shows what a test changed and that owner pages stay uncached.
    serviceWorkers: 'block',
    // Debian's headless shell, the whole browser where a spec needs it (e2e/helpers/browsers.ts).
    launchOptions: suiteBrowser,
  },
  // Every spec runs on a desktop; the phone project (Pixel 7: 412x839, touch, mobile user agent)
  // runs only the tests tagged @phone, whose subject is different on a phone: the phone layout
  // itself (e2e/phone.spec.ts: rows, the cart bar, what fixed elements cover), axe at phone width
  // in both palettes, the options dialog and the cart's lines, the navbar and its account menu, the
  // carousel's buttons, the site offline and its pictures' sizes. The rest (server, API, logic,
  // content, and what does not depend on the screen) would only run twice; the few tests about a
  // phone that need no touch set the phone's width up themselves (page-budgets' CLS, opening's
  // "fits a phone", first-paint, js-budget). Both projects use the same Chromium (launchOptions).
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ['**/phone.spec.ts', '**/two-instances.spec.ts'] },
    { name: 'postgres', use: { ...devices['Desktop Chrome'] }, testMatch: ['**/two-instances.spec.ts'] },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: ['**/two-instances.spec.ts'], grep: /@phone/ },
  ],
  // Started in order: the first builds, the others reuse that build.
  webServer: [
    {
      command: `npm run build && node scripts/start.mjs -H 127.0.0.1 -p ${port}`,
      url: baseURL,
      env: { ...serverEnv, ...behindProxy, OPENING_DATE: '01/01/2020', DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'open.db') },
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    sameBuild(countdownPort, '01/01/2099', 'countdown.db'),
    sameBuild(deskPort, '01/01/2020', 'desk.db', {}),
    sameBuild(menuPort, '01/01/2020', 'menu.db'),
    ...(startPair
      ? [
          {
            command: `node e2e/helpers/postgres-pair.mjs ${pairPorts.join(' ')}`,
            url: `http://127.0.0.1:${pairPorts[0]}/api/health`,
            env: {
              ...serverEnv,
              OPENING_DATE: '01/01/2020',
              AUTH_SECRET: 'e2e-two-instances-'.padEnd(48, 'k'),
              DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'unused.db'),
            },
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            // The script stops both servers and removes the PostgreSQL cluster on SIGTERM.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
          },
        ]
      : []),
  ],
});
