import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { StoredPicture } from '@/components/menu/stored-picture';
import { imageFallbackScript } from '@/components/menu/image-fallback';
import { processPhoto } from '@/lib/photos/process';
import { PHOTO_WIDTHS, photoUrl, type StoredPhoto } from '@/lib/photos/sources';
import { storePhoto } from '@/lib/photos/store';
import { colourAt, GREEN, isNear, RED, testPhoto } from '@/test-fixtures/photos';

// The owner's photos on the deployable server: the standalone output copied out of the project
// (so it can only use what it carries), started before the opening date, with its own data folder
// into which a phone photo is stored through lib/photos, as the photo form's route will store it.

const root = process.cwd();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const standalone = path.join(root, distDir, 'standalone');
const port = Number(process.env.E2E_PORT ?? 3100) + 51;
const baseURL = `http://127.0.0.1:${port}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let work: string;
let deployed: string;
let server: ChildProcess | undefined;
let output = '';
let photo: StoredPhoto;
let variants: Map<string, Buffer>;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(deployed, 'server.js')], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      OPENING_DATE: '01/01/2099',
      DATABASE_PATH: path.join(work, 'datos', 'crepivara.db'),
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
    try {
      await fetch(`${baseURL}/robots.txt`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A GET with the path exactly as written (fetch would resolve the dots first). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // What the Dockerfile does: the whole folder somewhere else, the static files beside server.js
  // (copied there, not into the suite's standalone folder, which other specs' servers run from).
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-photos-'));
  deployed = path.join(work, 'app');
  fs.cpSync(standalone, deployed, { recursive: true });
  fs.cpSync(path.join(root, 'public'), path.join(deployed, 'public'), { recursive: true });
  fs.cpSync(path.join(root, distDir, 'static'), path.join(deployed, distDir, 'static'), { recursive: true });

  // A phone photo held sideways (EXIF orientation 6) with GPS; the focal point near the top.
  const result = await processPhoto(await testPhoto({ orientation: 6, exif: true }), { x: 0.5, y: 0.1 });
  if (!result.ok) throw new Error(result.message);
  photo = await storePhoto(result.photo, { DATABASE_PATH: path.join(work, 'datos', 'crepivara.db') });
  variants = new Map(result.photo.variants.map((variant) => [`${variant.width}.${variant.format}`, variant.bytes]));
  server = await startServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('serves a stored photo before the opening: every variant, immutable, typed, nosniff, upright and without metadata', async ({ request }) => {
  // Before the opening a page goes to the countdown; the photos pass like any public file.
  const page = await request.get('/menu', { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toMatch(/\/timecount$/);

  expect(photo.widths).toEqual([...PHOTO_WIDTHS]);
  for (const width of photo.widths) {
    for (const format of ['avif', 'webp'] as const) {
      const response = await request.get(photoUrl(photo.id, width, format), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()).toMatchObject({
        'content-type': `image/${format}`,
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
      });
      const body = await response.body();
      expect(body.equals(variants.get(`${width}.${format}`)!)).toBe(true);
      const metadata = await sharp(body).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(body.toString('latin1')).not.toMatch(/Exif|GPS|iPhone|Apple/);
    }
  }
  // Upright: the stored top-left red corner is at the top right once turned by orientation 6.
  const largest = await (await request.get(photoUrl(photo.id, 1200, 'avif'))).body();
  expect(isNear(await colourAt(largest, 1190, 10), RED)).toBe(true);
  expect(isNear(await colourAt(largest, 10, 10), GREEN)).toBe(true);
});

test('answers 404 for anything but a stored variant, and never a file beside the photos', async ({ request }) => {
  fs.writeFileSync(path.join(work, 'datos', 'photos', 'nota.txt'), 'no');
  for (const pathname of [
    '/fotos/..%2Fcrepivara.db',
    '/fotos/..%2F..%2Fapp%2Fserver.js',
    '/fotos/../datos/crepivara.db',
    `/fotos/${photo.id}%2Fphoto.json`,
    `/fotos/${photo.id}/photo.json`,
    `/fotos/${photo.id}-640.png`,
    `/fotos/${photo.id}-641.webp`,
    `/fotos/${'0'.repeat(16)}-640.webp`,
    '/fotos/nota.txt',
  ]) {
    const response = await rawGet(pathname);
    expect(response.status, pathname).toBe(404);
    expect(response.body, pathname).not.toContain('SQLite');
    expect(response.body, pathname).not.toContain(photo.id);
  }
  // The folder itself is no file: like any unknown page, before the opening it is the countdown.
  for (const pathname of ['/fotos', '/fotos/']) {
    const response = await request.get(pathname);
    expect(new URL(response.url()).pathname, pathname).toBe('/timecount');
    expect(await response.text(), pathname).not.toContain(photo.id);
  }
});

test('the page shows the AVIF over its placeholder, and the illustration when the photo is gone', async ({ page }) => {
  // Once, on a busy machine, the first picture was not drawn within 10 s: if it happens again, the
  // report says what the page asked for and what each picture holds.
  const requests: string[] = [];
  page.on('requestfinished', async (request) => requests.push(`${request.url()} ${(await request.response())?.status()}`));
  page.on('requestfailed', (request) => requests.push(`${request.url()} failed: ${request.failure()?.errorText}`));
  const drawn = async (img: Locator) => {
    try {
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    } catch (error) {
      const pictures = await page
        .locator('img')
        .evaluateAll((all: HTMLImageElement[]) => all.map(({ currentSrc, complete, naturalWidth }) => ({ currentSrc, complete, naturalWidth })));
      await test.info().attach('pictures and requests', { body: JSON.stringify({ pictures, requests }, null, 2), contentType: 'application/json' });
      throw error;
    }
  };
  await page.goto('/timecount');
  const gone: StoredPhoto = { ...photo, id: 'feedfeedfeedfeed' };
  const picture = (stored: StoredPhoto, fallback?: string) =>
    renderToStaticMarkup(createElement(StoredPicture, { photo: stored, alt: 'Capiberry', sizes: '360px', loading: 'eager', fallback }));
  await page.setContent(
    `<script>${imageFallbackScript}</script><div id="foto">${picture(photo)}</div><div id="perdida">${picture(gone, '/images/menu/capiberry.webp')}</div>`,
  );
  const shown = page.locator('#foto img');
  await drawn(shown);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/fotos/${photo.id}-\\d+\\.avif$`));
  expect(await shown.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain('data:image/svg+xml');

  const lost = page.locator('#perdida img');
  await drawn(lost);
  expect(await lost.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/_next/image?url=%2Fimages%2Fmenu%2Fcapiberry.webp');
  expect(await page.locator('#perdida source').count()).toBe(0);
});

test('the deployed output carries sharp and the HEIC decoder: it turns a phone JPEG and an iPhone HEIC into AVIF and WebP', async () => {
  const heic = path.join(root, 'test-fixtures', 'photo-gps.heic');
  const jpeg = path.join(work, 'telefono.jpg');
  fs.writeFileSync(jpeg, await testPhoto({ width: 800, height: 600, orientation: 6, exif: true }));
  const script = `
    const sharp = require('sharp');
    const decodeHeic = require('heic-decode');
    const fs = require('fs');
    (async () => {
      const avif = await sharp(fs.readFileSync(process.argv[1])).autoOrient().resize(300).avif().toBuffer();
      const heic = await decodeHeic({ buffer: fs.readFileSync(process.argv[2]) });
      const webp = await sharp(Buffer.from(heic.data.buffer), { raw: { width: heic.width, height: heic.height, channels: 4 } }).webp().toBuffer();
      const [a, w] = [await sharp(avif).metadata(), await sharp(webp).metadata()];
      console.log(JSON.stringify({ avif: [a.format, a.width, a.height], webp: [w.format, w.width, w.height], from: [require.resolve('sharp'), require.resolve('heic-decode')] }));
    })();`;
  const run = spawnSync(process.execPath, ['-e', script, jpeg, heic], {
    cwd: deployed,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
  });
  expect(run.status, run.stderr).toBe(0);
  const result = JSON.parse(run.stdout) as { avif: unknown[]; webp: unknown[]; from: string[] };
  expect(result.avif).toEqual(['heif', 300, 400]);
  expect(result.webp).toEqual(['webp', 640, 480]);
  for (const file of result.from) expect(file.startsWith(path.join(deployed, 'node_modules'))).toBe(true);
});
