// Next's cache handler (next.config.ts `cacheHandler`, with `images.customCacheHandler`): Next's
// own handler for pages, which forgets the shop's pages when the owner changes the shop, plus a
// disk cache for the image optimizer's pictures.
//
// The shop's pages (every page of the shop layout, whose implicit tag they carry) are served from
// this cache (docs/decisions/094-cached-shop-pages.md). An owner's change, made here or announced
// by another instance on the store's 'desk' channel, stamps the moment (lib/menu/shop-pages.ts
// `expireShopPages`, through a process-wide symbol); a shop page kept from before it, or from the
// few moments after it, when a render that began before the change may still finish, is a miss:
// Next renders it again, at once. So is a page kept from before this server started (the build's
// prerender shows the seed menu: `next build` never opens the store).
//
// With `experimental.isrFlushToDisk: false` (docs/decisions/017) Next 16 keeps no optimised picture at
// all: every /_next/image request encoded its AVIF again, about 1.5 s of a core for a 1200 px slide.
// Pictures are kept where Next keeps them by default (<distDir>/cache/images), shared by the
// servers of one build: they come from the build's public/ files, the same for all of them.
import fs from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { keptBeforeShopChange } from './shop-freshness.mjs';

// Node hands the CommonJS exports object, a bundler (Vitest) its default export.
const NextCacheHandler = fileSystemCache.default ?? fileSystemCache;
const IMAGE = 'IMAGE';
const SHOP_TAG = '_N_T_/(shop)/layout';
const startedAt = Date.now();

/** A shop page rendered before the owner's last change settled (or before this server started). */
function isOutdatedShopPage(entry) {
  const tags = entry?.value?.kind === 'APP_PAGE' ? entry.value.headers?.['x-next-cache-tags'] : undefined;
  if (typeof tags !== 'string' || !tags.split(',').includes(SHOP_TAG)) return false;
  return keptBeforeShopChange(entry.lastModified, startedAt);
}

export default class CacheHandler extends NextCacheHandler {
  constructor(context) {
    super(context);
    // The proxy's runtime has no build folder: Next gives it no handler, and this one keeps nothing there.
    this.imagesDir = context.serverDistDir ? path.join(/*turbopackIgnore: true*/ context.serverDistDir, '..', 'cache', 'images') : undefined;
  }

  async get(key, context) {
    if (!this.imagesDir) return null;
    if (context?.kind !== IMAGE) {
      const entry = await super.get(key, context);
      return isOutdatedShopPage(entry) ? null : entry;
    }
    try {
      // The meta file is written last: when it is there, the picture is whole.
      const meta = JSON.parse(await fs.promises.readFile(/*turbopackIgnore: true*/ this.#file(key, 'json'), 'utf8'));
      const buffer = await fs.promises.readFile(/*turbopackIgnore: true*/ this.#file(key, 'bin'));
      const { lastModified, ...value } = meta;
      return { lastModified, value: { ...value, kind: IMAGE, buffer } };
    } catch {
      return null;
    }
  }

  async set(key, data, context) {
    if (!this.imagesDir) return;
    if (context?.kind !== IMAGE) return super.set(key, data, context);
    if (!data || data.kind !== IMAGE) return;
    const { etag, upstreamEtag, extension, revalidate, buffer } = data;
    await fs.promises.mkdir(/*turbopackIgnore: true*/ this.imagesDir, { recursive: true });
    await this.#writeAtomically(this.#file(key, 'bin'), buffer);
    await this.#writeAtomically(this.#file(key, 'json'), JSON.stringify({ etag, upstreamEtag, extension, revalidate, lastModified: Date.now() }));
  }

  /** Another server of the build may read the file meanwhile: it sees the old one or the new one whole. */
  async #writeAtomically(file, contents) {
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await fs.promises.writeFile(/*turbopackIgnore: true*/ temporary, contents);
    await fs.promises.rename(/*turbopackIgnore: true*/ temporary, /*turbopackIgnore: true*/ file);
  }

  /** The optimizer's keys are hashes (base64url): safe as file names. */
  #file(key, extension) {
    return path.join(/*turbopackIgnore: true*/ this.imagesDir, `${key.replace(/[^\w-]/g, '_')}.${extension}`);
  }
}
