import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/home-admin', '/account', '/activar'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
