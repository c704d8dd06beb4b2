// Types for lcp-graph.mjs (see budgets.d.mts).
import type { LcpScripts } from './budgets.mjs';

export interface LanternNodeLike {
  type: string;
  request?: { resourceType?: string; transferSize?: number; url: string };
}
export declare function countedScripts(nodes: Iterable<LanternNodeLike>): LcpScripts;
