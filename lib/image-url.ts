// next/image's optimised sources for pictures drawn by client components (the cart's lines, the
// product sheet), without next/image's client code: its default loader's URLs over the widths
// next.config.ts allows, picked as next/image picks them for a `sizes`. image-url.test.ts checks
// the result against getImageProps itself, so a change in either shows.

/** next.config.ts `images.deviceSizes` and `images.imageSizes`. */
export const DEVICE_SIZES = [390, 640, 828, 1080, 1200] as const;
export const IMAGE_SIZES = [64, 128, 256, 384] as const;
const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
const QUALITY = 75;

/** A drawing is served as it is: next/image never optimises SVG (no `dangerouslyAllowSVG` here). */
const isVector = (src: string) => src.split('?', 1)[0]!.endsWith('.svg');

export function imageUrl(src: string, width: number): string {
  if (isVector(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** The widths worth offering: with a "vw" in `sizes`, none narrower than that share of the smallest device. */
function widthsFor(sizes: string): number[] {
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (percents.length === 0) return ALL_SIZES;
  const smallest = Math.min(...percents) / 100;
  return ALL_SIZES.filter((width) => width >= DEVICE_SIZES[0] * smallest);
}

/** `src`, `srcSet` and `sizes` for an <img> shown at `sizes`, as next/image writes them. */
export function imageSources(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (isVector(src)) return { src, srcSet: undefined, sizes: undefined };
  const widths = widthsFor(sizes);
  return {
    src: imageUrl(src, widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${imageUrl(src, width)} ${width}w`).join(', '),
    sizes,
  };
}
