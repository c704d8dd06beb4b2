import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourAt, GREEN, isNear, RED, testPhoto } from '@/test-fixtures/photos';
import { photoMessages, PHOTO_MAX_BYTES } from '@/lib/validation/photo';
import { cropBox, processPhoto, type PhotoResult, type ProcessedPhoto } from './process';
import { PHOTO_WIDTHS } from './sources';

// Made with Debian's heif-enc (libheif-examples, HEVC through x265) from a 640 x 480 JPEG with the
// red corner and GPS EXIF: sharp's own libvips cannot write or read HEVC.
const HEIC = fs.readFileSync(path.join(__dirname, '../../test-fixtures/photo-gps.heic'));
// Encoding takes a second or two; a busy machine (CI, other builds) can make it many more.
const SLOW = { timeout: 60_000 };

function accepted(result: PhotoResult): ProcessedPhoto {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.photo;
}

/** Bytes that only metadata would put in a file. */
const METADATA_MARKERS = ['Exif', 'EXIF', 'GPS', 'Apple', 'iPhone', 'XMP', 'ICCP', 'colr'];

async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  const text = bytes.toString('latin1');
  for (const marker of METADATA_MARKERS.filter((m) => m !== 'colr')) expect(text).not.toContain(marker);
}

describe('processPhoto', () => {
  it('turns a phone JPEG (orientation 6, GPS) upright, crops it 4:3 around the focal point and strips every metadata', SLOW, async () => {
    const input = await testPhoto({ width: 800, height: 600, orientation: 6, exif: true });
    const exif = exifReader((await sharp(input).metadata()).exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([10, 12, 30]);
    expect(exif.Image?.Orientation).toBe(6);

    // Stored 800 x 600 with red top-left; upright it is 600 x 800 with red top-right.
    const top = accepted(await processPhoto(input, { x: 0.5, y: 0 }));
    expect(top).toMatchObject({ width: 480, height: 360, widths: [160, 320, 480] });
    for (const variant of top.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([variant.width, (variant.width * 3) / 4]);
      await expectNoMetadata(variant.bytes);
    }
    for (const format of ['avif', 'webp']) {
      const largest = top.variants.find((v) => v.width === 480 && v.format === format)!.bytes;
      expect(isNear(await colourAt(largest, 470, 10), RED), format).toBe(true);
      expect(isNear(await colourAt(largest, 10, 10), GREEN), format).toBe(true);
    }
    // The focal point stays where it was in the crop: top centre.
    expect(top.focus).toEqual({ x: 0.5, y: 0 });

    // The same photo with the focal point at the bottom: the crop leaves the red corner out.
    const bottom = accepted(await processPhoto(input, { x: 0.5, y: 1 }));
    const bottomWebp = bottom.variants.find((v) => v.width === 480 && v.format === 'webp')!.bytes;
    expect(isNear(await colourAt(bottomWebp, 470, 10), GREEN)).toBe(true);
    expect(bottom.focus).toEqual({ x: 0.5, y: 1 });
    expect(bottom.id).not.toBe(top.id);
  });

  it('encodes AVIF and WebP at every width the pages use, up to 1200 px', SLOW, async () => {
    const photo = accepted(await processPhoto(await testPhoto()));
    expect(photo).toMatchObject({ width: 1200, height: 900, widths: [...PHOTO_WIDTHS] });
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual(PHOTO_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]));
    for (const variant of photo.variants) {
      expect(await sharp(variant.bytes).metadata(), `${variant.width}.${variant.format}`).toMatchObject({
        format: variant.format === 'avif' ? 'heif' : 'webp',
        width: variant.width,
        height: (variant.width * 3) / 4,
      });
    }
  });

  it('names a photo by its content: the same upload gets the same id, 16 hex digits', SLOW, async () => {
    const input = await testPhoto({ width: 800, height: 600 });
    const first = accepted(await processPhoto(input));
    const second = accepted(await processPhoto(input));
    expect(first.id).toMatch(/^[0-9a-f]{16}$/);
    expect(second.id).toBe(first.id);
  });

  it('keeps the widths a smaller photo has, without enlarging it', SLOW, async () => {
    // 500 x 400: its 4:3 crop is 500 x 375, so 480 is the largest width.
    const photo = accepted(await processPhoto(await testPhoto({ width: 500, height: 400 })));
    expect(photo.widths).toEqual([160, 320, 480]);
    expect([photo.width, photo.height]).toEqual([480, 360]);
  });

  it('makes a blurred placeholder of a few hundred bytes', SLOW, async () => {
    const photo = accepted(await processPhoto(await testPhoto({ width: 800, height: 600 })));
    expect(photo.placeholder).toMatch(/^data:image\/svg\+xml,/);
    expect(photo.placeholder.length).toBeLessThan(600);
    const svg = decodeURIComponent(photo.placeholder.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('feGaussianBlur');
    const tiny = Buffer.from(/base64,([^']+)'/.exec(svg)![1]!, 'base64');
    expect(await sharp(tiny).metadata()).toMatchObject({ format: 'webp', width: 16, height: 12 });
  });

  it.each(['png', 'webp', 'avif'] as const)('accepts a %s photo', SLOW, async (format) => {
    const photo = accepted(await processPhoto(await testPhoto({ width: 800, height: 600, format })));
    expect(photo.widths).toEqual([160, 320, 480, 640]);
    const webp = photo.variants.find((v) => v.width === 640 && v.format === 'webp')!.bytes;
    expect(isNear(await colourAt(webp, 10, 10), RED)).toBe(true);
  });

  it('accepts an iPhone HEIC (HEVC), with its GPS gone', SLOW, async () => {
    expect((await sharp(HEIC).metadata()).compression).toBe('hevc');
    const photo = accepted(await processPhoto(HEIC));
    expect([photo.width, photo.height]).toEqual([640, 480]);
    for (const variant of photo.variants) await expectNoMetadata(variant.bytes);
    const webp = photo.variants.find((v) => v.width === 640 && v.format === 'webp')!.bytes;
    expect(isNear(await colourAt(webp, 10, 10), RED, 40)).toBe(true);
    expect(isNear(await colourAt(webp, 630, 470), GREEN, 40)).toBe(true);
  });

  it('refuses a file over 12 MB, without reading it', async () => {
    const big = Buffer.concat([await testPhoto(), Buffer.alloc(13 * 1024 * 1024)]);
    expect(big.length).toBeGreaterThan(PHOTO_MAX_BYTES);
    expect(await processPhoto(big)).toEqual({ ok: false, status: 413, message: photoMessages.tooLarge });
  });

  it('refuses a text file, whatever its name says, and an empty one', async () => {
    const text = Buffer.from('Menú de temporada: crepa de mango, ₡2 500\n'.repeat(50));
    expect(await processPhoto(text)).toEqual({ ok: false, status: 415, message: photoMessages.notImage });
    expect(await processPhoto(Buffer.alloc(0))).toEqual({ ok: false, status: 422, message: photoMessages.empty });
  });

  it('refuses other images (GIF, SVG): only the four kinds a phone gives', async () => {
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    expect(await processPhoto(gif)).toMatchObject({ status: 415, message: photoMessages.notImage });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>');
    expect(await processPhoto(svg)).toMatchObject({ status: 415, message: photoMessages.notImage });
  });

  it('refuses a photo smaller than 400 px on its short side, after turning it', SLOW, async () => {
    expect(await processPhoto(await testPhoto({ width: 300, height: 300 }))).toEqual({ ok: false, status: 422, message: photoMessages.tooSmall });
    expect(await processPhoto(await testPhoto({ width: 1200, height: 396 }))).toMatchObject({ message: photoMessages.tooSmall });
    expect(accepted(await processPhoto(await testPhoto({ width: 400, height: 400, orientation: 6 }))).widths).toEqual([160, 320]);
  });

  it('refuses a damaged file with the message, never an exception', async () => {
    const photo = await testPhoto();
    expect(await processPhoto(photo.subarray(0, 2000))).toMatchObject({ status: 422, message: photoMessages.unreadable });
    expect(await processPhoto(Buffer.concat([photo.subarray(0, 3), Buffer.alloc(4000, 7)]))).toMatchObject({ status: 422, message: photoMessages.unreadable });
    expect(await processPhoto(HEIC.subarray(0, 600))).toMatchObject({ status: 422, message: photoMessages.heicUnreadable });
  });

  it('refuses a picture of more than 60 megapixels before decoding it', async () => {
    // A small PNG whose header says 10 000 x 10 000: only the header may be read.
    const png = await testPhoto({ width: 400, height: 400, format: 'png' });
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect(await processPhoto(png)).toEqual({ ok: false, status: 413, message: photoMessages.tooManyPixels });
  });

  it('refuses a focal point outside the photo', async () => {
    const photo = await testPhoto({ width: 800, height: 600 });
    for (const focal of [
      { x: 1.2, y: 0.5 },
      { x: 0.5, y: -0.1 },
      { x: Number.NaN, y: 0.5 },
    ]) {
      expect(await processPhoto(photo, focal)).toEqual({ ok: false, status: 400, message: photoMessages.focalPoint });
    }
  });
});

describe('cropBox', () => {
  it('takes the largest 4:3 box around the focal point, inside the picture', () => {
    expect(cropBox(1600, 1200, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 0, width: 1600, height: 1200 });
    expect(cropBox(1200, 1600, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 350, width: 1200, height: 900 });
    expect(cropBox(1200, 1600, { x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 1200, height: 900 });
    expect(cropBox(1200, 1600, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 700, width: 1200, height: 900 });
    expect(cropBox(2000, 1000, { x: 0.9, y: 0.5 })).toEqual({ left: 667, top: 0, width: 1333, height: 1000 });
    expect(cropBox(2000, 1000, { x: 0.3, y: 0.5 })).toEqual({ left: 0, top: 0, width: 1333, height: 1000 });
  });
});
