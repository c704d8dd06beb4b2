import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailHash, logSecurityEvent, securityLine } from './security-log';

afterEach(() => vi.restoreAllMocks());

describe('security log', () => {
  it('writes one JSON line with the event, the time and the details', () => {
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
});
