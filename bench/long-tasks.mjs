#!/usr/bin/env node
// What Lighthouse's Total Blocking Time is made of: its own long tasks (simulated throttling, the
// durations it charges after multiplying the observed ones by the CPU slowdown), per run, for
// A/B comparisons of builds served side by side. bench/trace.mjs shows what a page really does at
// 4x CPU; this shows what the budgeted number counts, which can differ (the simulation replays an
// unthrottled load, where work from several scripts lands in one task).
//
//   node bench/long-tasks.mjs http://127.0.0.1:4561/ http://127.0.0.1:4560/menu [--runs=5]
//
// The URLs are audited in turn, round after round, so a busier minute weighs on all of them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './lib/budgets.mjs';
import { CHROME_FLAGS } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Which part of the page a long task belongs to: a script's file name, the document, or neither. */
function source(url, pageUrl) {
  if (!url || url === 'Unattributable') return 'unattributed';
  return url === pageUrl ? 'document' : url.split('/').pop();
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no report'}`);
    const fcp = lhr.audits['first-contentful-paint'].numericValue;
    const tasks = (lhr.audits['long-tasks'].details?.items ?? []).map((task) => ({
      start: task.startTime - fcp,
      ms: task.duration,
      source: source(task.url, lhr.finalDisplayedUrl),
    }));
    return { tbt: lhr.audits['total-blocking-time'].numericValue, fcp, tasks };
  } finally {
    await chrome.kill();
  }
}

const results = new Map(urls.map((url) => [url, []]));
for (let round = 0; round < runs; round += 1) {
  for (const url of urls) results.get(url).push(await auditOnce(url));
}

const ms = (value) => value.toFixed(0);
for (const [url, audits] of results) {
  const tbts = audits.map((audit) => audit.tbt);
  const longest = audits.map((audit) => Math.max(0, ...audit.tasks.map((task) => task.ms)));
  console.log(`\n## ${url} (${runs} runs, Lighthouse simulated throttling)`);
  console.log(`TBT median ${ms(median(tbts))} ms, min-max ${ms(Math.min(...tbts))}-${ms(Math.max(...tbts))}: ${tbts.map(ms).join(', ')}`);
  console.log(`longest task median ${ms(median(longest))} ms: ${longest.map(ms).join(', ')}`);
  audits.forEach((audit, index) => {
    const tasks = [...audit.tasks].sort((a, b) => a.start - b.start);
    console.log(
      `  run ${index + 1}: TBT ${ms(audit.tbt)}, FCP ${ms(audit.fcp)}; ${tasks.map((task) => `${task.source} ${ms(task.ms)} ms @${ms(task.start)}`).join(', ') || 'no long tasks'}`,
    );
  });
}
