import { describe, expect, it } from 'vitest';
import { activationFloodSummary, floodSummary } from './flood-budgets.mjs';

describe('the sign-up flood (issue 25)', () => {
  const input = (logins: { status: number; ms: number }[], created = 100) => ({ flood: {}, logins, created, ceiling: 100, logLines: { ceiling: 1, shed: 0 } });
  const ok = (summary: ReturnType<typeof floodSummary>) => Object.fromEntries(summary.checks.map((item) => [item.id, item.ok]));

  it("holds with 95 % of the owner's logins in, a p95 of 2 s, and no more accounts than the ceiling", () => {
    const logins = [...Array.from({ length: 19 }, (_, i) => ({ status: 200, ms: 100 + i * 100 })), { status: 503, ms: 40 }];
    const summary = floodSummary(input(logins));
    expect(summary.owner).toMatchObject({ tries: 20, successes: 19, successRate: 0.95, p95Ms: 1800 });
    expect(ok(summary)).toEqual({ 'flood-owner-success': true, 'flood-owner-p95': true, 'flood-accounts': true });
  });

  it('fails on a refused or slow login, an empty run, or one account over the ceiling', () => {
    const twoRefused = [...Array.from({ length: 18 }, () => ({ status: 200, ms: 100 })), { status: 0, ms: 10_000 }, { status: 0, ms: 10_000 }];
    expect(ok(floodSummary(input(twoRefused)))['flood-owner-success']).toBe(false);
    expect(ok(floodSummary(input(twoRefused)))['flood-owner-p95']).toBe(false);
    expect(ok(floodSummary(input([])))['flood-owner-success']).toBe(false);
    expect(ok(floodSummary(input([{ status: 200, ms: 10 }], 101)))['flood-accounts']).toBe(false);
  });
});

describe('the activation flood (issue 38)', () => {
  const logins = Array.from({ length: 20 }, (_, i) => ({ status: 200, ms: 100 + i * 10 }));
  const input = (statusCodes: Record<string, number>, extra: { errors?: number; timeouts?: number } = {}) => ({
    flood: { requests: Object.values(statusCodes).reduce((a, b) => a + b, 0), statusCodes, errors: extra.errors ?? 0, timeouts: extra.timeouts ?? 0 },
    logins,
    limit: 10,
    logLines: { refused: 1, throttled: 1 },
  });
  const ok = (summary: ReturnType<typeof activationFloodSummary>) => Object.fromEntries(summary.checks.map((item) => [item.id, item.ok]));

  it('holds with the owner in, at most the limit of 410s and every other answer a 429', () => {
    expect(ok(activationFloodSummary(input({ 410: 10, 429: 5000 })))).toEqual({
      'activation-flood-owner-success': true,
      'activation-flood-owner-p95': true,
      'activation-flood-410': true,
      'activation-flood-other': true,
    });
  });

  it('fails on a 410 past the limit, a 503, an error, a timeout or an empty flood', () => {
    expect(ok(activationFloodSummary(input({ 410: 11, 429: 5000 })))['activation-flood-410']).toBe(false);
    expect(ok(activationFloodSummary(input({ 410: 10, 429: 5000, 503: 1 })))['activation-flood-other']).toBe(false);
    expect(ok(activationFloodSummary(input({ 410: 10, 429: 5000 }, { errors: 1 })))['activation-flood-other']).toBe(false);
    expect(ok(activationFloodSummary(input({ 410: 10, 429: 5000 }, { timeouts: 1 })))['activation-flood-other']).toBe(false);
    expect(ok(activationFloodSummary(input({})))['activation-flood-other']).toBe(false);
  });
});
