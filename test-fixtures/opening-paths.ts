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
  // The owner's photos (app/fotos/[file]/route.ts): even a name the route refuses gets its 404 there.
  '/fotos/0123456789abcdef-640.avif',
  '/fotos/0123456789abcdef',
  '/fotos/',
] as const;

/** Pages and paths that only look like the above: the guards see them. */
export const GUARDED_EXAMPLES = ['/', '/menu', '/apiary', '/api-docs', '/imagesx', '/fotosx', '/timecount', '/home-admin'] as const;
