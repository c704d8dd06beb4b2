import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The security log of POST/DELETE /api/orders under a flood from one address: one order_throttled
// line a minute per address, with the refusals it stands for, never one per request.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-orders-throttle-log-'));
vi.stubEnv('DATABASE_PATH', path.join(dir, 'orders.db'));
vi.stubEnv('AUTH_SECRET', 't'.repeat(40));
vi.stubEnv('TRUST_PROXY', '1');
vi.stubEnv('ORDERS_PER_ADDRESS', '1');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());
const info = vi.spyOn(console, 'info').mockImplementation(() => {});

const { DELETE } = await import('./route');
const { newOrderKey } = await import('@/lib/order/token');

const withdraw = (address: string) =>
  DELETE(
    new Request('http://127.0.0.1:3000/api/orders', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ clave: newOrderKey() }),
    }),
  );

const throttledLines = () =>
  info.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.event === 'order_throttled');

describe('order_throttled in the security log', () => {
  it('writes one line a minute per address, the next one counting the refusals since', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const flooder = '203.0.113.77';
    expect((await withdraw(flooder)).status).toBe(200);
    for (let i = 0; i < 40; i += 1) expect((await withdraw(flooder)).status).toBe(429);
    expect((await withdraw('198.51.100.77')).status).toBe(200);
    expect((await withdraw('198.51.100.77')).status).toBe(429);
    expect(throttledLines()).toEqual([
      expect.objectContaining({ level: 'warn', client: flooder, count: 1, retryAfter: expect.any(Number) }),
      expect.objectContaining({ client: '198.51.100.77', count: 1 }),
    ]);

    vi.setSystemTime(Date.now() + 61_000);
    expect((await withdraw(flooder)).status).toBe(429);
    expect(throttledLines()).toHaveLength(3);
    expect(throttledLines()[2]).toMatchObject({ client: flooder, count: 40 });
  });
});
