import { describe, expect, it } from 'vitest';
import type { Check, LoadRun, PageResult } from './budgets.mjs';
import { renderChart } from './chart.mjs';
import { lcpScriptsText, markdownTable, renderMarkdown, textTable, type Results } from './report.mjs';

const page = (path: string, performance: number): PageResult => ({
  path,
  noindex: false,
  noindexAllowed: false,
  lighthouse: {
    scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
    metrics: { fcp: 812.4, lcp: 1650.6, tbt: 30, cls: 0, si: 900 },
    totalBytes: 300 * 1024,
    scriptBytes: 160 * 1024,
    perRun: [
      { metrics: { fcp: 800, lcp: 1650.6, tbt: 30, cls: 0, si: 900 }, lcpScripts: { count: 3, bytes: 18.6 * 1024 } },
      { metrics: { fcp: 800, lcp: 2612.2, tbt: 30, cls: 0, si: 900 }, lcpScripts: { count: 9, bytes: 154.5 * 1024 } },
      { metrics: { fcp: 800, lcp: 1598, tbt: 30, cls: 0, si: 900 }, lcpScripts: null },
    ],
    applied: { lcp: 1714.4, performance: 98 },
    flagged: performance < 95 ? [{ category: 'performance', id: 'lcp', title: 'Largest Contentful Paint', score: 0.7, displayValue: '2.5 s' }] : [],
  },
  weight: { jsGzipBytes: 148 * 1024, largestImage: { url: '/a.webp', bytes: 10 * 1024 }, fonts: [] },
});

const run = (title: string, p50: number, p99: number, statusCodes: Record<string, number> = { 200: 10 }): LoadRun => ({
  title,
  requests: 10,
  throughput: 123.4,
  latency: { p50, p99 },
  statusCodes,
  errors: 0,
  timeouts: 0,
  status5xx: 0,
});

const checks: Check[] = [
  { id: '/:performance', label: '/ performance >= 95', actual: 99, limit: 95, ok: true },
  { id: '/x<y>:lcp', label: '/x<y> LCP <= 2000 ms', actual: 2500.4, limit: 2000, ok: false },
];

const results: Results = {
  meta: {
    date: '2026-11-22T05:00:00.000Z',
    commit: 'abc1234',
    node: '20.20.2',
    chromium: 'Chromium 140',
    lighthouse: '12.8.2',
    autocannon: '9.0.0',
    cpus: 2,
    cpuModel: 'Test CPU',
    loadAverage: { start: [0.5], end: [1.5] },
    runs: 3,
    partial: false,
    durationSeconds: 300,
  },
  pages: [page('/', 99), page('/x<y>', 90)],
  server: {
    runs: {
      home: run('GET /', 5, 12),
      menu: run('GET /menu', 20, 60),
      homeUnderFlood: run('GET / under login flood', 6, 14),
      menuUnderFlood: run('GET /menu under login flood', 30, 90),
      flood: run('POST /api/auth flood', 1500, 1700, { 401: 80 }),
    },
    ratioP50: 1.5,
    ratioP99: 1.5,
    homeRatioP50: 1.2,
  },
  checks,
};

describe('textTable', () => {
  it('pads text columns right and number columns left', () => {
    expect(
      textTable(
        ['page', 'ms'],
        [
          ['/', '5'],
          ['/menu', '120'],
        ],
      ),
    ).toBe(['page    ms', '-----  ---', '/        5', '/menu  120'].join('\n'));
  });
});

describe('markdownTable', () => {
  it('escapes pipes inside cells', () => {
    expect(markdownTable(['a'], [['x|y']])).toBe('| a |\n| --- |\n| x\\|y |');
  });
});

describe('renderMarkdown', () => {
  it('says how many budgets were missed, lists them, and shows the tables and the chart', () => {
    const markdown = renderMarkdown(results);
    expect(markdown).toContain('**1 of 2 budgets missed.**');
    expect(markdown).toContain('- FAIL  /x<y> LCP <= 2000 ms: 2500 ms');
    expect(markdown).toContain('| / | 99 | - | 100 | 100 | 100 | 812 | 1651 | 1714 | - | 30 | - | 0.000 | 900 | 300.0 | 160.0 | - | 148.0 | 10.0 | - |');
    expect(markdown).toContain('| POST /api/auth flood | 123 | 1500 | 1700 | 10 | 401: 80 | 0 | 0 |');
    expect(markdown).toContain('/menu p50 under the login flood: 1.50x alone');
    expect(markdown).toContain('![Scores and /menu latency](chart.svg)');
    expect(markdown).toContain('- /x<y>: performance: Largest Contentful Paint (2.5 s) [0.7]');
    expect(markdown).not.toContain('Partial run');
  });

  it('puts the reference page first and compares every page with it', () => {
    const ref = page('/', 100);
    const reference = {
      ...ref,
      lighthouse: {
        ...ref.lighthouse,
        metrics: { ...ref.lighthouse.metrics, tbt: 20 },
        scriptBytes: 131 * 1024,
        applied: { lcp: 1214.4, performance: 100 },
        benchmarkIndex: 1830.4,
      },
    };
    const markdown = renderMarkdown({ ...results, reference, meta: { ...results.meta, benchmarkIndex: 1830.4 } });
    expect(markdown).toContain('benchmarkIndex 1830');
    expect(markdown).toContain(
      '| reference (bare Next page) | 100 | 0 | 100 | 100 | 100 | 812 | 1651 | 1214 | 0 | 20 | 1.00 | 0.000 | 900 | 300.0 | 131.0 | 0.0 | 148.0 | 10.0 | 1830 |',
    );
    expect(markdown).toContain(
      '| / | 99 | -1 | 100 | 100 | 100 | 812 | 1651 | 1714 | +500 | 30 | 1.50 | 0.000 | 900 | 300.0 | 160.0 | +29.0 | 148.0 | 10.0 | - |',
    );
    expect(markdown).toContain('| reference | 1651 ms: 3 scripts, 18.6 KiB |');
  });

  it('lists the absolute budgets a page is over as information, apart from the misses', () => {
    const info = { id: '/:info:lcp', label: '/ LCP (applied throttling, median) <= 1800 ms', actual: 1850, limit: 1800, ok: false, info: true };
    const markdown = renderMarkdown({ ...results, checks: [...checks, info] });
    expect(markdown).toContain('**1 of 2 budgets missed.**');
    expect(markdown).toContain('- INFO, over  / LCP (applied throttling, median) <= 1800 ms: 1850 ms');
  });

  it("shows every run's LCP with the scripts the estimate counted", () => {
    const markdown = renderMarkdown(results);
    expect(markdown).toContain('## LCP per run');
    expect(markdown).toContain('| page | run 1 | run 2 | run 3 | applied throttling: median (runs) |');
    expect(markdown).toContain('| / | 1651 ms: 3 scripts, 18.6 KiB | 2612 ms: 9 scripts, 154.5 KiB | 1598 ms: scripts unknown | 1714 ms (1714; perf 98) |');
  });

  it('leaves the applied-throttling cell empty when that run was skipped', () => {
    const pages = [{ ...page('/', 99), lighthouse: { ...page('/', 99).lighthouse, applied: null } }];
    expect(renderMarkdown({ ...results, pages })).toMatch(/\| \/ \| 1651 ms: 3 scripts, 18\.6 KiB \| [^\n]* \| - \|/);
  });

  it('marks a partial run and copes without server numbers', () => {
    const markdown = renderMarkdown({ ...results, meta: { ...results.meta, partial: true }, server: null, checks: [checks[0]!] });
    expect(markdown).toContain('**Partial run**');
    expect(markdown).toContain('Not measured in this run');
    expect(markdown).toContain('**All 1 budgets hold.**');
  });
});

describe('lcpScriptsText', () => {
  it('says how many scripts and KiB the simulated LCP counted, or that it is unknown', () => {
    expect(lcpScriptsText({ count: 7, bytes: 148.26 * 1024 })).toBe('7 scripts, 148.3 KiB');
    expect(lcpScriptsText({ count: 1, bytes: 4.7 * 1024 })).toBe('1 script, 4.7 KiB');
    expect(lcpScriptsText({ count: 0, bytes: 0 })).toBe('no scripts');
    expect(lcpScriptsText(null)).toBe('scripts unknown');
    expect(lcpScriptsText(undefined)).toBe('scripts unknown');
  });
});

describe('renderChart', () => {
  it('draws four score bars per page and four latency bars, with escaped labels', () => {
    const svg = renderChart(results);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect [^>]*><title>/g)).toHaveLength(2 * 4);
    expect(svg).toContain('<title>/ Performance: 99</title>');
    expect(svg).toContain('/x&#60;y&#62;');
    expect(svg).not.toContain('/x<y>');
    for (const label of ['p50 alone', 'p50 under flood', 'p99 alone', 'p99 under flood']) expect(svg).toContain(`>${label}</text>`);
  });

  it('starts the score axis at 50, so 75 fills half the plot and anything lower stays empty', () => {
    const svg = renderChart({ pages: [page('/half', 75), page('/low', 20)], server: null });
    expect(svg).toContain('<rect x="');
    expect(svg).toMatch(/height="90\.0" fill="#7c3aed"><title>\/half Performance: 75<\/title>/);
    expect(svg).toMatch(/height="0\.0" fill="#7c3aed"><title>\/low Performance: 20<\/title>/);
  });

  it('leaves the latency panel out when the server was not measured', () => {
    expect(renderChart({ pages: results.pages, server: null })).not.toContain('p50 alone');
  });
});
