import path from 'node:path';
import type { NextConfig } from 'next';

// Security headers (README, "Cuentas y seguridad"). Pages stay static, so
// no nonces: Next's inline RSC scripts and the theme script need 'unsafe-inline' (a hash would
// switch 'unsafe-inline' off in modern browsers). 'unsafe-eval' only in development.
const isDev = process.env.NODE_ENV === 'development';
const apiOrigin = (() => {
  try {
    return new URL(process.env.NEXT_PUBLIC_API_URL ?? '').origin;
  } catch {
    return ''; // relative (the default /api): same origin
  }
})();
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
  // The map on /timecount.
  'frame-src https://www.google.com https://maps.google.com',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The kitchen ticket is printed from a hidden frame of the orders board (components/desk/orders-board.tsx):
// the board may frame the site's own pages, and the ticket alone may be framed, by the site itself
// (docs/decisions/084-kitchen-ticket.md).
const boardSecurityHeaders = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy.replace('frame-src ', "frame-src 'self' ") }];
const ticketSecurityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' };
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  nosniff,
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never disturb a developer's `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // A server that runs without the project around it: `.next/standalone/server.js` with only the
  // node_modules it needs (README "Puesta en marcha", Dockerfile).
  output: 'standalone',
  // The test suite's own builds skip the type check `npm test` has just run (docs/decisions/091-e2e-builds.md).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPE_CHECK === '1' },
  // bcryptjs is loaded by the hash workers by path (lib/password/hash-pool.ts): keep it a real package.
  // sharp (native, on Next's own list too) and heic-decode (libheif as 2 MB of WebAssembly, loaded
  // on the first HEIC) process the owner's photos (lib/photos): required at run time, not bundled.
  // Kysely and pg are required, not bundled: Next bundles a module once per route, and the store
  // opened by one route's copy is used by all, so `instanceof PostgresAdapter` (NOTIFY, the
  // advisory locks) must meet the one class the store was made with (docs/store.md).
  serverExternalPackages: ['better-sqlite3', 'bcryptjs', 'sharp', 'heic-decode', 'kysely', 'pg'],
  // The workers' require is invisible to the tracer: copy bcryptjs into the standalone output. The
  // HEIC decoder is loaded on demand (lib/photos/process.ts) by the owner's photo routes: carried
  // too (sharp is traced already, Next's image optimizer uses it), its WebAssembly build only.
  outputFileTracingIncludes: {
    '/api/**': [
      './node_modules/bcryptjs/**/*',
      './node_modules/heic-decode/**/*',
      './node_modules/libheif-js/{package.json,LICENSE,wasm-bundle.js}',
      './node_modules/libheif-js/libheif-wasm/{libheif-bundle.js,LICENSE}',
    ],
  },
  experimental: {
    // The stylesheet (~10 KB gzip of Tailwind) comes inside the HTML instead of as a render-blocking
    // request: on a phone's first visit that request cost a whole round trip before the first paint
    // (issue 16). Returning visitors download it again with each page: a fair trade at this size.
    inlineCss: true,
    // The proxy buffers a copy of every request body it sees; pages take no bodies, and the API
    // (which the proxy skips) reads at most 16 KB itself. Default: 10 MB per request.
    proxyClientMaxBodySize: '4kb',
    // A page regenerated after an owner's change stays in this server's memory, not in the build
    // folder: servers started from one build (two instances, the e2e servers on their own
    // databases) never serve each other's pages (docs/decisions/017-regenerated-pages-in-memory.md).
    isrFlushToDisk: false,
  },
  // Next's own cache for pages, plus a disk cache for the optimised pictures, which Next 16 drops
  // along with isrFlushToDisk (lib/cache-handler.mjs). From this file's folder, not the working
  // directory: `next start <folder>` may run from elsewhere (Next compiles this file to CommonJS).
  cacheHandler: path.join(__dirname, 'lib/cache-handler.mjs'),
  images: {
    customCacheHandler: true,
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1200],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24,
  },
  // /menu's addresses to their cached pages, as proxy.ts names them in this header (lib/menu/rewrite.ts,
  // whose test reads this rule). Written here: `next start <folder>` cannot load a module beside this file.
  async rewrites() {
    const page = { type: 'header' as const, key: 'x-crepivara-menu-page', value: '(?<page>_todos|[a-z0-9-]{1,40})' };
    return { beforeFiles: [{ source: '/menu', has: [page], destination: '/menu/:page' }], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      // Every response but the hashed scripts, styles and fonts: pages, route handlers, redirects,
      // public files (an SVG opened on its own is a document).
      { source: '/:path((?!_next/static/|fonts/[^/]+\\.woff2$).*)', headers: securityHeaders },
      // Those only need nosniff: the rest (about 1 KB) means nothing on a script and was sent with
      // each of a page's ~10 chunks, 7-9 KB of every page's JavaScript as Lighthouse counts it.
      { source: '/_next/static/:path*', headers: [nosniff] },
      // The fonts' names carry their content (scripts/fonts): a browser keeps each for good.
      { source: '/fonts/:file', headers: [nosniff, { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The service worker: browsers ask for it again on each visit, past any cache, to find a new build.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // The shop's pages, cached on the server: browsers keep them but ask again each time. Next's
      // own header for them (`s-maxage=5, stale-while-revalidate=<a year>`) is meant for a CDN, but
      // a browser honours its stale-while-revalidate and showed the last visit's page first (the
      // worker, installing a new build, kept the old build's pages that way).
      ...['/', '/menu', '/orders', '/aboutus'].map((source) => ({ source, headers: [{ key: 'Cache-Control', value: 'no-cache' }] })),
      { source: '/home-admin/pedidos', headers: boardSecurityHeaders },
      { source: '/home-admin/pedidos/:id/ticket', headers: ticketSecurityHeaders },
      // An order's status page: its link is a key to it, so no referrer carries it away and no
      // search engine keeps it (after the rule above, so this Referrer-Policy wins).
      {
        source: '/pedido/:token*',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
    ];
  },
};

export default nextConfig;
