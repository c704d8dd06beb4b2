import { describe, expect, it } from 'vitest';
import { harness } from '@/test-fixtures/stores';
import { countSignup, settleLoginAttempt, startLoginAttempt, throttleMessage, toSeconds } from './throttle';

const T0 = Date.parse('2026-11-24T12:00:00Z');

describe('the shipped limits (README "Cuentas y seguridad")', () => {
  const store = harness('sqlite');
  it('lock an account after 5 failures for 15 minutes, then 30', async () => {
    const { db } = await store.fresh();
    const client = (i: number) => ({ account: 'sha256:ana', address: `198.51.100.${i}`, device: null });
    const failFive = async (now: number) => {
      for (let i = 0; i < 5; i += 1) {
        const start = await startLoginAttempt(client(i), now, db);
        if (!start.allowed) throw new Error(`refused at ${i}`);
        await settleLoginAttempt(start.attemptId, client(i), 'failure', now, db);
      }
    };
    await failFive(T0);
    const first = await startLoginAttempt(client(9), T0, db);
    expect(first.allowed ? 0 : toSeconds(first.retryAfterMs)).toBe(15 * 60);
    await failFive(T0 + 15 * 60_000);
    const second = await startLoginAttempt(client(9), T0 + 15 * 60_000, db);
    expect(second.allowed ? 0 : toSeconds(second.retryAfterMs)).toBe(30 * 60);
  });

  it('refuse the 61st sign-up from one address within the hour', async () => {
    const { db } = await store.fresh();
    const verdicts = [];
    for (let i = 0; i < 61; i += 1) verdicts.push((await countSignup('203.0.113.4', T0 + i, db)).allowed);
    expect(verdicts.indexOf(false)).toBe(60);
  });
});

describe('throttleMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(throttleMessage(1)).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(throttleMessage(61)).toBe('Demasiados intentos. Inténtalo de nuevo en 2 minutos.');
    expect(throttleMessage(15 * 60)).toBe('Demasiados intentos. Inténtalo de nuevo en 15 minutos.');
  });
});

describe('toSeconds', () => {
  it('rounds up and never answers 0 (a Retry-After of 0 invites a hammering loop)', () => {
    expect(toSeconds(1)).toBe(1);
    expect(toSeconds(1001)).toBe(2);
    expect(toSeconds(0)).toBe(1);
  });
});
