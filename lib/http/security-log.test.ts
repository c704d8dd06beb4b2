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
    for (const event of [
      'login_ok',
      'signup',
      'logout',
      'logout_all',
      'password_changed',
      'account_deleted',
      'owner_invited',
      'owner_activated',
      'availability_changed',
      'hours_changed',
    ] as const) {
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

  it('forgets the keys whose minute is over once there are many (one per address of a rotating flood)', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const summaries = () => (globalThis as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for('crepivara.security-log-summaries')]!;
    const t0 = 5_000_000;
    for (let i = 0; i < 20_000; i += 1) logSecurityEventAtMostEvery(60_000, `flood-${i}`, 'invite_refused', { client: `10.0.${i >> 8}.${i & 255}` }, t0);
    const during = summaries().size;
    expect(during).toBeGreaterThanOrEqual(20_000);
    logSecurityEventAtMostEvery(60_000, 'flood-late', 'invite_refused', {}, t0 + 60_000);
    expect(summaries().size).toBeLessThan(during - 19_000);
  });
});

describe('logSecurityEventAtMostEvery, per key', () => {
  afterEach(() => vi.useRealTimers());

  const linesOf = (info: { mock: { calls: unknown[][] } }) => info.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

  it('writes one line a minute per address, then a last line with the refusals a stopped flood left uncounted', () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const flood = (client: string) =>
      logSecurityEventAtMostEvery(60_000, `order-throttled ${client}-${Math.random()}`, 'order_throttled', { client, retryAfter: 900 });
    const a = `order-throttled 203.0.113.5-${Math.random()}`;
    const start = Date.now();
    // 3,235 refusals in about 15 s from one address, 1 from another.
    for (let i = 0; i < 3235; i += 1) {
      logSecurityEventAtMostEvery(60_000, a, 'order_throttled', { client: '203.0.113.5', retryAfter: 900 - Math.floor(i / 216) });
      if (i % 3 === 0) vi.advanceTimersByTime(14);
    }
    flood('198.51.100.7');
    expect(linesOf(info)).toEqual([
      expect.objectContaining({ event: 'order_throttled', client: '203.0.113.5', count: 1, retryAfter: 900 }),
      expect.objectContaining({ event: 'order_throttled', client: '198.51.100.7', count: 1 }),
    ]);
    // A minute after the first line, the 3,234 refusals since then in one line, with the latest details.
    vi.advanceTimersByTime(60_000 - (Date.now() - start) - 1);
    expect(linesOf(info)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(linesOf(info)).toHaveLength(3);
    expect(linesOf(info)[2]).toMatchObject({ event: 'order_throttled', level: 'warn', client: '203.0.113.5', count: 3234, retryAfter: 886 });
    // Nothing more to say: no more lines, ever.
    vi.advanceTimersByTime(10 * 60_000);
    expect(linesOf(info)).toHaveLength(3);
  });

  it('keeps a flood that goes on at one line a minute, each counting the refusals since the last', () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const key = `order-throttled 203.0.113.9-${Math.random()}`;
    // Ten refusals a second for three and a half minutes.
    for (let i = 0; i < 2100; i += 1) {
      logSecurityEventAtMostEvery(60_000, key, 'order_throttled', { client: '203.0.113.9' });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(5 * 60_000);
    const counts = linesOf(info).map((line) => line.count as number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2100);
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts.length).toBeLessThanOrEqual(5);
    const times = linesOf(info).map((line) => Date.parse(String(line.time)));
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(60_000);
  });
});
