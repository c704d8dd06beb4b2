import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIRST_SLIDE_PLACEHOLDER, FIRST_SLIDE_PLACEHOLDER_WIDTH, FIRST_SLIDE_SHA256 } from './first-slide-placeholder';

describe('the first slide placeholder', () => {
  it('was made from the slide as it is now (run scripts/hero/make-placeholder.mjs after replacing it)', () => {
    const slide = fs.readFileSync('public/images/slider/slide-1.webp');
    expect(createHash('sha256').update(slide).digest('hex')).toBe(FIRST_SLIDE_SHA256);
  });

  it('is a small WebP at least as wide as the slide on a phone, so it is never shown enlarged there', async () => {
    const [header, data] = FIRST_SLIDE_PLACEHOLDER.split(',');
    expect(header).toBe('data:image/webp;base64');
    const bytes = Buffer.from(data!, 'base64');
    expect(bytes.length).toBeLessThan(8 * 1024);
    const { format, width } = await sharp(bytes).metadata();
    expect(format).toBe('webp');
    // Chrome counts an enlarged picture's area as smaller: the sharp picture would then become the
    // largest paint when it arrives, and the placeholder would not shorten it.
    expect(width).toBe(FIRST_SLIDE_PLACEHOLDER_WIDTH);
    expect(width).toBeGreaterThanOrEqual(412);
  });
});
