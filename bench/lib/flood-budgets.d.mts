// Types for flood-budgets.mjs (the benchmark is plain Node ESM; this lets the Vitest file typecheck).
export declare const FLOOD_BUDGETS: { ownerSuccessRate: number; ownerP95Ms: number };
export interface FloodCheck {
  id: string;
  label: string;
  actual: number | undefined;
  limit: number;
  ok: boolean;
}
/** The owner's tries during a flood. */
export interface OwnerDuringFlood {
  tries: number;
  successes: number;
  successRate: number;
  p50Ms: number | undefined;
  p95Ms: number | undefined;
  maxMs: number;
  statuses: Record<string, number>;
  aloneP50Ms: number | undefined;
}
export declare function floodSummary(input: {
  flood: Record<string, unknown>;
  logins: { status: number; ms: number }[];
  alone?: { status: number; ms: number }[];
  created: number;
  ceiling: number;
  logLines: { ceiling: number; shed: number };
}): {
  owner: OwnerDuringFlood;
  created: number;
  ceiling: number;
  checks: FloodCheck[];
};
export declare function activationFloodSummary(input: {
  flood: { requests: number; statusCodes: Record<string, number>; errors: number; timeouts: number };
  logins: { status: number; ms: number }[];
  alone?: { status: number; ms: number }[];
  limit: number;
  logLines: Record<string, number>;
}): {
  owner: OwnerDuringFlood;
  limit: number;
  checks: FloodCheck[];
};
