import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorker, TAKEOVER_MS } from './worker-client';

// A page controlled by an old build's worker, with a newer one installed and waiting.
function browser() {
  const waiting = { postMessage: vi.fn(), state: 'installed', onstatechange: null };
  const registration = { waiting, installing: null, onupdatefound: null };
  const container = { controller: {}, oncontrollerchange: null as (() => void) | null, register: vi.fn(async () => registration) };
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { reload, origin: 'https://crepivara.test' });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  return { waiting, container, reload };
}

/** The page's "Actualizar", once the page is offered the update (undefined: not offered). */
async function offered() {
  let apply: (() => void) | undefined;
  await startWorker({ onUpdate: (offer) => (apply = offer) });
  return apply;
}

describe('"Actualizar"', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the waiting worker to take over and reloads the page once it does', async () => {
    const { waiting, container, reload } = browser();
    const apply = await offered();
    apply!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.oncontrollerchange!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page from the network when the old worker has not let go after a while', async () => {
    const { reload } = browser();
    (await offered())!();
    vi.advanceTimersByTime(TAKEOVER_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not offered again by the reloaded page while the old worker still holds on, but is a minute later', async () => {
    browser();
    (await offered())!();
    expect(await offered()).toBeUndefined();
    vi.advanceTimersByTime(61_000);
    expect(await offered()).toBeTypeOf('function');
  });

  it('works where the browser refuses sessionStorage', async () => {
    const { waiting } = browser();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    (await offered())!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
