// The budgets of the flood cases (bench/lib/signup-flood.mjs, bench/lib/activation-flood.mjs): the
// owner still signs in while strangers flood the sign-up or the activation links.
import { percentile } from './budgets.mjs';

/** The sign-up flood's budgets (issue 25): the owner's login during 64 connections of sign-ups. */
export const FLOOD_BUDGETS = { ownerSuccessRate: 0.95, ownerP95Ms: 2000 };

/** The owner's tries during a flood (status 200 is a success, 0 a timeout or a refused connection) and its two checks. */
function ownerDuringFlood(logins, alone, prefix) {
  const successes = logins.filter((login) => login.status === 200).length;
  const successRate = logins.length > 0 ? successes / logins.length : 0;
  const p95 = percentile(
    logins.map((login) => login.ms),
    95,
  );
  const statuses = {};
  for (const login of logins) statuses[login.status] = (statuses[login.status] ?? 0) + 1;
  return {
    owner: {
      tries: logins.length,
      successes,
      successRate,
      p50Ms: percentile(
        logins.map((login) => login.ms),
        50,
      ),
      p95Ms: p95,
      maxMs: Math.max(...logins.map((login) => login.ms)),
      statuses,
      // The same logins just before the flood, for the machine's own speed at the time.
      aloneP50Ms: percentile(
        alone.map((login) => login.ms),
        50,
      ),
    },
    checks: [
      {
        id: `${prefix}-owner-success`,
        label: "owner's logins that succeed",
        actual: successRate,
        limit: FLOOD_BUDGETS.ownerSuccessRate,
        ok: logins.length > 0 && successRate >= FLOOD_BUDGETS.ownerSuccessRate,
      },
      {
        id: `${prefix}-owner-p95`,
        label: "owner's login p95 (ms)",
        actual: p95,
        limit: FLOOD_BUDGETS.ownerP95Ms,
        ok: p95 !== undefined && p95 <= FLOOD_BUDGETS.ownerP95Ms,
      },
    ],
  };
}

/**
 * The sign-up flood's figures and checks: the owner's tries, its p95 over every try, and the
 * accounts created against the ceiling.
 */
export function floodSummary({ flood, logins, alone = [], created, ceiling, logLines }) {
  const { owner, checks } = ownerDuringFlood(logins, alone, 'flood');
  checks.push({ id: 'flood-accounts', label: 'accounts created by the flood', actual: created, limit: ceiling, ok: created <= ceiling });
  return { flood, owner, created, ceiling, logLines, checks };
}

/**
 * The activation flood's figures and checks (issue 38): the owner's tries as in the sign-up flood,
 * and the made-up links' answers: at most `limit` refusals as a link (410), every other one 429 (a
 * 503 or a 5xx would mean they reached the hash pool or broke something).
 */
export function activationFloodSummary({ flood, logins, alone = [], limit, logLines }) {
  const { owner, checks } = ownerDuringFlood(logins, alone, 'activation-flood');
  const count = (status) => flood.statusCodes[status] ?? 0;
  const others =
    Object.entries(flood.statusCodes).reduce((sum, [status, n]) => sum + (status === '410' || status === '429' ? 0 : n), 0) + flood.errors + flood.timeouts;
  checks.push(
    {
      id: 'activation-flood-410',
      label: 'made-up links answered 410 (the failures the limit lets through)',
      actual: count('410'),
      limit,
      ok: count('410') <= limit,
    },
    {
      id: 'activation-flood-other',
      label: 'made-up links answered neither 410 nor 429 (errors and timeouts included)',
      actual: others,
      limit: 0,
      ok: flood.requests > 0 && others === 0,
    },
  );
  return { flood, owner, limit, logLines, checks };
}
