import { describe, expect, it, vi } from 'vitest';
import { processGlobal } from './process-global';

describe('processGlobal', () => {
  it('creates once per name and hands every caller (every bundled copy) the same object', async () => {
    const create = vi.fn(() => ({ hits: 0 }));
    const first = processGlobal('test.counter', create);
    first.hits += 1;
    vi.resetModules();
    const again = (await import('./process-global')).processGlobal('test.counter', create);
    expect(again).toBe(first);
    expect(again.hits).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processGlobal('test.other', () => ({ hits: 5 })).hits).toBe(5);
  });
});
