import { describe, expect, it } from 'vitest';
import { config, number, object, string } from './zod';

describe('shared zod instance', () => {
  it('never compiles parsers with new Function (no CSP eval probe)', () => {
    expect(config().jitless).toBe(true);
    const original = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(object({ a: string(), b: number() }).safeParse({ a: 'x', b: 1 }).success).toBe(true);
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(false);
  });
});
