// Paths the tests of the pass-through rule share (lib/grand-opening/routes.test.ts, proxy.test.ts).

/** Next's files, route handlers and public files: they pass the guards untouched. */
export const PASS_THROUGH_EXAMPLES = [
  '/_next/static/chunks/main.js',
  '/_next/image',
  '/api',
  '/api/user',
  '/api/auth',
  '/images/logo.svg',
  '/images/menu/la-crepivara.webp',
  '/icons/icon-192.png',
  '/favicon.ico',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sitemap.xml',
  '/og-image.webp',
] as const;

/** Pages and paths that only look like the above: the guards see them. */
export const GUARDED_EXAMPLES = ['/', '/menu', '/apiary', '/api-docs', '/imagesx', '/timecount', '/home-admin'] as const;
