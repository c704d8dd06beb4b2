// Turns the results into the console table and latest.md (chart.svg is chart.mjs's). Pure string
// building, unit-tested in report.test.ts.
import { KB, tbtRatio } from './budgets.mjs';

const kb = (bytes) => (bytes === undefined || bytes === null ? '-' : (bytes / KB).toFixed(1));
const ms = (value) => (value === undefined ? '-' : String(Math.round(value)));
const fixed = (value, digits) => (value === undefined ? '-' : Number(value).toFixed(digits));

export const PAGE_COLUMNS = [
  'page',
  'perf',
  'perf - ref',
  'a11y',
  'bp',
  'seo',
  'FCP ms',
  'LCP ms',
  'applied LCP ms',
  'LCP - ref ms',
  'TBT ms',
  'TBT x ref',
  'CLS',
  'SI ms',
  'total KiB',
  'JS KiB',
  'JS - ref KiB',
  'HTML JS gzip KiB',
  'max img KiB',
  'benchmark index',
];

const signed = (value, format) => (value === undefined || Number.isNaN(value) ? '-' : `${value > 0 ? '+' : ''}${format(value)}`);

/**
 * One row per page, the reference page (when measured) first; the "ref" columns compare each page
 * with it: the score and LCP differences, TBT as a multiple, the script bytes over it.
 */
export function pageRows(pages, reference = null) {
  const ref = reference?.lighthouse;
  const rows = reference ? [{ ...reference, path: 'reference (bare Next page)' }, ...pages] : pages;
  return rows.map(({ path, noindex, lighthouse: { scores, metrics, totalBytes, scriptBytes, applied, benchmarkIndex }, weight }) => [
    path,
    String(scores.performance),
    ref ? signed(scores.performance - ref.scores.performance, String) : '-',
    String(scores.accessibility),
    String(scores.bestPractices),
    noindex ? `${scores.seo} (noindex)` : String(scores.seo),
    ms(metrics.fcp),
    ms(metrics.lcp),
    ms(applied?.lcp),
    ref?.applied && applied ? signed(applied.lcp - ref.applied.lcp, ms) : '-',
    ms(metrics.tbt),
    ref ? fixed(tbtRatio(metrics.tbt, ref.metrics.tbt), 2) : '-',
    fixed(metrics.cls, 3),
    ms(metrics.si),
    kb(totalBytes),
    kb(scriptBytes),
    ref ? signed(scriptBytes - ref.scriptBytes, kb) : '-',
    kb(weight.jsGzipBytes),
    kb(weight.largestImage?.bytes),
    fixed(benchmarkIndex, 0),
  ]);
}

export const SERVER_COLUMNS = ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'statuses', 'errors', 'timeouts'];

export function serverRows(runs) {
  return Object.values(runs).map((run) => [
    run.title,
    fixed(run.throughput, 0),
    String(run.latency.p50),
    String(run.latency.p99),
    String(run.requests),
    Object.entries(run.statusCodes)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ') || '-',
    String(run.errors),
    String(run.timeouts),
  ]);
}

/** A plain-text table with aligned columns (numbers right-aligned). */
export function textTable(columns, rows) {
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
  const numeric = columns.map((_, index) => rows.every((row) => /^[-\d.]+$/.test(row[index])));
  const line = (cells) => cells.map((cell, index) => (numeric[index] ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join('  ');
  return [line(columns), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const cell = (text) => String(text).replaceAll('|', '\\|');

export function markdownTable(columns, rows) {
  return [`| ${columns.map(cell).join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join(
    '\n',
  );
}

function budgetValue(check) {
  if (check.id.endsWith(':lcp')) return `${ms(check.actual)} ms`;
  if (check.id.endsWith(':cls')) return fixed(check.actual, 3);
  if (/:(js|js-gzip|image)$|:font:|^files:/.test(check.id)) return `${kb(check.actual)} KiB`;
  if (check.id === 'server:flood-ratio' || check.id.endsWith(':tbt-ratio')) return `${fixed(check.actual, 2)}x`;
  if (check.id === 'server:menu-throughput') return `${fixed(check.actual, 0)} req/s`;
  return String(check.actual);
}

/** "7 scripts, 148.3 KiB": what one run's simulated LCP counted (lcp-graph.mjs). */
export function lcpScriptsText(counted) {
  if (!counted) return 'scripts unknown';
  if (counted.count === 0) return 'no scripts';
  return `${counted.count} ${counted.count === 1 ? 'script' : 'scripts'}, ${kb(counted.bytes)} KiB`;
}

/** One row per page: each run's LCP and the scripts it counted, then the applied-throttling run. */
function lcpRunRows(pages, runs) {
  return pages.map(({ path, lighthouse: { perRun = [], applied } }) => [
    path,
    ...Array.from({ length: runs }, (_, index) => (perRun[index] ? `${ms(perRun[index].metrics.lcp)} ms: ${lcpScriptsText(perRun[index].lcpScripts)}` : '-')),
    applied ? `${ms(applied.lcp)} ms (${(applied.runs ?? [applied]).map((run) => ms(run.lcp)).join(', ')}; perf ${applied.performance})` : '-',
  ]);
}

export function budgetLines(checks) {
  return checks.map((check) => `${check.info ? (check.ok ? 'info' : 'INFO, over') : check.ok ? 'PASS' : 'FAIL'}  ${check.label}: ${budgetValue(check)}`);
}

/** The older absolute budgets that a page is over: reported, not judged. */
function infoLines(checks) {
  const over = checks.filter((check) => check.info && !check.ok);
  if (over.length === 0) return ['The absolute budgets (information only) all hold too.', ''];
  return ['Over an absolute budget (information only, not judged):', '', ...budgetLines(over).map((line) => `- ${line}`), ''];
}

/** latest.md: context, both tables, the budgets, what Lighthouse flagged, and the chart. */
export function renderMarkdown(results) {
  const { meta, reference = null, pages, server, checks } = results;
  const judged = checks.filter((check) => !check.info);
  const failed = judged.filter((check) => !check.ok);
  const lines = [
    `# CrepiVara benchmark`,
    '',
    `${meta.date} · commit ${meta.commit} · Node ${meta.node} · ${meta.chromium} · Lighthouse ${meta.lighthouse} (mobile, simulated throttling, median of ${meta.runs} runs) · autocannon ${meta.autocannon} · ${meta.cpus} × ${meta.cpuModel} · Lighthouse benchmarkIndex ${fixed(meta.benchmarkIndex, 0)} (the reference page's runs, median) · load average ${meta.loadAverage.start[0]} at start, ${meta.loadAverage.end[0]} at end · ${Math.round(meta.durationSeconds)} s`,
    '',
    ...(meta.partial ? ['**Partial run** (--pages or --no-load): the budgets cover only what ran.', ''] : []),
    failed.length === 0 ? `**All ${judged.length} budgets hold.**` : `**${failed.length} of ${judged.length} budgets missed.**`,
    '',
    '![Scores and /menu latency](chart.svg)',
    '',
    '## Pages (Lighthouse medians, JS and images)',
    '',
    markdownTable(PAGE_COLUMNS, pageRows(pages, reference)),
    '',
    "The reference: a bare App Router page (a heading and a paragraph) built with the same next.config.ts and served the same way, audited in the same run (bench/lib/reference.mjs); \"ref\" columns compare each page with it, and the speed budgets are judged on them, since TBT and scores scale with the host. KiB = 1024 bytes. JS: Lighthouse's transfer size of every script the page loaded (lazy and prefetched chunks included, headers included), the JS budget. HTML JS gzip: only the scripts of the HTML, fetched and gzipped (zlib default level), what the bench counted before. Total: Lighthouse's transfer size of everything. max img: largest image the mobile page downloaded. benchmark index: Lighthouse's measure of the host's speed (median of the runs).",
    '',
    '## LCP per run',
    '',
    markdownTable(
      ['page', ...Array.from({ length: meta.runs }, (_, index) => `run ${index + 1}`), 'applied throttling: median (runs)'],
      lcpRunRows(reference ? [{ ...reference, path: 'reference' }, ...pages] : pages, meta.runs),
    ),
    '',
    "Each run's simulated LCP and the scripts it counted. Lighthouse counts every request that finished before the largest paint it observed on the loopback, and a script that ran in a short task (under 10 ms) even when it ran after that paint. Chromium releases the framework's scripts (about 125 KiB gzip of React and Next.js) when it first paints; those that land before the painted frame reaches the screen are charged to the paint, so the same build scores from about 1.2 s (no scripts counted) to about 2.9 s (all of them), roughly 0.1 s per 10 KiB counted.",
    '',
    "Applied throttling: further runs per page (3 by default, `--applied-runs`) in which Lighthouse really slows the page down to the same mobile profile (devtools throttling: 150 ms RTT scaled to 562.5 ms per request, 1.6 Mbps, 4x CPU) and observes LCP instead of estimating it. The LCP budget (the reference's + 0.3 s; 1.8 s as information) is judged on their median; the simulated LCP above is reported, not budgeted.",
    '',
    '## Server (autocannon, 10 connections, 10 s)',
    '',
    ...(server
      ? [
          markdownTable(SERVER_COLUMNS, serverRows(server.runs)),
          '',
          `/menu p50 under the login flood: ${fixed(server.ratioP50, 2)}x alone (p99: ${fixed(server.ratioP99, 2)}x); / p50: ${fixed(server.homeRatioP50, 2)}x.`,
        ]
      : ['Not measured in this run (--no-load).']),
    '',
    '## Budgets',
    '',
    ...(failed.length > 0 ? ['Missed:', '', ...budgetLines(failed).map((line) => `- ${line}`), ''] : []),
    ...infoLines(checks),
    '<details><summary>Every check</summary>',
    '',
    ...budgetLines(checks).map((line) => `- ${line}`),
    '',
    '</details>',
  ];
  const flagged = pages.filter((page) => page.lighthouse.flagged.length > 0);
  if (flagged.length > 0) {
    lines.push('', '## What Lighthouse flagged (worst score over the runs)', '');
    for (const page of flagged) {
      const items = page.lighthouse.flagged.map(
        (item) => `${item.category}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''} [${item.score}]`,
      );
      lines.push(`- ${page.path}: ${items.join('; ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
