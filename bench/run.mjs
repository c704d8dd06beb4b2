#!/usr/bin/env node
// `npm run bench`: builds into .next-bench when needed, and the reference page (a bare App Router
// page with the same next.config.ts, bench/lib/reference.mjs); starts `next start` for both on
// free loopback ports, the site twice with a temporary database (open mode, and countdown mode
// for /timecount); runs Lighthouse on the reference and every page, measures page weight and
// server latency, writes bench/results/ and exits 1 when a budget is missed. See docs/benchmark.md,
// "Benchmark".
//
// Options: --rebuild (build even if current), --runs=N (simulated Lighthouse runs per page, default
// 5), --applied-runs=N (applied-throttling runs per page, default 3), --pages=/,/menu (only these
// pages; the budgets then cover only what ran), --no-load, --no-applied (skip the applied-
// throttling runs, which the LCP budget is judged on: partial), --only=signup-flood (only the
// sign-up flood case of docs/benchmark.md, about a minute after the build), --only=activation-flood
// (only the activation flood case, the same way), --photos (every
// product with a photo, uploaded through the desk's route from the generated samples, before the
// pages are measured: bench/lib/photos.mjs), --stores (only
// the load case on SQLite and on PostgreSQL with two instances, bench/lib/stores.mjs:
// results/stores.json), --only=orders (only the orders case: POST /api/orders and /menu with the
// board open, bench/lib/orders-load.mjs: results/orders.json).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './lib/budgets.mjs';
import { buildReason, runBuild } from './lib/build.mjs';
import { auditPage } from './lib/lighthouse.mjs';
import { measureServer } from './lib/load.mjs';
import { uploadSamplePhotos } from './lib/photos.mjs';
import { measureStores } from './lib/stores.mjs';
import { measureOrders } from './lib/orders-load.mjs';
import { FLOOD, measureSignupFlood } from './lib/signup-flood.mjs';
import { ACTIVATION_FLOOD, measureActivationFlood } from './lib/activation-flood.mjs';
import { prepareReference, REFERENCE_PATH } from './lib/reference.mjs';
import { cleanupAll, freePort, handleSignals, onCleanup, startNextServer } from './lib/processes.mjs';
import { renderChart } from './lib/chart.mjs';
import { budgetLines, lcpScriptsText, PAGE_COLUMNS, pageRows, renderMarkdown, SERVER_COLUMNS, serverRows, textTable } from './lib/report.mjs';
import { imagesAndFonts, inspectPage, staticImages } from './lib/weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench/results');
const DIST_DIR = '.next-bench';

// Three products in the cart for /orders (ids from data/menu.ts; the store fills in the rest).
const CART = [
  { id: 10, cantidad: 1 },
  { id: 8, cantidad: 1 },
  { id: 12, cantidad: 1 },
];

const PAGES = [
  { path: '/', server: 'open' },
  { path: '/menu', server: 'open' },
  { path: '/orders', server: 'open', storage: { carrito: JSON.stringify(CART) }, productImages: CART.length },
  { path: '/aboutus', server: 'open' },
  { path: '/login', server: 'open', noindexAllowed: true },
  { path: '/register', server: 'open', noindexAllowed: true },
  { path: '/timecount', server: 'countdown' },
];

function parseArgs(argv) {
  // Five simulated runs: a page's TBT moves by +-40 % from run to run and its simulated LCP jumps
  // between two values (docs/benchmark.md, "Reading the numbers"), so the median of three flipped with one
  // unlucky pair. The applied-throttling LCP varies by tens of milliseconds: three are enough.
  const options = { rebuild: false, runs: 5, appliedRuns: 3, pages: null, load: true, applied: true, only: null, stores: false, photos: false };
  for (const arg of argv) {
    if (arg === '--rebuild') options.rebuild = true;
    else if (arg === '--only=signup-flood') options.only = 'signup-flood';
    else if (arg === '--only=activation-flood') options.only = 'activation-flood';
    else if (arg === '--only=orders') options.only = 'orders';
    else if (arg === '--no-load') options.load = false;
    else if (arg === '--no-applied') options.applied = false;
    else if (arg === '--stores') options.stores = true;
    else if (arg === '--photos') options.photos = true;
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice(7));
    else if (arg.startsWith('--applied-runs=')) options.appliedRuns = Number(arg.slice(15));
    else if (arg.startsWith('--pages=')) options.pages = arg.slice(8).split(',').filter(Boolean);
    else
      throw new Error(
        `unknown option ${arg} (known: --rebuild, --runs=N, --applied-runs=N, --pages=/a,/b, --no-load, --no-applied, --only=signup-flood, --only=activation-flood, --only=orders, --stores, --photos)`,
      );
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number >= 1');
  if (!Number.isInteger(options.appliedRuns) || options.appliedRuns < 1) throw new Error('--applied-runs must be a whole number >= 1');
  return options;
}

const started = Date.now();
const log = (message) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const quiet = (command, args) => {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));

/** `--stores`: only the load case on each store (no Lighthouse, no reference page). */
async function storesCase() {
  const result = await measureStores({ distDir: DIST_DIR, log });
  await cleanupAll();
  const meta = {
    date: new Date().toISOString(),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    cpus: os.cpus().length,
    loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => Number(value.toFixed(2))) },
  };
  fs.writeFileSync(path.join(resultsDir, 'stores.json'), `${JSON.stringify({ meta, ...result }, null, 2)}\n`);
  const rows = result.instances.map((entry) => [
    entry.name,
    entry.menuRequestsPerSecond.toFixed(0),
    String(entry.logins),
    entry.loginP50.toFixed(0),
    entry.loginP95.toFixed(0),
  ]);
  const header = ['instance', 'GET /menu req/s', 'logins', 'login p50 ms', 'login p95 ms'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)) + 2);
  console.log(`\n${[header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('')).join('\n')}`);
  console.log(
    `medians of ${result.rounds} rounds; both PostgreSQL instances at once: ${result.together.map((entry) => entry.requestsPerSecond.toFixed(0)).join(' + ')} requests/s`,
  );
  for (const check of result.checks) console.log(`${check.ok ? 'ok  ' : 'MISS'} ${check.what}: ${check.value} (${check.limit})`);
  console.log(`load average ${meta.loadAverage.start.join(' ')} -> ${meta.loadAverage.end.join(' ')}; results in bench/results/stores.json`);
  return result.checks.every((check) => check.ok) ? 0 : 1;
}

async function main() {
  handleSignals();
  const options = parseArgs(process.argv.slice(2));
  const pages = options.pages ? PAGES.filter((page) => options.pages.includes(page.path)) : PAGES;
  if (pages.length === 0) throw new Error(`no known page in --pages (known: ${PAGES.map((page) => page.path).join(', ')})`);
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  fs.mkdirSync(resultsDir, { recursive: true });

  const reason = buildReason({ root, distDir: DIST_DIR, force: options.rebuild });
  if (reason) {
    log(`building into ${DIST_DIR} (${reason}), log in bench/results/build.log ...`);
    await runBuild({ root, distDir: DIST_DIR, logFile: path.join(resultsDir, 'build.log'), standalone: true });
  } else {
    log(`${DIST_DIR} is current, no build`);
  }
  if (options.only === 'signup-flood') return signupFloodOnly();
  if (options.only === 'activation-flood') return activationFloodOnly();
  if (options.only === 'orders') return ordersOnly();

  if (options.stores) return storesCase();

  const referenceDir = await prepareReference({ root, logFile: path.join(resultsDir, 'reference-build.log'), log });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-bench-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const serverEnv = (mode) => ({
    NEXT_DIST_DIR: DIST_DIR,
    OPENING_DATE: mode === 'open' ? '01/01/2020' : '01/01/2099',
    DATABASE_PATH: path.join(dataDir, `${mode}.db`),
  });
  const needCountdown = pages.some((page) => page.server === 'countdown');
  const [openPort, countdownPort, referencePort] = [await freePort(), await freePort(), await freePort()];
  log('starting the servers ...');
  const servers = {};
  [servers.open, servers.countdown, servers.reference] = await Promise.all([
    startNextServer({ name: 'open', port: openPort, env: serverEnv('open') }),
    needCountdown ? startNextServer({ name: 'countdown', port: countdownPort, env: serverEnv('countdown') }) : null,
    startNextServer({ name: 'reference', port: referencePort, cwd: referenceDir, readyPath: REFERENCE_PATH, env: { NEXT_DIST_DIR: '.next' } }),
  ]);
  log(`open mode on ${servers.open.url}${needCountdown ? `, countdown mode on ${servers.countdown.url}` : ''}, reference on ${servers.reference.url}`);
  const photoUploadSeconds = options.photos
    ? await uploadSamplePhotos({ root, distDir: DIST_DIR, url: servers.open.url, database: serverEnv('open').DATABASE_PATH, log })
    : null;

  const pageResults = [];
  let reference = null;
  for (const page of [{ path: REFERENCE_PATH, server: 'reference', reference: true }, ...pages]) {
    const url = `${servers[page.server].url}${page.path}`;
    const inspected = await inspectPage(url);
    log(`Lighthouse ${page.reference ? 'reference page' : page.path} x${options.runs} ...`);
    const audit = await auditPage({
      url,
      runs: options.runs,
      appliedCount: options.appliedRuns,
      chromePath,
      storage: page.storage,
      applied: options.applied,
      onRun: (index, summary, elapsed) =>
        log(
          `  run ${index}: perf ${summary.scores.performance}, a11y ${summary.scores.accessibility}, bp ${summary.scores.bestPractices}, seo ${summary.scores.seo}, LCP ${Math.round(summary.metrics.lcp)} ms counting ${lcpScriptsText(summary.lcpScripts)} (${(elapsed / 1000).toFixed(0)} s)`,
        ),
    });
    if (audit.applied)
      log(
        `  applied throttling (median of ${audit.applied.runs?.length ?? 1}, the LCP budget): perf ${audit.applied.performance}, LCP ${Math.round(audit.applied.lcp)} ms`,
      );
    if (page.productImages) {
      const short = audit.perRun.filter((run) => run.productImages < page.productImages);
      if (short.length > 0) throw new Error(`${page.path}: the seeded cart did not show ${page.productImages} products in ${short.length} run(s)`);
    }
    const { lastLhr, ...lighthouse } = audit;
    const lhrName = page.reference ? '-reference' : page.path === '/' ? '-home' : page.path.replaceAll('/', '-');
    fs.writeFileSync(path.join(resultsDir, `lhr${lhrName}.json`), JSON.stringify(lastLhr));
    const result = {
      path: page.reference ? 'reference' : page.path,
      server: page.server,
      noindexAllowed: Boolean(page.noindexAllowed),
      noindex: inspected.noindex,
      lighthouse,
      weight: { ...inspected, ...imagesAndFonts(audit, url) },
    };
    if (page.reference) reference = result;
    else pageResults.push(result);
  }
  await servers.countdown?.stop();
  await servers.reference.stop();

  let server = null;
  let signupFlood = null;
  let activationFlood = null;
  if (options.load) {
    server = await measureServer(servers.open.url, (message) => log(message));
    signupFlood = await measureSignupFlood({ root, distDir: DIST_DIR, log });
    activationFlood = await measureActivationFlood({ root, distDir: DIST_DIR, log });
  }
  const serverLogs = [...servers.open.logs, ...(servers.countdown?.logs ?? []), ...servers.reference.logs];
  await cleanupAll();

  const images = staticImages(root);
  const checks = [
    ...checkBudgets({ pages: pageResults, reference, server: server?.runs ?? null, images }),
    ...(signupFlood?.checks ?? []),
    ...(activationFlood?.checks ?? []),
  ];
  const require = createRequire(import.meta.url);
  const results = {
    meta: {
      date: new Date().toISOString(),
      commit: `${quiet('git', ['rev-parse', '--short', 'HEAD'])}${quiet('git', ['status', '--porcelain', '--untracked-files=no']) ? ' (uncommitted changes)' : ''}`,
      node: process.versions.node,
      chromium: quiet(chromePath, ['--version']),
      lighthouse: require('lighthouse/package.json').version,
      autocannon: require('autocannon/package.json').version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => Number(value.toFixed(2))) },
      runs: options.runs,
      benchmarkIndex: reference.lighthouse.benchmarkIndex,
      partial: Boolean(options.pages) || !options.load || !options.applied,
      photos: options.photos ? { products: 30, uploadSeconds: photoUploadSeconds } : null,
      durationSeconds: (Date.now() - started) / 1000,
    },
    reference,
    pages: pageResults,
    server,
    signupFlood,
    activationFlood,
    largestStaticImages: images.slice(0, 5),
    serverLogs,
    checks,
    ok: checks.every((item) => item.ok || item.info),
  };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), renderMarkdown(results));
  fs.writeFileSync(path.join(resultsDir, 'chart.svg'), renderChart(results));

  console.log(`\n${textTable(PAGE_COLUMNS, pageRows(pageResults, reference))}\n`);
  if (server) console.log(`${textTable(SERVER_COLUMNS, serverRows(server.runs))}\n\n/menu p50 under flood: ${server.ratioP50.toFixed(2)}x alone\n`);
  if (signupFlood) console.log(`${floodText(signupFlood)}\n`);
  if (activationFlood) console.log(`${activationFloodText(activationFlood)}\n`);
  const judged = checks.filter((item) => !item.info);
  const failed = judged.filter((item) => !item.ok);
  if (failed.length > 0) console.log(`Missed budgets:\n${budgetLines(failed).join('\n')}\n`);
  console.log(
    `${judged.length - failed.length}/${judged.length} budgets hold${results.meta.partial ? ' (partial run)' : ''}. Results in bench/results/ (${Math.round(results.meta.durationSeconds)} s).`,
  );
  return failed.length === 0 ? 0 : 1;
}

/** The sign-up flood's figures, as printed and as docs/benchmark.md records them. */
function floodText({ flood, owner, created, ceiling, logLines }) {
  const statuses = Object.entries(flood.statusCodes)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `Sign-up flood: ${FLOOD.connections} connections for ${FLOOD.durationSeconds} s, ${flood.requests} requests (${statuses}; ${flood.errors} errors, ${flood.timeouts} timeouts)`,
    `  owner's logins: ${owner.successes}/${owner.tries} in (${(owner.successRate * 100).toFixed(1)} %), p50 ${Math.round(owner.p50Ms)} ms, p95 ${Math.round(owner.p95Ms)} ms, max ${Math.round(owner.maxMs)} ms; statuses ${JSON.stringify(owner.statuses)}`,
    `  the same login without the flood, just before: p50 ${Math.round(owner.aloneP50Ms)} ms; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
    `  accounts created: ${created} (ceiling ${ceiling}); log lines: signup_ceiling ${logLines.ceiling}, hashing_shed ${logLines.shed}`,
  ].join('\n');
}

/** The activation flood's figures, as printed and as docs/benchmark.md records them. */
function activationFloodText({ flood, owner, limit, logLines }) {
  const statuses = Object.entries(flood.statusCodes)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `Activation flood: ${ACTIVATION_FLOOD.connections} connections from one address for ${ACTIVATION_FLOOD.durationSeconds} s, ${flood.requests} requests (${statuses}; ${flood.errors} errors, ${flood.timeouts} timeouts; limit ${limit}), p50 ${flood.latencyP50} ms, p99 ${flood.latencyP99} ms`,
    `  owner's logins: ${owner.successes}/${owner.tries} in (${(owner.successRate * 100).toFixed(1)} %), p50 ${Math.round(owner.p50Ms)} ms, p95 ${Math.round(owner.p95Ms)} ms, max ${Math.round(owner.maxMs)} ms; statuses ${JSON.stringify(owner.statuses)}`,
    `  the same login without the flood, just before: p50 ${Math.round(owner.aloneP50Ms)} ms; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
    `  log lines: invite_refused ${logLines.refused}, activation_throttled ${logLines.throttled}, hashing_shed ${logLines.shed}`,
  ].join('\n');
}

/** What a single case's results file says of the run: when, which commit, on what machine, under what load. */
function singleCaseMeta() {
  return {
    date: new Date().toISOString(),
    commit: `${quiet('git', ['rev-parse', '--short', 'HEAD'])}${quiet('git', ['status', '--porcelain', '--untracked-files=no']) ? ' (uncommitted changes)' : ''}`,
    node: process.versions.node,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => Number(value.toFixed(2))) },
  };
}

/** `--only=signup-flood`: that case alone, into bench/results/signup-flood.json. */
async function signupFloodOnly() {
  const result = await measureSignupFlood({ root, distDir: DIST_DIR, log });
  await cleanupAll();
  const meta = singleCaseMeta();
  fs.writeFileSync(path.join(resultsDir, 'signup-flood.json'), `${JSON.stringify({ meta, ...result }, null, 2)}\n`);
  console.log(`\n${floodText(result)}\n\n${budgetLines(result.checks).join('\n')}\n`);
  return result.checks.every((check) => check.ok) ? 0 : 1;
}

/** `--only=activation-flood`: that case alone, into bench/results/activation-flood.json. */
async function activationFloodOnly() {
  const result = await measureActivationFlood({ root, distDir: DIST_DIR, log });
  await cleanupAll();
  const meta = singleCaseMeta();
  fs.writeFileSync(path.join(resultsDir, 'activation-flood.json'), `${JSON.stringify({ meta, ...result }, null, 2)}\n`);
  console.log(`\n${activationFloodText(result)}\n\n${budgetLines(result.checks).join('\n')}\n`);
  return result.checks.every((check) => check.ok) ? 0 : 1;
}

/** `--only=orders`: the orders case alone, into bench/results/orders.json. */
async function ordersOnly() {
  const result = await measureOrders({ root, distDir: DIST_DIR, log });
  await cleanupAll();
  const meta = singleCaseMeta();
  fs.writeFileSync(path.join(resultsDir, 'orders.json'), `${JSON.stringify({ meta, ...result }, null, 2)}\n`);
  const { steady, flat, menuAlone, menuWithBoard, menuWhileOrders } = result;
  const codes = (part) =>
    Object.entries(part.statusCodes)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  console.log(
    [
      '',
      `POST /api/orders offered ${steady.offeredPerSecond}/s for 20 s: ${steady.recordedPerSecond.toFixed(1)} recorded/s (${codes(steady)}), p50 ${steady.p50} ms, p95 ${steady.p95} ms, p99 ${steady.p99} ms`,
      `POST /api/orders flat out (10 connections, 10 s): ${flat.recordedPerSecond.toFixed(1)} recorded/s (${codes(flat)}), p50 ${flat.p50} ms, p95 ${flat.p95} ms`,
      `GET /menu, no board: ${menuAlone.requestsPerSecond.toFixed(0)} req/s, p50 ${menuAlone.p50} ms; board open: ${menuWithBoard.requestsPerSecond.toFixed(0)} req/s, p50 ${menuWithBoard.p50} ms; board open and orders at 20/s: ${menuWhileOrders.requestsPerSecond.toFixed(0)} req/s, p50 ${menuWhileOrders.p50} ms`,
      `load average ${meta.loadAverage.start.join(' ')} -> ${meta.loadAverage.end.join(' ')}`,
      '',
      ...result.checks.map((check) => `${check.ok ? 'ok  ' : 'MISS'} ${check.what}: ${check.value} (${check.limit})`),
      '',
    ].join('\n'),
  );
  return result.checks.every((check) => check.ok) ? 0 : 1;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    await cleanupAll();
    process.exitCode = 2;
  });
