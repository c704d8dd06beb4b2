import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailHash, logSecurityEvent, logSecurityEventAtMostEvery, securityEventLevels, securityLine, type SecurityDetails } from './security-log';

afterEach(() => vi.restoreAllMocks());

describe('security log', () => {
  it('writes one JSON line with the event, the time, its level and the details', () => {
    const line = securityLine('login_failed', { email: emailHash('ana@example.com'), client: '203.0.113.5' }, new Date('2026-11-24T10:00:00Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-24T10:00:00.000Z',
      level: 'warn',
      type: 'security',
      event: 'login_failed',
      email: emailHash('ana@example.com'),
      client: '203.0.113.5',
    });
  });

  it('gives every event a level of info, warn or error, and the account events info', () => {
    for (const [event, level] of Object.entries(securityEventLevels)) expect(['info', 'warn', 'error'], event).toContain(level);
    for (const event of ['login_ok', 'signup', 'logout', 'logout_all', 'password_changed', 'account_deleted', 'owner_invited', 'owner_activated', 'availability_changed', 'hours_changed'] as const) {
      expect(securityEventLevels[event], event).toBe('info');
    }
  });

  it('never lets details overwrite the level (a lock level did)', () => {
    const details = { retryAfter: 900, level: 3 } as SecurityDetails;
    expect(JSON.parse(securityLine('login_locked', details)).level).toBe('warn');
  });

  it('hashes e-mails: the same account gives the same name, the address itself never appears', () => {
    const hashed = emailHash('Ana@Example.com ');
    expect(hashed).toBe(emailHash('ana@example.com'));
    expect(hashed).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(hashed).not.toContain('ana');
    expect(emailHash('otra@example.com')).not.toBe(hashed);
  });

  it('goes to stdout through console.info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logSecurityEvent('body_too_large', { path: '/api/auth', status: 413 });
    expect(info).toHaveBeenCalledOnce();
    expect(JSON.parse(String(info.mock.calls[0]![0]))).toMatchObject({ event: 'body_too_large', path: '/api/auth', status: 413 });
  });

  it('summarises a flood in one line a minute with its count', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const key = `test-${Math.random()}`;
    const results = Array.from({ length: 50 }, (_, i) => logSecurityEventAtMostEvery(60_000, key, 'hashing_shed', { lane: 'signup' }, 1_000_000 + i * 1000));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(logSecurityEventAtMostEvery(60_000, key, 'hashing_shed', { lane: 'signup' }, 1_000_000 + 60_000)).toBe(true);
    expect(info).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(info.mock.calls[1]![0]))).toMatchObject({ event: 'hashing_shed', level: 'warn', count: 50 });
  });
});
