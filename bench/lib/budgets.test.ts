import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  checkBudgets,
  floodRatio,
  KB,
  median,
  medianOfRuns,
  percentile,
  tbtRatio,
  type LoadRun,
  type PageResult,
  type ServerRuns,
} from './budgets.mjs';

function page(overrides: Partial<PageResult> = {}): PageResult {
  return {
    path: '/',
    noindex: false,
    noindexAllowed: false,
    lighthouse: {
      scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
      metrics: { fcp: 800, lcp: 1500, tbt: 20, cls: 0, si: 900 },
      scriptBytes: 125 * KB,
      scriptResourceBytes: 470 * KB,
      applied: { lcp: 1450, performance: 98 },
      flagged: [],
    },
    weight: {
      jsGzipBytes: 140 * KB,
      largestImage: { url: '/a.webp', bytes: 12 * KB },
      fonts: [{ file: 'nunito.woff2', url: '/_next/static/media/nunito.woff2', bytes: 24 * KB, sameOrigin: true }],
    },
    ...overrides,
  };
}

/** The bare page of the same run: a little faster than page(). */
function reference(overrides: Partial<PageResult['lighthouse']> = {}): PageResult {
  const base = page({ path: 'reference' });
  return {
    ...base,
    lighthouse: {
      ...base.lighthouse,
      scores: { ...base.lighthouse.scores, performance: 100 },
      metrics: { ...base.lighthouse.metrics, tbt: 16 },
      scriptBytes: 131 * KB,
      scriptResourceBytes: 446 * KB,
      applied: { lcp: 1200, performance: 100 },
      ...overrides,
    },
  };
}

function run(overrides: Partial<LoadRun> = {}): LoadRun {
  return {
    title: 'GET /',
    requests: 100,
    throughput: 800,
    latency: { p50: 10, p99: 30 },
    statusCodes: { 200: 100 },
    errors: 0,
    timeouts: 0,
    status5xx: 0,
    ...overrides,
  };
}

function server(overrides: Partial<ServerRuns> = {}): ServerRuns {
  return {
    home: run(),
    menu: run({ title: 'GET /menu', latency: { p50: 20, p99: 60 } }),
    homeUnderFlood: run({ title: 'GET / under flood', latency: { p50: 14, p99: 40 } }),
    menuUnderFlood: run({ title: 'GET /menu under flood', latency: { p50: 28, p99: 120 } }),
    flood: run({ title: 'flood', statusCodes: { 401: 80 }, requests: 80 }),
    ...overrides,
  };
}

const failing = (checks: ReturnType<typeof checkBudgets>) => checks.filter((check) => !check.ok).map((check) => check.id);

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 7, Number.NaN])).toBe(7);
    expect(median([])).toBeUndefined();
  });

  it('works per key over runs', () => {
    expect(
      medianOfRuns([
        { lcp: 3000, cls: 0 },
        { lcp: 1500, cls: 0.1 },
        { lcp: 1800, cls: 0 },
      ]),
    ).toEqual({ lcp: 1800, cls: 0 });
  });
});

describe('floodRatio', () => {
  it('divides the flooded p50 by the lone one and refuses a zero baseline', () => {
    expect(floodRatio(20, 50)).toBe(2.5);
    expect(floodRatio(0, 5)).toBe(Infinity);
  });
});

describe('checkBudgets', () => {
  it('passes a page and server within every budget', () => {
    const checks = checkBudgets({ pages: [page()], reference: reference(), server: server(), images: [{ path: 'public/a.webp', bytes: 20 * KB }] });
    expect(failing(checks)).toEqual([]);
    expect(checks.map((check) => check.id)).toEqual(
      expect.arrayContaining(['/:performance', '/:tbt-ratio', '/:seo', '/:lcp', '/:js', '/:image', 'files:image', 'server:flood-ratio', 'server:flood-401']),
    );
  });

  it('fails each page budget at its limit + 1', () => {
    const ref = reference();
    const bad = page({
      lighthouse: {
        scores: { performance: ref.lighthouse.scores.performance - BUDGETS.performanceBelowReference - 1, accessibility: 99, bestPractices: 99, seo: 99 },
        metrics: { fcp: 800, lcp: 1500, tbt: ref.lighthouse.metrics.tbt * BUDGETS.tbtRatio + 1, cls: 0.001, si: 900 },
        scriptBytes: BUDGETS.jsTransferBytes + 1,
        scriptResourceBytes: ref.lighthouse.scriptResourceBytes! + BUDGETS.jsUncompressedOverReference + 1,
        applied: { lcp: ref.lighthouse.applied!.lcp + BUDGETS.lcpOverReferenceMs + 1, performance: 90 },
        flagged: [],
      },
      weight: {
        jsGzipBytes: 100 * KB,
        largestImage: { url: '/big.webp', bytes: BUDGETS.imageBytes + 1 },
        fonts: [{ file: 'cdn.woff2', url: 'https://fonts.example/cdn.woff2', bytes: 10 * KB, sameOrigin: false }],
      },
    });
    expect(failing(checkBudgets({ pages: [bad], reference: ref, server: null }))).toEqual([
      '/:tbt-ratio',
      '/:performance',
      '/:js-ref',
      '/:js-uncompressed',
      '/:lcp',
      '/:js',
      '/:accessibility',
      '/:best-practices',
      '/:seo',
      '/:cls',
      '/:image',
      '/:font:cdn.woff2',
    ]);
    // The same page exactly at each relative limit passes.
    const atLimit = page({
      lighthouse: {
        ...page().lighthouse,
        scores: { ...page().lighthouse.scores, performance: ref.lighthouse.scores.performance - BUDGETS.performanceBelowReference },
        metrics: { ...page().lighthouse.metrics, tbt: ref.lighthouse.metrics.tbt * BUDGETS.tbtRatio },
        scriptBytes: ref.lighthouse.scriptBytes,
        scriptResourceBytes: ref.lighthouse.scriptResourceBytes! + BUDGETS.jsUncompressedOverReference,
        applied: { lcp: ref.lighthouse.applied!.lcp + BUDGETS.lcpOverReferenceMs, performance: 90 },
      },
    });
    expect(failing(checkBudgets({ pages: [atLimit], reference: ref, server: null }))).toEqual([]);
  });

  it('reports the absolute budgets of issues 6 and 13 as information that never fails a run', () => {
    const slowHost = page({
      lighthouse: {
        ...page().lighthouse,
        scores: { ...page().lighthouse.scores, performance: 80 },
        metrics: { ...page().lighthouse.metrics, tbt: 600 },
        applied: { lcp: 2150, performance: 80 },
      },
      weight: { ...page().weight, jsGzipBytes: BUDGETS.info.jsGzipBytes + 1 },
    });
    // A slow host: the reference is slow too, so the ratios hold.
    const slowReference = reference({
      scores: { ...reference().lighthouse.scores, performance: 82 },
      metrics: { ...reference().lighthouse.metrics, tbt: 500 },
      applied: { lcp: 1900, performance: 82 },
    });
    const checks = checkBudgets({ pages: [slowHost], reference: slowReference, server: null });
    expect(failing(checks.filter((check) => !check.info))).toEqual([]);
    expect(checks.filter((check) => check.info && !check.ok).map((check) => check.id)).toEqual(['/:info:performance', '/:info:lcp', '/:info:js-gzip']);
  });

  it('judges nothing relative without a reference (a partial run)', () => {
    const ids = checkBudgets({ pages: [page()], server: null }).map((check) => check.id);
    expect(ids).not.toContain('/:tbt-ratio');
    expect(ids).not.toContain('/:performance');
    expect(ids).toContain('/:js');
  });

  it('skips SEO only on a page allowed to be noindex that is noindex', () => {
    const lowSeo = (extra: Partial<PageResult>) =>
      page({ path: '/login', ...extra, lighthouse: { ...page().lighthouse, scores: { ...page().lighthouse.scores, seo: 60 } } });
    expect(failing(checkBudgets({ pages: [lowSeo({ noindex: true, noindexAllowed: true })], server: null }))).toEqual([]);
    expect(failing(checkBudgets({ pages: [lowSeo({ noindex: true, noindexAllowed: false })], server: null }))).toEqual(['/login:seo']);
    expect(failing(checkBudgets({ pages: [lowSeo({ noindex: false, noindexAllowed: true })], server: null }))).toEqual(['/login:seo']);
  });

  it('fails an image file over the limit anywhere in the project', () => {
    const checks = checkBudgets({ pages: [], server: null, images: [{ path: 'public/og.webp', bytes: BUDGETS.imageBytes + 1 }] });
    expect(failing(checks)).toEqual(['files:image']);
  });

  it('fails GET / or GET /menu under 500 requests a second', () => {
    const slow = server({
      home: run({ throughput: BUDGETS.pageRequestsPerSecond - 1 }),
      menu: run({ title: 'GET /menu', latency: { p50: 20, p99: 60 }, throughput: BUDGETS.pageRequestsPerSecond - 1 }),
    });
    expect(failing(checkBudgets({ pages: [], server: slow }))).toEqual(['server:menu-throughput', 'server:home-throughput']);
    const fast = server({ menu: run({ title: 'GET /menu', latency: { p50: 20, p99: 60 }, throughput: BUDGETS.pageRequestsPerSecond }) });
    expect(failing(checkBudgets({ pages: [], server: fast }))).toEqual([]);
  });

  it('fails a flood ratio above 1.5x on either page, errors, timeouts, 5xx, non-200 GETs and flood answers other than 401', () => {
    const slow = server({
      menuUnderFlood: run({ title: 'x', latency: { p50: 31, p99: 200 } }),
      homeUnderFlood: run({ title: 'x', latency: { p50: 16, p99: 40 } }),
    });
    expect(failing(checkBudgets({ pages: [], server: slow }))).toEqual(['server:flood-ratio', 'server:home-flood-ratio']);

    const broken = server({
      home: run({ errors: 1 }),
      menu: run({ title: 'GET /menu', latency: { p50: 20, p99: 60 }, statusCodes: { 200: 99, 307: 1 } }),
      menuUnderFlood: run({ title: 'y', latency: { p50: 30, p99: 90 }, timeouts: 2 }),
      flood: run({ title: 'flood', statusCodes: { 401: 70, 429: 5, 503: 1 }, status5xx: 1 }),
    });
    expect(failing(checkBudgets({ pages: [], server: broken }))).toEqual([
      'server:home:errors',
      'server:menu:errors',
      'server:menuUnderFlood:errors',
      'server:flood:errors',
      'server:flood-401',
    ]);
  });

  it('treats a missing measurement as a miss, not a pass', () => {
    const blank = page({ lighthouse: { ...page().lighthouse, applied: { lcp: Number.NaN, performance: 98 }, scriptBytes: undefined } });
    expect(failing(checkBudgets({ pages: [blank], reference: reference(), server: null }).filter((check) => !check.info))).toEqual([
      '/:js-ref',
      '/:lcp',
      '/:js',
    ]);
  });

  it('judges LCP on the applied-throttling median, not the simulated estimate', () => {
    const simulatedSlow = page({ lighthouse: { ...page().lighthouse, metrics: { ...page().lighthouse.metrics, lcp: 2900 } } });
    expect(failing(checkBudgets({ pages: [simulatedSlow], reference: reference(), server: null }))).toEqual([]);
    // --no-applied: nothing to judge LCP on, so no LCP check at all (the run is partial).
    const none = page({ lighthouse: { ...page().lighthouse, applied: null } });
    const ids = checkBudgets({ pages: [none], reference: reference(), server: null }).map((check) => check.id);
    expect(ids).not.toContain('/:lcp');
    expect(ids).not.toContain('/:info:lcp');
  });
});

describe('tbtRatio', () => {
  it('divides by the reference, calls two zeros even and blocking against none infinite', () => {
    expect(tbtRatio(30, 20)).toBe(1.5);
    expect(tbtRatio(0, 0)).toBe(1);
    expect(tbtRatio(5, 0)).toBe(Infinity);
    expect(tbtRatio(undefined, 20)).toBeUndefined();
  });
});

describe('percentile', () => {
  it('takes the nearest-rank percentile', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([], 95)).toBeUndefined();
  });
});
