#!/usr/bin/env node
// `npm run bench:offline`: what the service worker is measured by (docs/benchmark.md, "The service worker").
// - Installable and served by a worker: the checks of Lighthouse's PWA audits (installable-manifest,
//   service-worker), which Lighthouse 12 dropped, asked of Chromium the way Lighthouse 11 asked
//   them: Page.getInstallabilityErrors, and a worker whose scope holds the manifest's start_url and
//   that controls it, and answers it without a network.
// - A second visit's LCP with the worker against the first visit's: Lighthouse, mobile, applied
//   throttling (a simulated run models no cache), each visit `--runs` times (default 3). The
//   second visit runs in a profile that already opened the page once, with Lighthouse told to
//   keep its storage (disableStorageReset): worker, Cache Storage and HTTP cache as a returning
//   visitor has them.
// Builds into .next-bench when needed (the same build as `npm run bench`). Exits 1 when a check fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './lib/budgets.mjs';
import { buildReason, runBuild } from './lib/build.mjs';
import { CHROME_FLAGS } from './lib/lighthouse.mjs';
import { cleanupAll, freePort, handleSignals, onCleanup, startNextServer } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench/results');
const DIST_DIR = '.next-bench';
const PAGES = ['/', '/menu'];
const started = Date.now();
const log = (message) => console.error(`[bench:offline ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function parseArgs(argv) {
  const options = { runs: 3 };
  for (const arg of argv) {
    if (arg.startsWith('--runs=')) options.runs = Number(arg.slice(7));
    else throw new Error(`unknown option ${arg} (known: --runs=N)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number >= 1');
  return options;
}

async function launch(chromePath, userDataDir) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent', handleSIGINT: false });
  const stop = onCleanup(() => chrome.kill());
  return { port: chrome.port, stop };
}

/** Lighthouse's mobile screen: the returning visitor's pictures are kept at the size it picks. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Opens `url` once as a visitor on that phone: the worker registers, takes control and keeps the shop. */
async function firstVisit(port, url) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.setViewport(LIGHTHOUSE_PHONE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    await page.waitForFunction(async () => Boolean(await caches.match('/menu')), { timeout: 60_000, polling: 500 });
    // The first screens' pictures, handed over once the worker took control (worker-client.ts).
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        const pictures = names.find((name) => name.startsWith('crepivara-fotos-'));
        return pictures !== undefined && (await (await caches.open(pictures)).keys()).length >= 6;
      },
      { timeout: 60_000, polling: 500 },
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The installability and service-worker checks, on a browser that has visited the site once. */
async function pwaChecks(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const manifest = await (await fetch(`${origin}/manifest.webmanifest`)).json();
    const startUrl = new URL(manifest.start_url, origin).href;
    await page.goto(startUrl, { waitUntil: 'load' });
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration?.scope ?? null, controller: navigator.serviceWorker.controller?.scriptURL ?? null };
    });
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes);
    // The start page without a network, as the worker serves it.
    await page.setOfflineMode(true);
    const offline = await page.goto(startUrl, { waitUntil: 'load' }).catch(() => null);
    const offlineTitle = offline ? await page.title() : '';
    await page.setOfflineMode(false);
    await page.close();
    return [
      {
        check: 'installable-manifest: Chromium reports no installability error',
        ok: installabilityErrors.length === 0,
        detail: installabilityErrors.map((error) => error.errorId).join(', ') || 'none',
      },
      { check: 'maskable icons 192 and 512 in the manifest', ok: ['192x192', '512x512'].every((size) => maskable.includes(size)), detail: maskable.join(', ') },
      {
        check: "service-worker: a worker's scope holds start_url",
        ok: worker.scope !== null && startUrl.startsWith(worker.scope),
        detail: worker.scope ?? 'no registration',
      },
      { check: 'service-worker: the worker controls start_url', ok: worker.controller !== null, detail: worker.controller ?? 'no controller' },
      { check: 'start_url answers 200 offline', ok: offline?.status() === 200, detail: `${offline?.status() ?? 'no answer'} "${offlineTitle}"` },
    ];
  } finally {
    await browser.disconnect();
  }
}

/** One applied-throttling Lighthouse LCP of `url` in the browser on `port`. */
async function lcpOf(port, url, keepStorage) {
  const flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], throttlingMethod: 'devtools', disableStorageReset: keepStorage };
  const lhr = (await lighthouse(url, flags))?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const served = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.fromServiceWorker === true || request.resourceType === 'Document',
  ).length;
  return { lcp: lhr.audits['largest-contentful-paint'].numericValue, tbt: lhr.audits['total-blocking-time'].numericValue, requests: served };
}

async function measureVisits(chromePath, url, runs) {
  const first = [];
  const second = [];
  for (let run = 0; run < runs; run += 1) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-offline-bench-'));
    onCleanup(() => fs.rmSync(profile, { recursive: true, force: true }));
    // First visit: a new profile, nothing kept.
    let chrome = await launch(chromePath, profile);
    first.push(await lcpOf(chrome.port, url, false));
    await chrome.stop();
    // A returning visitor: the same kind of profile after one visit that installed the worker.
    fs.rmSync(profile, { recursive: true, force: true });
    fs.mkdirSync(profile);
    chrome = await launch(chromePath, profile);
    await firstVisit(chrome.port, url);
    second.push(await lcpOf(chrome.port, url, true));
    await chrome.stop();
    log(`  ${url} run ${run + 1}: first visit LCP ${Math.round(first.at(-1).lcp)} ms, second ${Math.round(second.at(-1).lcp)} ms`);
  }
  return { first: { lcp: median(first.map((entry) => entry.lcp)), runs: first }, second: { lcp: median(second.map((entry) => entry.lcp)), runs: second } };
}

async function main() {
  handleSignals();
  const options = parseArgs(process.argv.slice(2));
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  fs.mkdirSync(resultsDir, { recursive: true });
  const reason = buildReason({ root, distDir: DIST_DIR, force: false });
  if (reason) {
    log(`building into ${DIST_DIR} (${reason}) ...`);
    await runBuild({ root, distDir: DIST_DIR, logFile: path.join(resultsDir, 'build.log') });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-bench-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startNextServer({
    name: 'open',
    port: await freePort(),
    env: { NEXT_DIST_DIR: DIST_DIR, OPENING_DATE: '01/01/2020', DATABASE_PATH: path.join(dataDir, 'open.db') },
  });
  log(`open mode on ${server.url}`);

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-offline-bench-'));
  onCleanup(() => fs.rmSync(profile, { recursive: true, force: true }));
  const chrome = await launch(chromePath, profile);
  await firstVisit(chrome.port, `${server.url}/`);
  const checks = await pwaChecks(chrome.port, server.url);
  await chrome.stop();
  for (const item of checks) log(`${item.ok ? 'ok' : 'FAIL'}: ${item.check} (${item.detail})`);

  const visits = {};
  for (const page of PAGES) {
    log(`Lighthouse (applied throttling) ${page}, first and second visit x${options.runs} ...`);
    visits[page] = await measureVisits(chromePath, `${server.url}${page}`, options.runs);
    checks.push({
      check: `${page}: a second visit's LCP is lower than the first's`,
      ok: visits[page].second.lcp < visits[page].first.lcp,
      detail: `${Math.round(visits[page].first.lcp)} -> ${Math.round(visits[page].second.lcp)} ms (medians of ${options.runs})`,
    });
  }
  await cleanupAll();

  const results = { date: new Date().toISOString(), chromium: chromePath, runs: options.runs, checks, visits };
  fs.writeFileSync(path.join(resultsDir, 'offline.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const item of checks) console.log(`${item.ok ? 'ok  ' : 'FAIL'} ${item.check} (${item.detail})`);
  const failed = checks.filter((item) => !item.ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
