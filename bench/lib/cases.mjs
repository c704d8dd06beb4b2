// The cases `npm run bench` can run alone (bench/run.mjs): --stores, --only=signup-flood,
// --only=activation-flood and --only=orders. Each writes bench/results/<case>.json, prints its
// figures and budgets, and answers the exit code. The flood texts are printed by the full run too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTIVATION_FLOOD, measureActivationFlood } from './activation-flood.mjs';
import { measureOrders } from './orders-load.mjs';
import { cleanupAll } from './processes.mjs';
import { budgetLines } from './report.mjs';
import { FLOOD, measureSignupFlood } from './signup-flood.mjs';
import { measureStores } from './stores.mjs';

const statusesText = (statusCodes) =>
  Object.entries(statusCodes)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

/** The owner's logins during a flood, and the same login just before it. */
const ownerLines = (owner) => [
  `  owner's logins: ${owner.successes}/${owner.tries} in (${(owner.successRate * 100).toFixed(1)} %), p50 ${Math.round(owner.p50Ms)} ms, p95 ${Math.round(owner.p95Ms)} ms, max ${Math.round(owner.maxMs)} ms; statuses ${JSON.stringify(owner.statuses)}`,
  `  the same login without the flood, just before: p50 ${Math.round(owner.aloneP50Ms)} ms; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
];

/** The sign-up flood's figures, as printed and as docs/benchmark.md records them. */
export function signupFloodText({ flood, owner, created, ceiling, logLines }) {
  return [
    `Sign-up flood: ${FLOOD.connections} connections for ${FLOOD.durationSeconds} s, ${flood.requests} requests (${statusesText(flood.statusCodes)}; ${flood.errors} errors, ${flood.timeouts} timeouts)`,
    ...ownerLines(owner),
    `  accounts created: ${created} (ceiling ${ceiling}); log lines: signup_ceiling ${logLines.ceiling}, hashing_shed ${logLines.shed}`,
  ].join('\n');
}

/** The activation flood's figures, as printed and as docs/benchmark.md records them. */
export function activationFloodText({ flood, owner, limit, logLines }) {
  return [
    `Activation flood: ${ACTIVATION_FLOOD.connections} connections from one address for ${ACTIVATION_FLOOD.durationSeconds} s, ${flood.requests} requests (${statusesText(flood.statusCodes)}; ${flood.errors} errors, ${flood.timeouts} timeouts; limit ${limit}), p50 ${flood.latencyP50} ms, p99 ${flood.latencyP99} ms`,
    ...ownerLines(owner),
    `  log lines: invite_refused ${logLines.refused}, activation_throttled ${logLines.throttled}, hashing_shed ${logLines.shed}`,
  ].join('\n');
}

const checkLines = (checks) => checks.map((check) => `${check.ok ? 'ok  ' : 'MISS'} ${check.what}: ${check.value} (${check.limit})`);

function storesText(result, meta) {
  const rows = result.instances.map((entry) => [
    entry.name,
    entry.menuRequestsPerSecond.toFixed(0),
    String(entry.logins),
    entry.loginP50.toFixed(0),
    entry.loginP95.toFixed(0),
  ]);
  const header = ['instance', 'GET /menu req/s', 'logins', 'login p50 ms', 'login p95 ms'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)) + 2);
  return [
    '',
    [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('')).join('\n'),
    `medians of ${result.rounds} rounds; both PostgreSQL instances at once: ${result.together.map((entry) => entry.requestsPerSecond.toFixed(0)).join(' + ')} requests/s`,
    ...checkLines(result.checks),
    `load average ${meta.loadAverage.start.join(' ')} -> ${meta.loadAverage.end.join(' ')}; results in bench/results/stores.json`,
  ].join('\n');
}

function ordersText({ steady, flat, menuAlone, menuWithBoard, menuWhileOrders, checks }, meta) {
  return [
    '',
    `POST /api/orders offered ${steady.offeredPerSecond}/s for 20 s: ${steady.recordedPerSecond.toFixed(1)} recorded/s (${statusesText(steady.statusCodes)}), p50 ${steady.p50} ms, p95 ${steady.p95} ms, p99 ${steady.p99} ms`,
    `POST /api/orders flat out (10 connections, 10 s): ${flat.recordedPerSecond.toFixed(1)} recorded/s (${statusesText(flat.statusCodes)}), p50 ${flat.p50} ms, p95 ${flat.p95} ms`,
    `GET /menu, no board: ${menuAlone.requestsPerSecond.toFixed(0)} req/s, p50 ${menuAlone.p50} ms; board open: ${menuWithBoard.requestsPerSecond.toFixed(0)} req/s, p50 ${menuWithBoard.p50} ms; board open and orders at 20/s: ${menuWhileOrders.requestsPerSecond.toFixed(0)} req/s, p50 ${menuWhileOrders.p50} ms`,
    `load average ${meta.loadAverage.start.join(' ')} -> ${meta.loadAverage.end.join(' ')}`,
    '',
    ...checkLines(checks),
    '',
  ].join('\n');
}

const CASES = {
  stores: { measure: measureStores, text: storesText },
  'signup-flood': { measure: measureSignupFlood, text: (result) => `\n${signupFloodText(result)}\n\n${budgetLines(result.checks).join('\n')}\n` },
  'activation-flood': { measure: measureActivationFlood, text: (result) => `\n${activationFloodText(result)}\n\n${budgetLines(result.checks).join('\n')}\n` },
  orders: { measure: measureOrders, text: ordersText },
};

/** Runs case `name` alone; `meta()` describes the run (bench/run.mjs). Answers the exit code. */
export async function runSingleCase(name, { root, distDir, resultsDir, log, meta }) {
  const { measure, text } = CASES[name];
  const result = await measure({ root, distDir, log });
  await cleanupAll();
  const about = meta();
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ meta: about, ...result }, null, 2)}\n`);
  console.log(text(result, about));
  return result.checks.every((check) => check.ok) ? 0 : 1;
}
