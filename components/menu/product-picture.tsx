import type { StoredPhoto } from '@/lib/photos/sources';
import { Picture } from './picture';
import { StoredPicture } from './stored-picture';

type Props = {
  /** The illustration under public/ (or '' for none: the shop's fallback picture). */
  imagen: string;
  /** The owner's photo; without its placeholder when the browser's menu brought it. */
  foto: (Omit<StoredPhoto, 'placeholder'> & { placeholder?: string }) | null;
  alt: string;
  sizes: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

/** A product's picture: the owner's photo when there is one (docs/photos.md), otherwise its illustration. */
export function ProductPicture({ imagen, foto, alt, sizes, loading = 'lazy', fetchPriority, className }: Props) {
  const illustration = imagen || '/images/menu/fallback.svg';
  if (foto) {
    return (
      <StoredPicture
        photo={{ ...foto, placeholder: foto.placeholder ?? '' }}
        alt={alt}
        sizes={sizes}
        fallback={illustration}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  }
  return <Picture src={illustration} alt={alt} width={800} height={600} sizes={sizes} loading={loading} fetchPriority={fetchPriority} className={className} />;
}
