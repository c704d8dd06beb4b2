// What Lighthouse's simulated LCP counted. Lantern estimates LCP from the requests that finished
// before the largest paint it observed on the loopback; a script is left out only when it ran
// after that paint in a task of 10 ms or more (shorter tasks are pruned from its graph, and a
// script whose task is gone counts whenever its download ended first). So the same build scores
// from ~1.2 s to ~2.9 s, depending on how much of the framework's JavaScript reached the loopback
// before the first frame. Reporting the script bytes each run counted shows that next to every LCP.

/**
 * Script requests among a Lantern graph's nodes: how many and their transfer bytes.
 * `nodes` are Lantern nodes ({type: 'network', request: {resourceType, transferSize, url}} or CPU).
 */
export function countedScripts(nodes) {
  const urls = new Set();
  let bytes = 0;
  for (const node of nodes) {
    if (node.type !== 'network' || node.request?.resourceType !== 'Script' || urls.has(node.request.url)) continue;
    urls.add(node.request.url);
    bytes += node.request.transferSize ?? 0;
  }
  return { count: urls.size, bytes };
}
