export function percentile(values: number[], p: number): number;
