// Types for lcp-graph.mjs (see budgets.d.mts).
export interface LanternNodeLike {
  type: string;
  request?: { resourceType?: string; transferSize?: number; url: string };
}
export declare function countedScripts(nodes: Iterable<LanternNodeLike>): { count: number; bytes: number };
