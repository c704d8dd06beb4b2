import { describe, expect, it } from 'vitest';
import { QUEUED_POSTS, queuedPostFor } from './order-queue';

const origin = 'https://crepivara.example';
const orders = { path: '/api/orders', queue: 'pedidos', maxRetentionMinutes: 24 * 60 };

describe('queuedPostFor', () => {
  it('queues the orders post, for a day', () => {
    expect(QUEUED_POSTS).toEqual([orders]);
    expect(queuedPostFor(new URL('/api/orders', origin), 'POST', origin)).toEqual(orders);
  });

  it('finds the queue of a POST to a listed path on this origin', () => {
    expect(queuedPostFor(new URL('/api/orders', origin), 'POST', origin, [orders])).toBe(orders);
  });

  it('leaves other methods, paths and origins alone', () => {
    expect(queuedPostFor(new URL('/api/orders', origin), 'GET', origin, [orders])).toBeUndefined();
    expect(queuedPostFor(new URL('/api/orders/1', origin), 'POST', origin, [orders])).toBeUndefined();
    expect(queuedPostFor(new URL('/api/auth', origin), 'POST', origin, [orders])).toBeUndefined();
    expect(queuedPostFor(new URL('/api/orders', 'https://otro.example'), 'POST', origin, [orders])).toBeUndefined();
  });
});
