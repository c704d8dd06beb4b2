// Types for budgets.mjs (the benchmark is plain Node ESM; this lets the Vitest file typecheck).
export declare const KB: number;

export interface Budgets {
  tbtRatio: number;
  lcpOverReferenceMs: number;
  performanceBelowReference: number;
  jsTransferBytes: number;
  jsUncompressedOverReference: number;
  jsUncompressedPages: string[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  imageBytes: number;
  fontBytes: number;
  floodP50Ratio: number;
  pageRequestsPerSecond: number;
  info: { performance: number; lcpMs: number; jsGzipBytes: number };
}
export declare const BUDGETS: Budgets;

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}
export interface Metrics {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}
export interface LcpScripts {
  count: number;
  bytes: number;
}
export interface FontUse {
  file: string;
  url: string;
  bytes: number;
  sameOrigin: boolean;
}
export interface PageResult {
  path: string;
  noindex: boolean;
  noindexAllowed: boolean;
  lighthouse: {
    scores: Scores;
    metrics: Metrics;
    totalBytes?: number;
    /** Lighthouse's transfer size of every script the page loaded (median): the JS budget. */
    scriptBytes?: number;
    /** The same scripts decompressed (median). */
    scriptResourceBytes?: number;
    benchmarkIndex?: number;
    /** Each Lighthouse run: its metrics and the scripts its simulated LCP counted (null: unknown). */
    perRun?: { metrics: Metrics; lcpScripts?: LcpScripts | null }[];
    /** Runs with Lighthouse's applied (devtools) throttling: their median LCP is the LCP budget. */
    applied?: { lcp: number; performance: number; runs?: Array<{ lcp: number; performance: number }> } | null;
    flagged: { category: string; id: string; title: string; score: number; displayValue: string }[];
  };
  weight: { jsGzipBytes: number; largestImage: { url: string; bytes: number } | null; fonts: FontUse[] };
}
export interface LoadRun {
  title: string;
  url?: string;
  requests: number;
  throughput: number;
  latency: { p50: number; p99: number; average?: number; max?: number };
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  status5xx: number;
}
export interface ServerRuns {
  home: LoadRun;
  menu: LoadRun;
  homeUnderFlood: LoadRun;
  menuUnderFlood: LoadRun;
  flood: LoadRun;
}
export interface Check {
  id: string;
  label: string;
  actual: number;
  limit: number;
  ok: boolean;
  /** Reported, never failing a run (the absolute budgets of issues 6 and 13). */
  info?: boolean;
}

export declare function median(values: readonly (number | undefined)[]): number | undefined;
export declare function medianOfRuns<T extends Record<string, number | undefined>>(runs: readonly T[]): { [K in keyof T]: number | undefined };
export declare function floodRatio(aloneP50: number, floodP50: number): number;
export declare function tbtRatio(tbt: number | undefined, referenceTbt: number | undefined): number | undefined;
export declare function checkBudgets(
  input: { pages: readonly PageResult[]; reference?: PageResult | null; server: ServerRuns | null; images?: readonly { path: string; bytes: number }[] },
  budgets?: Budgets,
): Check[];

export declare function percentile(values: number[], p: number): number | undefined;
