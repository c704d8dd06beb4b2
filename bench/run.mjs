#!/usr/bin/env node
// `npm run bench`: builds into .next-bench when needed, and the reference page (a bare App Router
// page with the same next.config.ts, bench/lib/reference.mjs); starts the site through its
// production entry and the reference with `next start`, on free loopback ports, the site twice with a temporary database (open mode, and countdown mode
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
import { activationFloodText, runSingleCase, signupFloodText } from './lib/cases.mjs';
import { measureSignupFlood } from './lib/signup-flood.mjs';
import { measureActivationFlood } from './lib/activation-flood.mjs';
import { prepareReference, REFERENCE_PATH } from './lib/reference.mjs';
import { cleanupAll, freePort, handleSignals, onCleanup, startNextServer } from './lib/processes.mjs';
import { renderChart } from './lib/chart.mjs';
import { budgetLines, lcpScriptsText, PAGE_COLUMNS, pageRows, renderMarkdown, SERVER_COLUMNS, serverRows, textTable } from './lib/report.mjs';
import { imagesAndFonts, inspectPage, staticImages } from './lib/weight.mjs';
import { PAGES, parseArgs } from './lib/options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench/results');
const DIST_DIR = '.next-bench';

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

/** What a results file says of the run: when, which commit, on what machine, under what load. */
const runMeta = () => ({
  date: new Date().toISOString(),
  commit: `${quiet('git', ['rev-parse', '--short', 'HEAD'])}${quiet('git', ['status', '--porcelain', '--untracked-files=no']) ? ' (uncommitted changes)' : ''}`,
  node: process.versions.node,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => Number(value.toFixed(2))) },
});

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
  const single = options.stores ? 'stores' : options.only;
  if (single) return runSingleCase(single, { root, distDir: DIST_DIR, resultsDir, log, meta: runMeta });

  const referenceDir = await prepareReference({ root, logFile: path.join(resultsDir, 'reference-build.log'), log });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-bench-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The site as `npm start` serves it (its Brotli files and cached pages), behind a "proxy"
  // (TRUST_PROXY=1) so the load's rotating X-Forwarded-For addresses count as clients; the
  // reference as a bare `next start`.
  const productionEntry = path.join(root, 'scripts/start.mjs');
  const serverEnv = (mode) => ({
    NEXT_DIST_DIR: DIST_DIR,
    TRUST_PROXY: '1',
    OPENING_DATE: mode === 'open' ? '01/01/2020' : '01/01/2099',
    DATABASE_PATH: path.join(dataDir, `${mode}.db`),
  });
  const needCountdown = pages.some((page) => page.server === 'countdown');
  const [openPort, countdownPort, referencePort] = [await freePort(), await freePort(), await freePort()];
  log('starting the servers ...');
  const servers = {};
  [servers.open, servers.countdown, servers.reference] = await Promise.all([
    startNextServer({ name: 'open', port: openPort, env: serverEnv('open'), entry: productionEntry }),
    needCountdown ? startNextServer({ name: 'countdown', port: countdownPort, env: serverEnv('countdown'), entry: productionEntry }) : null,
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
      ...runMeta(),
      chromium: quiet(chromePath, ['--version']),
      lighthouse: require('lighthouse/package.json').version,
      autocannon: require('autocannon/package.json').version,
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
  if (server)
    console.log(
      `${textTable(SERVER_COLUMNS, serverRows(server.runs))}\n\n/menu p50 under flood: ${server.ratioP50.toFixed(2)}x alone, / ${server.homeRatioP50.toFixed(2)}x\n`,
    );
  if (signupFlood) console.log(`${signupFloodText(signupFlood)}\n`);
  if (activationFlood) console.log(`${activationFloodText(activationFlood)}\n`);
  const judged = checks.filter((item) => !item.info);
  const failed = judged.filter((item) => !item.ok);
  if (failed.length > 0) console.log(`Missed budgets:\n${budgetLines(failed).join('\n')}\n`);
  console.log(
    `${judged.length - failed.length}/${judged.length} budgets hold${results.meta.partial ? ' (partial run)' : ''}. Results in bench/results/ (${Math.round(results.meta.durationSeconds)} s).`,
  );
  return failed.length === 0 ? 0 : 1;
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
