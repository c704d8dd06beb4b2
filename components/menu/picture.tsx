import { preload as preloadResource } from 'react-dom';
import { imageSources } from '@/lib/image-url';
import { FALLBACK_IMAGE } from './image-fallback';

type Props = {
  src: string;
  alt: string;
  /** How wide it is shown (the <img> sizes attribute): picks the sources. */
  sizes: string;
  /** The file's proportions (all our photos are 800 x 600); omit with `fill`. */
  width?: number;
  height?: number;
  /** Covers its positioned parent (the slides). */
  fill?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Asks for the picture from the head (the page's largest paint), as next/image's `preload`. */
  preload?: boolean;
  className?: string;
};

/**
 * Every photo of the site: next/image's optimised sources (lib/image-url.ts, checked against
 * next/image) in a plain <img>, for Server and Client Components alike, so no page ships
 * next/image's client code. A missing file turns into the fallback illustration through the
 * listener of image-fallback.ts, which runs before any picture loads.
 *
 * An eager picture comes inside a <picture> (display: contents, so it changes no layout): that keeps
 * React from adding a preload of it to a page's RSC payload, otherwise every page that prefetches
 * the home page would download its hero photo. `preload` asks for one on purpose. Lazy pictures,
 * which React never preloads, go without it: one element less in each of /menu's cards.
 */
export function Picture({ src, alt, sizes, width, height, fill = false, loading = 'lazy', fetchPriority, preload = false, className = '' }: Props) {
  const sources = imageSources(src, sizes);
  if (preload) {
    preloadResource(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: fetchPriority ?? 'high' });
  }
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own sources, without its client code (above)
    <img
      {...sources}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={preload ? undefined : loading}
      fetchPriority={fetchPriority}
      decoding="async"
      data-fallback={FALLBACK_IMAGE}
      // Joined, not concatenated: the formatter's class sorting trims a string's edge spaces.
      className={[fill && 'absolute inset-0 size-full', className].filter(Boolean).join(' ')}
    />
  );
  return loading === 'lazy' && !preload ? image : <picture className="contents">{image}</picture>;
}
