import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { FALLBACK_IMAGE } from './image-fallback';

/**
 * A product or slide picture for Server Components: next/image's optimised sources (srcset,
 * sizes, lazy loading) computed on the server into a plain <img>, so the page ships none of
 * next/image's client code. A missing file turns into the fallback illustration through the
 * listener of image-fallback.ts, which runs before the pictures load.
 *
 * The <picture> around it (display: contents, so it changes no layout) keeps React from adding
 * a preload of every eager picture to the page's RSC payload: otherwise every page that
 * prefetches the home page would download its hero photo. `preload` asks for one on purpose
 * (in the HTML's head and in the payload), as next/image's own prop does.
 */
export function Picture(props: ImageProps & { src: string; alt: string }) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: image.fetchPriority ?? 'high' });
  }
  return (
    <picture className="contents">
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's own props, alt included */}
      <img {...image} data-fallback={FALLBACK_IMAGE} />
    </picture>
  );
}
