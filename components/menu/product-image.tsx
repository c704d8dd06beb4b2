'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { FALLBACK_IMAGE } from './image-fallback';

// For client components (the cart's lines, the product sheet); Server Components use Picture.
// A missing or broken file (say the owner removed one) shows the shop's fallback
// illustration instead of the browser's broken-image icon.
export function ProductImage({ src, alt, ...rest }: ImageProps & { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  return (
    <Image
      {...rest}
      src={broken ? FALLBACK_IMAGE : src}
      alt={alt}
      unoptimized={broken || rest.unoptimized}
      onError={() => setFailed(src)}
    />
  );
}
