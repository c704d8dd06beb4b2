import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, floodRatio, KB, median, medianOfRuns, type LoadRun, type PageResult, type ServerRuns } from './budgets.mjs';

function page(overrides: Partial<PageResult> = {}): PageResult {
  return {
    path: '/',
    noindex: false,
    noindexAllowed: false,
    lighthouse: {
      scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
      metrics: { fcp: 800, lcp: 1500, tbt: 20, cls: 0, si: 900 },
      applied: { lcp: 1600, performance: 98 },
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

function run(overrides: Partial<LoadRun> = {}): LoadRun {
  return { title: 'GET /', requests: 100, throughput: 10, latency: { p50: 10, p99: 30 }, statusCodes: { 200: 100 }, errors: 0, timeouts: 0, status5xx: 0, ...overrides };
}

function server(overrides: Partial<ServerRuns> = {}): ServerRuns {
  return {
    home: run(),
    menu: run({ title: 'GET /menu', latency: { p50: 20, p99: 60 } }),
    menuUnderFlood: run({ title: 'GET /menu under flood', latency: { p50: 50, p99: 120 } }),
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
    expect(medianOfRuns([{ lcp: 3000, cls: 0 }, { lcp: 1500, cls: 0.1 }, { lcp: 1800, cls: 0 }])).toEqual({ lcp: 1800, cls: 0 });
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
    const checks = checkBudgets({ pages: [page()], server: server(), images: [{ path: 'public/a.webp', bytes: 20 * KB }] });
    expect(failing(checks)).toEqual([]);
    expect(checks.map((check) => check.id)).toEqual(
      expect.arrayContaining(['/:performance', '/:seo', '/:lcp', '/:js', '/:image', 'files:image', 'server:flood-ratio', 'server:flood-401']),
    );
  });

  it('fails each page budget at its limit + 1', () => {
    const bad = page({
      lighthouse: {
        scores: { performance: BUDGETS.performance - 1, accessibility: 99, bestPractices: 99, seo: 99 },
        metrics: { fcp: 800, lcp: 1500, tbt: 20, cls: 0.001, si: 900 },
        applied: { lcp: BUDGETS.lcpMs + 1, performance: 90 },
        flagged: [],
      },
      weight: {
        jsGzipBytes: BUDGETS.jsGzipBytes + 1,
        largestImage: { url: '/big.webp', bytes: BUDGETS.imageBytes + 1 },
        fonts: [{ file: 'cdn.woff2', url: 'https://fonts.example/cdn.woff2', bytes: 10 * KB, sameOrigin: false }],
      },
    });
    expect(failing(checkBudgets({ pages: [bad], server: null }))).toEqual([
      '/:performance',
      '/:accessibility',
      '/:best-practices',
      '/:seo',
      '/:cls',
      '/:lcp',
      '/:js',
      '/:image',
      '/:font:cdn.woff2',
    ]);
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

  it('fails the flood ratio above 3x, errors, timeouts, 5xx, non-200 GETs and flood answers other than 401', () => {
    const slow = server({ menuUnderFlood: run({ title: 'x', latency: { p50: 61, p99: 200 } }) });
    expect(failing(checkBudgets({ pages: [], server: slow }))).toEqual(['server:flood-ratio']);

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
    const blank = page({ lighthouse: { ...page().lighthouse, applied: { lcp: Number.NaN, performance: 98 } } });
    expect(failing(checkBudgets({ pages: [blank], server: null }))).toEqual(['/:lcp']);
  });

  it('judges LCP on the applied-throttling median, not the simulated estimate (issue 13)', () => {
    const simulatedSlow = page({ lighthouse: { ...page().lighthouse, metrics: { ...page().lighthouse.metrics, lcp: 2900 } } });
    expect(failing(checkBudgets({ pages: [simulatedSlow], server: null }))).toEqual([]);
    expect(BUDGETS.lcpMs).toBe(1800);
    const appliedSlow = page({ lighthouse: { ...page().lighthouse, applied: { lcp: 1801, performance: 97 } } });
    expect(failing(checkBudgets({ pages: [appliedSlow], server: null }))).toEqual(['/:lcp']);
    // --no-applied: nothing to judge LCP on, so no LCP check at all (the run is partial).
    const none = page({ lighthouse: { ...page().lighthouse, applied: null } });
    expect(checkBudgets({ pages: [none], server: null }).map((check) => check.id)).not.toContain('/:lcp');
  });
});
