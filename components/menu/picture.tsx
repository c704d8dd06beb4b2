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
 * The <picture> around it (display: contents, so it changes no layout) keeps React from adding a
 * preload of every eager picture to a page's RSC payload: otherwise every page that prefetches
 * the home page would download its hero photo. `preload` asks for one on purpose.
 */
export function Picture({ src, alt, sizes, width, height, fill = false, loading = 'lazy', fetchPriority, preload = false, className = '' }: Props) {
  const sources = imageSources(src, sizes);
  if (preload) {
    preloadResource(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: fetchPriority ?? 'high' });
  }
  return (
    <picture className="contents">
      <img
        {...sources}
        alt={alt}
        width={fill ? undefined : width}
        height={fill ? undefined : height}
        loading={preload ? undefined : loading}
        fetchPriority={fetchPriority}
        decoding="async"
        data-fallback={FALLBACK_IMAGE}
        className={`${fill ? 'absolute inset-0 size-full ' : ''}${className}`}
      />
    </picture>
  );
}
