import type { Metadata } from 'next';
import { shop } from '@/lib/shop';

// A page's `openGraph` replaces the root layout's whole object (Next merges metadata
// shallowly), so pages that set their own title spread these shared fields back in.
export const shopOpenGraph = {
  type: 'website',
  locale: 'es_CR',
  siteName: shop.name,
  images: [{ url: '/og-image.webp', width: 1200, height: 630, alt: 'CrepiVara, crepería gourmet en Guápiles' }],
} satisfies Metadata['openGraph'];
