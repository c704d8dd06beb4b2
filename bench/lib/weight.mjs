// What a page ships: the gzip size of the scripts its HTML loads, its largest image and its
// fonts (from Lighthouse's network records), and whether it asks not to be indexed.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `src` of every <script src> in the HTML, resolved against the page, without duplicates.
 * `nomodule` scripts (Next's legacy polyfills) are skipped: module-capable browsers never fetch them.
 */
export function scriptUrls(html, pageUrl) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc=(?:"([^"]+)"|'([^']+)')/i.exec(tag);
    if (src) urls.add(new URL((src[1] ?? src[2]).replaceAll('&amp;', '&'), pageUrl).href);
  }
  return [...urls];
}

/** True when a <meta name="robots"> in the HTML says noindex. */
export function isNoindex(html) {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    if (/\bname=["']?robots["']?/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag)) return true;
  }
  return false;
}

async function fetchOk(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`);
  return response;
}

/** Every image URL in <img src> and srcset, and every stylesheet, resolved against the page. */
export function assetUrls(html, pageUrl) {
  const urls = new Set();
  const add = (value) => urls.add(new URL(value.replaceAll('&amp;', '&'), pageUrl).href);
  for (const [tag] of html.matchAll(/<(?:img|link)\b[^>]*>/gi)) {
    if (tag.startsWith('<link') && !/\srel=["']?(stylesheet|preload)/i.test(tag)) continue;
    for (const [, value] of tag.matchAll(/\s(?:src|href)=["']([^"']+)["']/gi)) add(value);
    for (const [, list] of tag.matchAll(/\s(?:srcset|imagesrcset)=["']([^"']+)["']/gi)) {
      for (const candidate of list.split(',')) add(candidate.trim().split(/\s+/)[0]);
    }
  }
  return [...urls].filter((url) => new URL(url).origin === new URL(pageUrl).origin);
}

// What Chromium sends for images, so the warm-up fills the same optimizer cache entries.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Fetches the page and measures its JavaScript: every external script fetched and gzipped (zlib
 * default level). Also requests its images and stylesheets once, unmeasured, so the audits meet a
 * warm server (Next optimizes each image size on its first request).
 */
export async function inspectPage(pageUrl) {
  const html = await (await fetchOk(pageUrl)).text();
  const scripts = [];
  for (const url of scriptUrls(html, pageUrl)) {
    const body = Buffer.from(await (await fetchOk(url)).arrayBuffer());
    scripts.push({ url: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  for (const url of assetUrls(html, pageUrl)) {
    const response = await fetch(url, { headers: { accept: IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
  }
  return {
    noindex: isNoindex(html),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts,
  };
}

const shortUrl = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) : url);

/** Largest image and the fonts, from the Lighthouse runs' network records. */
export function imagesAndFonts(audit, pageUrl) {
  const origin = new URL(pageUrl).origin;
  let largestImage = null;
  for (const image of audit.images) {
    if (!largestImage || image.bytes > largestImage.bytes) largestImage = { url: shortUrl(image.url, origin), bytes: image.bytes };
  }
  const fonts = new Map();
  for (const font of audit.fonts) {
    const file = path.basename(new URL(font.url).pathname);
    const previous = fonts.get(file);
    if (!previous || font.bytes > previous.bytes) {
      fonts.set(file, { file, url: shortUrl(font.url, origin), bytes: font.bytes, sameOrigin: new URL(font.url).origin === origin });
    }
  }
  return { largestImage, fonts: [...fonts.values()] };
}

const IMAGE_FILE = /\.(avif|webp|png|jpe?g|gif|svg|ico)$/i;

/** Every image file under public/ and app/ (icons) with its size. */
export function staticImages(root) {
  const found = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (IMAGE_FILE.test(entry.name)) found.push({ path: path.relative(root, full), bytes: fs.statSync(full).size });
    }
  };
  visit(path.join(root, 'public'));
  visit(path.join(root, 'app'));
  return found.sort((a, b) => b.bytes - a.bytes);
}
