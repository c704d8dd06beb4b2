import { describe, expect, it } from 'vitest';
import { countedScripts } from './lcp-graph.mjs';

const request = (url: string, resourceType: string, transferSize: number) => ({ type: 'network', request: { url, resourceType, transferSize } });

describe('countedScripts', () => {
  it('adds up the script requests of the graph and nothing else', () => {
    const nodes = [
      request('http://x/', 'Document', 12_000),
      request('http://x/a.js', 'Script', 70_000),
      request('http://x/b.js', 'Script', 4_500),
      request('http://x/font.woff2', 'Font', 24_000),
      { type: 'cpu' },
    ];
    expect(countedScripts(nodes)).toEqual({ count: 2, bytes: 74_500 });
  });

  it('counts a URL once and copes with an empty graph or a missing size', () => {
    expect(countedScripts([request('http://x/a.js', 'Script', 10), request('http://x/a.js', 'Script', 10)])).toEqual({ count: 1, bytes: 10 });
    expect(countedScripts([{ type: 'network', request: { url: 'http://x/c.js', resourceType: 'Script' } }])).toEqual({ count: 1, bytes: 0 });
    expect(countedScripts([])).toEqual({ count: 0, bytes: 0 });
  });
});
