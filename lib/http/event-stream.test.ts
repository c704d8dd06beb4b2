import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStream, STREAMS_PER_CLIENT } from './event-stream';

// The cap on the live streams one client address holds open in this process.

const open: AbortController[] = [];
afterEach(() => open.splice(0).forEach((controller) => controller.abort()));

type Opened = { response: Response; controller: AbortController; close: () => void };

/** One stream for `client`, as a route opens it; `close` is the server ending it. */
function follow(client: string): Opened {
  const controller = new AbortController();
  open.push(controller);
  let close = () => {};
  const response = eventStream({
    client,
    signal: controller.signal,
    async start(sender) {
      close = sender.close;
      return () => {};
    },
  });
  return { response, controller, close: () => close() };
}

const client = () => `203.0.113.${Math.floor(Math.random() * 250)}-${Math.random()}`;

describe('eventStream, per client address', () => {
  it('opens 20 streams for one address and refuses the 21st with a Spanish 429 and Retry-After', async () => {
    expect(STREAMS_PER_CLIENT).toBe(20);
    const address = client();
    const streams = Array.from({ length: 20 }, () => follow(address));
    expect(streams.map(({ response }) => response.status)).toEqual(Array(20).fill(200));
    expect(streams[0]!.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const refused = follow(address).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Hay demasiadas páginas en vivo abiertas desde tu conexión. Cierra alguna e inténtalo de nuevo.',
    });
    // Another address is not concerned.
    expect(follow(client()).response.status).toBe(200);
  });

  it('gives the slot back when a stream ends: the browser leaves, the reader cancels, the server closes', async () => {
    const address = client();
    const streams = Array.from({ length: 20 }, () => follow(address));
    expect(follow(address).response.status).toBe(429);

    streams[0]!.controller.abort();
    expect(follow(address).response.status).toBe(200);
    expect(follow(address).response.status).toBe(429);

    await streams[1]!.response.body!.cancel();
    expect(follow(address).response.status).toBe(200);
    expect(follow(address).response.status).toBe(429);

    await Promise.resolve();
    streams[2]!.close();
    expect(follow(address).response.status).toBe(200);
    expect(follow(address).response.status).toBe(429);

    // Ending twice gives back one slot, not two.
    streams[2]!.close();
    streams[0]!.controller.abort();
    expect(follow(address).response.status).toBe(429);
  });

  it('gives the slot back at once for a request already gone when its stream is made, and leaves no timer', () => {
    vi.useFakeTimers();
    try {
      const address = client();
      let started = 0;
      for (let i = 0; i < 30; i += 1) {
        const controller = new AbortController();
        controller.abort();
        const start = async () => {
          started += 1;
          return () => {};
        };
        expect(eventStream({ client: address, signal: controller.signal, start }).status).toBe(200);
      }
      expect(started).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
      expect(Array.from({ length: 20 }, () => follow(address).response.status)).toEqual(Array(20).fill(200));
    } finally {
      vi.useRealTimers();
    }
  });
});
