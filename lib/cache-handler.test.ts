import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript loaded by Next at run time (next.config.ts), no types
import CacheHandler from './cache-handler.mjs';
import { expireShopPages } from './menu/shop-pages';
import { SETTLE_MS } from './shop-freshness.mjs';

const serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-image-cache-')), 'server');
afterAll(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

const handler = () => new CacheHandler({ serverDistDir, flushToDisk: false, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} });
const picture = { kind: 'IMAGE', etag: 'e1', upstreamEtag: 'u1', extension: 'avif', revalidate: 86400, buffer: Buffer.from('avif bytes') };

describe('the optimised pictures cache', () => {
  it('keeps a picture on disk for every server of the build, beside the build as Next does', async () => {
    const before = Date.now();
    await handler().set('key-1', picture, { kind: 'IMAGE', cacheControl: { revalidate: 86400 } });
    const entry = await handler().get('key-1', { kind: 'IMAGE', isFallback: false });
    expect(entry.value).toEqual(picture);
    expect(entry.lastModified).toBeGreaterThanOrEqual(before);
    expect(fs.readdirSync(path.join(serverDistDir, '..', 'cache', 'images')).sort()).toEqual(['key-1.bin', 'key-1.json']);
  });

  it('answers nothing for a picture it never kept', async () => {
    expect(await handler().get('key-2', { kind: 'IMAGE', isFallback: false })).toBeNull();
  });

  it('leaves pages to Next: nothing written to disk (isrFlushToDisk: false)', async () => {
    const page = { kind: 'APP_PAGE', html: '<p>hola</p>', rscData: undefined, headers: {}, postponed: undefined, status: 200, segmentData: undefined };
    await handler().set('/aboutus', page, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 5 } });
    expect(fs.readdirSync(path.join(serverDistDir, '..', 'cache', 'images'))).not.toContain('_aboutus.json');
    expect(fs.existsSync(path.join(serverDistDir, 'app'))).toBe(false);
  });
});

describe('without a build folder (the proxy runtime)', () => {
  it('starts, and keeps nothing', async () => {
    const proxyHandler = new CacheHandler({ flushToDisk: false, revalidatedTags: [], _requestHeaders: {} });
    await proxyHandler.set('key-3', picture, { kind: 'IMAGE', cacheControl: { revalidate: 86400 } });
    expect(await proxyHandler.get('key-3', { kind: 'IMAGE', isFallback: false })).toBeNull();
  });
});

describe("the shop's pages", () => {
  // Next's memory store is one per process, made by the first handler given a size.
  const pages = () => new CacheHandler({ serverDistDir, flushToDisk: false, revalidatedTags: [], maxMemoryCacheSize: 50 * 1024 * 1024, _requestHeaders: {} });
  const page = (tags: string) => ({
    kind: 'APP_PAGE',
    html: '<p>menú</p>',
    rscData: undefined,
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
  });
  const shopTags = '_N_T_/layout,_N_T_/(shop)/layout,_N_T_/(shop)/menu/[categoria]/page,_N_T_/menu/_todos';
  const keep = (key: string, tags: string) =>
    pages().set(key, page(tags), { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 5 } });
  const read = (key: string) => pages().get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });

  it('serves a shop page kept since the last change', async () => {
    expireShopPages(Date.now() - SETTLE_MS - 1000);
    await keep('/menu/_todos', shopTags);
    expect((await read('/menu/_todos'))?.value.html).toBe('<p>menú</p>');
  });

  it("forgets every shop page at an owner's change, and a page kept while a render begun before it may finish", async () => {
    await keep('/menu/_todos', shopTags);
    await keep('/login', '_N_T_/layout,_N_T_/(auth)/layout,_N_T_/login');
    expireShopPages();
    expect(await read('/menu/_todos')).toBeNull();
    // Rendered again at once: perhaps from the state before the change, so not served either.
    await keep('/menu/_todos', shopTags);
    expect(await read('/menu/_todos')).toBeNull();
    // Pages outside the shop layout are not the shop's.
    expect((await read('/login'))?.value.html).toBe('<p>menú</p>');
  });

  it('serves the page rendered once the change has settled', async () => {
    expireShopPages(Date.now() - SETTLE_MS - 1);
    await keep('/menu/crepas', shopTags);
    expect((await read('/menu/crepas'))?.value.html).toBe('<p>menú</p>');
  });
});
