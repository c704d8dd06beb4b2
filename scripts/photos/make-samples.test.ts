import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePhoto, SAMPLE_IDS } from './make-samples.mjs';

// The bench's sample photos: generated, the same on every run, and phone-like enough to exercise
// the pipeline (turned in storage with an EXIF orientation, GPS on some).

// Each photo is drawn at full size (about a second on a quiet machine, more on a busy one).
const SLOW = { timeout: 60_000 };

describe('the sample photos', () => {
  it('cover the 30 products', () => {
    expect(SAMPLE_IDS).toEqual(Array.from({ length: 30 }, (_, i) => i + 5));
  });

  it('are the same bytes on every run', SLOW, async () => {
    const [first, second] = [await samplePhoto(12), await samplePhoto(12)];
    expect(first.equals(second)).toBe(true);
    expect((await samplePhoto(13)).equals(first)).toBe(false);
  });

  it('are 1600 x 1200 JPEGs as a phone writes them: stored turned, with orientation, camera and GPS', SLOW, async () => {
    const photo = await samplePhoto(9);
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600, orientation: 8, autoOrient: { width: 1600, height: 1200 } });
    const exif = exifReader(metadata.exif!);
    expect(exif.Image?.Make).toBe('CrepiVara');
    expect(exif.GPSInfo?.GPSLatitude).toEqual([10, 12, 30]);
  });
});
