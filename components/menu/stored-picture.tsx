import { preload as preloadResource } from 'react-dom';
import { imageUrl } from '@/lib/image-url';
import { focalPosition, photoSources, photoUrl, type StoredPhoto } from '@/lib/photos/sources';
import { FALLBACK_IMAGE } from './image-fallback';

type Props = {
  photo: StoredPhoto;
  alt: string;
  /**
   * How wide the photo is drawn (the sizes attribute). In a box of another shape it is drawn
   * wider than the box: a 4:3 photo covering an 80 px square is 107 px wide.
   */
  sizes: string;
  /** The product's illustration (public/images/menu/...), shown if the photo's files are gone. */
  fallback?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Asks for the photo from the head (the page's largest paint): its AVIF, which browsers without AVIF skip. */
  preload?: boolean;
  className?: string;
};

/**
 * A photo the owner uploaded (lib/photos): AVIF and WebP at the stored widths through a <picture>
 * (display: contents, so it changes no layout, as Picture's eager case, docs/decisions/002),
 * lazy unless eager, the blurred placeholder as its background until the photo arrives, and the
 * focal point kept in view when the box crops it (the phone row's square). A product without a
 * photo keeps Picture with its illustration.
 */
export function StoredPicture({ photo, alt, sizes, fallback, loading = 'lazy', fetchPriority, preload = false, className = '' }: Props) {
  const sources = photoSources(photo, sizes);
  if (preload) {
    preloadResource(photoUrl(photo.id, photo.width, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      fetchPriority: fetchPriority ?? 'high',
    });
  }
  const position = focalPosition(photo.focus);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={preload ? undefined : loading}
        fetchPriority={fetchPriority}
        decoding="async"
        data-fallback={fallback ? imageUrl(fallback, 640) : FALLBACK_IMAGE}
        style={
          photo.placeholder
            ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover', backgroundPosition: position, objectPosition: position }
            : { objectPosition: position }
        }
        className={className}
      />
    </picture>
  );
}
