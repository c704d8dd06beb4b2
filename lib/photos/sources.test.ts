import { describe, expect, it } from 'vitest';
import { focalPosition, parsePhotoFileName, photoSources, photoUrl, type StoredPhoto } from './sources';

const photo: StoredPhoto = {
  id: '0123456789abcdef',
  width: 1200,
  height: 900,
  widths: [160, 320, 480, 640, 960, 1200],
  focus: { x: 0.25, y: 0.5 },
  placeholder: 'data:image/svg+xml,x',
};

describe('photo URLs', () => {
  it('names each variant by the photo, its width and format, and reads the name back', () => {
    expect(photoUrl(photo.id, 640, 'avif')).toBe('/fotos/0123456789abcdef-640.avif');
    expect(parsePhotoFileName('0123456789abcdef-640.avif')).toEqual({ id: photo.id, width: 640, format: 'avif' });
    expect(parsePhotoFileName('0123456789abcdef-1200.webp')).toEqual({ id: photo.id, width: 1200, format: 'webp' });
    for (const name of ['0123456789abcdef-640.jpg', '0123456789abcdef-650.webp', '0123456789abcdef-0640.webp', 'x-640.webp', '0123456789abcdef-640.webp?']) {
      expect(parsePhotoFileName(name), name).toBeNull();
    }
  });
});

describe('photoSources', () => {
  it('offers every stored width in both formats, and a middle WebP as the src', () => {
    const sizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 107px';
    const sources = photoSources(photo, sizes);
    expect(sources.avif).toBe(photo.widths.map((w) => `/fotos/0123456789abcdef-${w}.avif ${w}w`).join(', '));
    expect(sources.webp).toBe(photo.widths.map((w) => `/fotos/0123456789abcdef-${w}.webp ${w}w`).join(', '));
    expect(sources.src).toBe('/fotos/0123456789abcdef-640.webp');
    expect(sources.sizes).toBe(sizes);
    expect(photoSources({ ...photo, widths: [160, 320] }, '80px').src).toBe('/fotos/0123456789abcdef-320.webp');
  });
});

describe('focalPosition', () => {
  it('puts the focal point in view in any box, as object-position percentages', () => {
    expect(focalPosition({ x: 0.25, y: 0.5 })).toBe('25% 50%');
    expect(focalPosition({ x: 0.3333, y: 1 })).toBe('33.3% 100%');
    expect(focalPosition({ x: 1.5, y: -1 })).toBe('100% 0%');
  });
});
