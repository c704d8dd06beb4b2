// Lighthouse (mobile defaults, simulated throttling) on one URL, `runs` times, each run in a
// fresh headless Chromium profile; the summary keeps the median of every number.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import puppeteer from 'puppeteer-core';
import { median, medianOfRuns } from './budgets.mjs';
import { countedScripts } from './lcp-graph.mjs';
import { freePort, onCleanup } from './processes.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Puts `storage` ({key: value}) into the origin's localStorage before the audit. The page used is
 * /robots.txt (same origin, no scripts), so the HTTP cache stays cold; Lighthouse 12 still clears
 * the cache before navigating but keeps localStorage (its default clearStorageTypes leave it).
 */
async function seedLocalStorage(port, origin, storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

/** Audits that cost points: score below 1 in a category, heaviest first. */
function flaggedAudits(lhr) {
  const flagged = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      flagged.push({ category: id, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? '' });
    }
  }
  return flagged;
}

/**
 * The scripts the run's simulated LCP counted (see lcp-graph.mjs), recomputed from the run's trace
 * with Lighthouse's own computed artifact, the one its LCP audit uses. null when Lighthouse cannot
 * say (an internal module moved in an upgrade, or no LCP): the report then shows a dash.
 */
async function lcpScripts(lhr, artifacts) {
  try {
    const settings = lhr.configSettings;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const { pessimisticGraph } = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    const nodes = [];
    pessimisticGraph.traverse((node) => nodes.push(node));
    return countedScripts(nodes);
  } catch {
    return null;
  }
}

function summarizeRun(lhr, lcpScriptsCounted) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const byType = (type) => requests.filter((request) => request.resourceType === type);
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
    },
    totalBytes: numeric(lhr, 'total-byte-weight'),
    // Lighthouse's measure of the host's speed (higher: faster), to compare runs across machines.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    // The same scripts as the browser parses them: decompressed.
    scriptResourceBytes: byType('Script').reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    images: byType('Image').map((request) => ({ url: request.url, bytes: request.resourceSize, transferBytes: request.transferSize })),
    fonts: byType('Font').map((request) => ({ url: request.url, bytes: request.resourceSize, transferBytes: request.transferSize })),
    lcpScripts: lcpScriptsCounted,
    // A product's illustration (/images/menu/...) or its photo (/fotos/<hash>-<width>.<format>, once per hash).
    productImages: new Set(
      byType('Image')
        .map((request) => decodeURIComponent(request.url))
        .flatMap((url) => (url.includes('/images/menu/') ? [url] : (/\/fotos\/([0-9a-f]{16})-/.exec(url)?.slice(1) ?? []))),
    ).size,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    flagged: flaggedAudits(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run in its own Chromium; `storage` is seeded into localStorage first. `applied`
 * switches from simulated to applied (devtools) throttling, the reference run of auditPage.
 */
async function runOnce({ url, chromePath, storage, applied = false }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
    ...(process.env.BENCH_PORT_BASE ? { port: await freePort() } : {}),
  });
  const stop = onCleanup(() => chrome.kill());
  try {
    if (storage) await seedLocalStorage(chrome.port, new URL(url).origin, storage);
    const flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: applied ? ['performance'] : CATEGORIES };
    const result = await lighthouse(url, applied ? { ...flags, throttlingMethod: 'devtools' } : flags);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { summary: summarizeRun(lhr, applied ? null : await lcpScripts(lhr, result.artifacts)), lhr };
  } finally {
    await stop();
  }
}

/**
 * `runs` audits of `url`; returns the medians plus each run's numbers, the union of flagged
 * audits, every image and font seen, and the last run's full report (for debugging). With
 * `applied`, `appliedCount` more runs with applied (devtools) throttling: the LCP budget is judged on
 * their median, the simulated LCP is only reported.
 */
export async function auditPage({ url, runs, appliedCount = runs, chromePath, storage, applied = false, onRun }) {
  const summaries = [];
  let lastLhr;
  for (let index = 0; index < runs; index += 1) {
    const started = Date.now();
    const { summary, lhr } = await runOnce({ url, chromePath, storage });
    summaries.push(summary);
    lastLhr = lhr;
    onRun?.(index + 1, summary, Date.now() - started);
  }
  let appliedRun = null;
  if (applied) {
    const appliedRuns = [];
    for (let index = 0; index < appliedCount; index += 1) {
      const { lhr } = await runOnce({ url, chromePath, storage, applied: true });
      appliedRuns.push({ lcp: numeric(lhr, 'largest-contentful-paint'), performance: score(lhr, 'performance') });
    }
    appliedRun = { ...medianOfRuns(appliedRuns), runs: appliedRuns };
  }
  const flagged = new Map();
  for (const item of summaries.flatMap((summary) => summary.flagged)) {
    const key = `${item.category}:${item.id}`;
    if (!flagged.has(key) || flagged.get(key).score > item.score) flagged.set(key, item);
  }
  return {
    runs: summaries.length,
    scores: medianOfRuns(summaries.map((summary) => summary.scores)),
    metrics: medianOfRuns(summaries.map((summary) => summary.metrics)),
    totalBytes: median(summaries.map((summary) => summary.totalBytes)),
    scriptBytes: median(summaries.map((summary) => summary.scriptBytes)),
    scriptResourceBytes: median(summaries.map((summary) => summary.scriptResourceBytes)),
    benchmarkIndex: median(summaries.map((summary) => summary.benchmarkIndex)),
    applied: appliedRun,
    perRun: summaries.map(({ scores, metrics, totalBytes, scriptBytes, benchmarkIndex, productImages, lcpElement, lcpScripts }) => ({
      scores,
      metrics,
      totalBytes,
      scriptBytes,
      benchmarkIndex,
      productImages,
      lcpElement,
      lcpScripts,
    })),
    images: summaries.flatMap((summary) => summary.images),
    fonts: summaries.flatMap((summary) => summary.fonts),
    flagged: [...flagged.values()],
    warnings: [...new Set(summaries.flatMap((summary) => summary.warnings))],
    lastLhr,
  };
}
