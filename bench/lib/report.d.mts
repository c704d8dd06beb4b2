// Types for report.mjs (see budgets.d.mts).
import type { Check, LcpScripts, PageResult, ServerRuns } from './budgets.mjs';

export interface Results {
  meta: {
    date: string;
    commit: string;
    node: string;
    chromium: string;
    lighthouse: string;
    autocannon: string;
    cpus: number;
    cpuModel: string;
    loadAverage: { start: number[]; end: number[] };
    runs: number;
    benchmarkIndex?: number;
    partial: boolean;
    durationSeconds: number;
  };
  reference?: PageResult | null;
  pages: PageResult[];
  server: { runs: ServerRuns; ratioP50: number; ratioP99: number; homeRatioP50: number } | null;
  checks: Check[];
}

export declare const PAGE_COLUMNS: string[];
export declare const SERVER_COLUMNS: string[];
export declare function pageRows(pages: readonly PageResult[], reference?: PageResult | null): string[][];
export declare function serverRows(runs: ServerRuns): string[][];
export declare function textTable(columns: readonly string[], rows: readonly string[][]): string;
export declare function markdownTable(columns: readonly string[], rows: readonly string[][]): string;
export declare function lcpScriptsText(counted: LcpScripts | null | undefined): string;
export declare function budgetLines(checks: readonly Check[]): string[];
export declare function renderMarkdown(results: Results): string;
