import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { path: '/', priority: 1 },
    { path: '/menu', priority: 0.9 },
    { path: '/aboutus', priority: 0.6 },
  ].map(({ path, priority }) => ({ url: new URL(path, siteUrl).toString(), changeFrequency: 'weekly', priority }));
}
