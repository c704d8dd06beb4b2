import { describe, expect, it } from 'vitest';
import { harness } from '@/test-fixtures/stores';
import {
  countActivationFailure,
  countSignup,
  DEFAULT_SIGNUPS_PER_HOUR,
  settleLoginAttempt,
  signupCeiling,
  signupCeilingMessage,
  signupLimits,
  startLoginAttempt,
  throttleMessage,
  toSeconds,
} from './throttle';

const T0 = Date.parse('2026-11-24T12:00:00Z');

describe('the shipped limits (docs/security.md)', () => {
  const store = harness('sqlite');

  it('stop guessing after 4 failures for 15 minutes, and never make anyone wait longer', async () => {
    const { db } = await store.fresh();
    const client = (i: number) => ({ account: 'sha256:ana', address: `198.51.100.${i}`, device: null });
    const failFour = async (now: number) => {
      for (let i = 0; i < 4; i += 1) {
        const start = await startLoginAttempt(client(i), now, db);
        if (!start.allowed) throw new Error(`refused at ${i}`);
        await settleLoginAttempt(start.attemptId, client(i), 'failure', now, db);
      }
    };
    await failFour(T0);
    const first = await startLoginAttempt(client(9), T0, db);
    expect(first.allowed ? 0 : toSeconds(first.retryAfterMs)).toBe(15 * 60);
    // An hour later four more guesses came back, no more.
    await failFour(T0 + 60 * 60_000);
    const second = await startLoginAttempt(client(9), T0 + 60 * 60_000, db);
    expect(second.allowed ? 0 : toSeconds(second.retryAfterMs)).toBe(15 * 60);
  });

  it('refuse the 61st sign-up from one address within the hour', async () => {
    const { db } = await store.fresh();
    const verdicts = [];
    for (let i = 0; i < 61; i += 1) verdicts.push((await countSignup('203.0.113.4', T0 + i, db)).allowed);
    expect(verdicts.indexOf(false)).toBe(60);
  });

  it('refuse the 11th failed activation from one address for 15 minutes', async () => {
    const { db } = await store.fresh();
    const verdicts = [];
    for (let i = 0; i < 11; i += 1) verdicts.push(await countActivationFailure('203.0.113.4', T0 + i, db));
    expect(verdicts.findIndex((verdict) => !verdict.allowed)).toBe(10);
    const refused = verdicts[10]!;
    expect(refused.allowed ? 0 : toSeconds(refused.retryAfterMs)).toBe(15 * 60);
    expect((await countActivationFailure('203.0.113.4', T0 + 15 * 60_000 + 1, db)).allowed).toBe(true);
  });

  it('cap sign-ups from everyone at SIGNUPS_PER_HOUR, 100 by default', () => {
    expect(signupLimits({}).total).toBe(DEFAULT_SIGNUPS_PER_HOUR);
    expect(DEFAULT_SIGNUPS_PER_HOUR).toBe(100);
    expect(signupLimits({ SIGNUPS_PER_HOUR: '500' }).total).toBe(500);
    for (const wrong of ['0', '-3', '2.5', 'mucho', '']) expect(signupCeiling(wrong), wrong).toBe(100);
  });
});

describe('throttleMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(throttleMessage(1)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(throttleMessage(61)).toBe('Demasiados intentos. Inténtalo de nuevo en 2 minutos.');
    expect(throttleMessage(15 * 60)).toBe('Demasiados intentos. Inténtalo de nuevo en 15 minutos.');
  });
});

describe('signupCeilingMessage', () => {
  const wait = (minutes: string) => `Hay demasiados registros en este momento. Inténtalo de nuevo en ${minutes}.`;

  it('tells the real wait of the hourly ceiling, in whole minutes rounded up as throttleMessage does', () => {
    expect(signupCeilingMessage(3539)).toBe(wait('59 minutos'));
    expect(signupCeilingMessage(3600)).toBe(wait('60 minutos'));
    expect(signupCeilingMessage(61)).toBe(wait('2 minutos'));
    expect(signupCeilingMessage(60)).toBe(wait('1 minuto'));
    expect(signupCeilingMessage(1)).toBe(wait('1 minuto'));
  });

  it('never words a wait of nothing or of no number', () => {
    for (const seconds of [0, -5, Number.NaN]) expect(signupCeilingMessage(seconds), String(seconds)).toBe(wait('1 minuto'));
    expect(throttleMessage(Number.NaN)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
  });
});

describe('toSeconds', () => {
  it('rounds up and never answers 0 (a Retry-After of 0 invites a hammering loop)', () => {
    expect(toSeconds(1)).toBe(1);
    expect(toSeconds(1001)).toBe(2);
    expect(toSeconds(0)).toBe(1);
  });
});
