import { describe, expect, it } from 'vitest';
import { outdatedCaches, PUSH_LINKS_CACHE, runtimeCacheName } from './caches';

describe('outdatedCaches', () => {
  it("deletes another build's caches and keeps this build's, Serwist's precache, the push links and other sites' caches", () => {
    const names = [
      runtimeCacheName('pages', 'old'),
      runtimeCacheName('pictures', 'old'),
      runtimeCacheName('pages', 'new'),
      runtimeCacheName('data', 'new'),
      'serwist-precache-v2-http://127.0.0.1:3000/',
      'otra-cosa',
      PUSH_LINKS_CACHE,
    ];
    expect(outdatedCaches(names, 'new')).toEqual([runtimeCacheName('pages', 'old'), runtimeCacheName('pictures', 'old')]);
  });

  it('names each cache after the build that filled it', () => {
    expect(runtimeCacheName('pages', 'abc123')).toBe('crepivara-paginas-abc123');
    expect(runtimeCacheName('pictures', 'abc123')).not.toBe(runtimeCacheName('pictures', 'abc124'));
  });
});
