// Types for chart.mjs (see budgets.d.mts).
import type { Results } from './report.mjs';

export declare function renderChart(results: Pick<Results, 'pages' | 'server'>): string;
