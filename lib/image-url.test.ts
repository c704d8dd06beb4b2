import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';
import { DEVICE_SIZES, IMAGE_SIZES, imageSources, imageUrl } from './image-url';

// getImageProps reads the image settings `next build` inlines as an object in place of
// process.env.__NEXT_IMAGE_OPTS (Node's own process.env would turn it into a string).
const images = nextConfig.images!;
const realEnv = process.env;
process.env = { ...realEnv, __NEXT_IMAGE_OPTS: { ...images, qualities: [75], path: '/_next/image', loader: 'default' } } as unknown as NodeJS.ProcessEnv;
const { getImageProps } = await import('next/image');
process.env = realEnv;

describe('imageSources', () => {
  it('knows the widths next.config.ts allows', () => {
    expect([...DEVICE_SIZES]).toEqual(images.deviceSizes);
    expect([...IMAGE_SIZES]).toEqual(images.imageSizes);
  });

  it.each(['112px', '(min-width: 640px) 512px, 100vw', '50vw'])('writes what next/image writes for sizes="%s"', (sizes) => {
    const src = '/images/menu/capiberry.webp';
    const { props } = getImageProps({ src, alt: '', width: 800, height: 600, sizes });
    expect(imageSources(src, sizes)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes });
  });

  it('serves an SVG (the fallback of a product added without a picture) as the file itself, as next/image does', () => {
    const src = '/images/menu/fallback.svg';
    const { props } = getImageProps({ src, alt: '', width: 800, height: 600, sizes: '50vw' });
    expect(props.src).toBe(src);
    expect(imageSources(src, '50vw')).toEqual({ src, srcSet: undefined, sizes: undefined });
    expect(imageUrl(src, 640)).toBe(src);
  });
});
