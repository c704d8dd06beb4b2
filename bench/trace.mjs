#!/usr/bin/env node
// Where a page's main-thread time goes: a Chromium trace of a 4x CPU-throttled load (no network
// throttling: the loopback), summarised as long tasks by cause, self time by kind of work
// (script evaluation, script running, style, layout, paint, HTML parsing) and the sampled
// JavaScript self time per script file and per function. Used for
// docs/decisions/090-menu-main-thread.md.
//
//   node bench/trace.mjs http://127.0.0.1:4510/menu http://127.0.0.1:4511/ [--runs=3] [--save=dir]
//
// Each URL gets `runs` loads in a fresh incognito context with the cache disabled; the numbers
// printed are medians. --save writes each trace (open it in chrome://tracing or DevTools).
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { median } from './lib/budgets.mjs';
import { kindOf, mainThread, selfTimes } from './lib/trace-events.mjs';

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice(7);
const width = Number(args.find((arg) => arg.startsWith('--width='))?.slice(8) ?? 412);

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** The sampled JavaScript profile of the trace: self time per script URL and per function. */
function profileSelfTimes(events, pid, tid) {
  // A profile is started per thread ("Profile" on that thread); its chunks come from the profiler's thread.
  const ids = new Set(events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid).map((event) => event.id));
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || !ids.has(event.id)) continue;
    const data = event.args?.data?.cpuProfile;
    for (const node of data?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(data?.samples ?? []));
    deltas.push(...(event.args?.data?.timeDeltas ?? []));
  }
  const byUrl = new Map();
  const byFunction = new Map();
  for (let i = 0; i < samples.length; i += 1) {
    const node = nodes.get(samples[i]);
    const dt = (deltas[i + 1] ?? 0) / 1000;
    if (!node || dt <= 0) continue;
    const { url = '', functionName = '' } = node.callFrame ?? {};
    if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(functionName)) {
      byUrl.set(functionName, (byUrl.get(functionName) ?? 0) + dt);
      continue;
    }
    const file = url ? url.replace(/^https?:\/\/[^/]+/, '') : '(no url)';
    byUrl.set(file, (byUrl.get(file) ?? 0) + dt);
    const key = `${functionName || '(anonymous)'} ${file.split('/').pop()}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
  }
  return { byUrl, byFunction };
}

/** The events of one top-level task, with what dominated it. */
function longTasks(threadEvents, fcpTs) {
  const tasks = threadEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur >= 50_000);
  return tasks.map((task) => {
    const inside = threadEvents.filter((event) => event.ph === 'X' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur);
    const byKind = new Map();
    for (const [name, ms] of selfTimes(inside)) {
      byKind.set(kindOf(name), (byKind.get(kindOf(name)) ?? 0) + ms / 1000);
    }
    const scripts = [
      ...new Set(
        inside
          .filter((event) => event.name === 'EvaluateScript')
          .map((event) => event.args?.data?.url?.split('/').pop())
          .filter(Boolean),
      ),
    ];
    const calls = [
      ...new Set(
        inside
          .filter((event) => event.name === 'FunctionCall')
          .map((event) => event.args?.data?.url?.split('/').pop())
          .filter(Boolean),
      ),
    ];
    return {
      start: (task.ts - fcpTs) / 1000,
      ms: task.dur / 1000,
      kinds: [...byKind].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]),
      scripts,
      calls,
    };
  });
}

async function traceOnce(browser, url, index) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 823, deviceScaleFactor: 1.75, isMobile: width < 640, hasTouch: width < 640 });
  await page.setCacheEnabled(false);
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const buffer = Buffer.from(await page.tracing.stop());
  await context.close();
  const trace = JSON.parse(buffer.toString());
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    fs.writeFileSync(path.join(saveDir, `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${index}.json`), buffer);
  }
  const events = trace.traceEvents ?? trace;
  const main = mainThread(events, url);
  const threadEvents = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  const navigation = threadEvents.find((event) => event.name === 'navigationStart') ?? threadEvents.find((event) => event.name === 'ParseHTML');
  const fcpTs = fcp?.ts ?? navigation.ts;
  const tasks = longTasks(threadEvents, fcpTs);
  const byKind = new Map();
  for (const [name, us] of selfTimes(threadEvents.filter((event) => event.ts >= navigation.ts))) {
    byKind.set(kindOf(name), (byKind.get(kindOf(name)) ?? 0) + us / 1000);
  }
  const blocking = tasks.filter((task) => task.start >= 0).reduce((sum, task) => sum + task.ms - 50, 0);
  const profile = profileSelfTimes(events, main.pid, main.tid);
  return { fcp: fcp ? (fcp.ts - navigation.ts) / 1000 : null, blocking, tasks, byKind, profile };
}

function printRun(url, results) {
  console.log(`\n## ${url} (${results.length} runs, CPU 4x, width ${width})`);
  console.log(`FCP ms: ${results.map((run) => run.fcp?.toFixed(0)).join(', ')}`);
  console.log(
    `blocking after FCP (sum of long tasks - 50 ms): ${results.map((run) => run.blocking.toFixed(0)).join(', ')}; median ${median(results.map((run) => run.blocking)).toFixed(0)}`,
  );
  const kinds = new Set(results.flatMap((run) => [...run.byKind.keys()]));
  console.log('main-thread self time by kind (median ms):');
  for (const kind of [...kinds].sort((a, b) => median(results.map((run) => run.byKind.get(b) ?? 0)) - median(results.map((run) => run.byKind.get(a) ?? 0))))
    console.log(
      `  ${kind.padEnd(20)} ${median(results.map((run) => run.byKind.get(kind) ?? 0))
        .toFixed(0)
        .padStart(6)}`,
    );
  console.log('long tasks of the first run (start relative to FCP, ms):');
  for (const task of results[0].tasks)
    console.log(
      `  @${task.start.toFixed(0).padStart(6)} ${task.ms.toFixed(0).padStart(5)} ms  ${task.kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}${task.scripts.length ? `  eval: ${task.scripts.join(' ')}` : ''}${task.calls.length ? `  calls: ${task.calls.slice(0, 4).join(' ')}` : ''}`,
    );
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('sampled JS self time per script (first run, ms):');
  for (const [file, ms] of top(results[0].profile.byUrl, 14)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${file}`);
  console.log('sampled JS self time per function (first run, ms):');
  for (const [fn, ms] of top(results[0].profile.byFunction, 20)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${fn}`);
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const url of urls) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await traceOnce(browser, url, i));
    printRun(url, results);
  }
} finally {
  await browser.close();
}
