import fs from 'node:fs';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/lib/offline/navigation';

// /sw.js: the service worker (lib/offline/service-worker.ts), bundled with its precache list when
// the site is built, then served as a static file. @serwist/turbopack keeps the Turbopack build
// (docs/decisions/030-serwist-turbopack.md).

type SerwistRoute = ReturnType<typeof createSerwistRoute>;
let route: SerwistRoute | undefined;

/** Made on first use: the build's id exists only once Next is generating the pages. */
function serwistRoute(): SerwistRoute {
  if (route) return route;
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const build = fs.readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
  route = createSerwistRoute({
    swSrc: 'lib/offline/service-worker.ts',
    useNativeEsbuild: true,
    // The build's scripts and styles, the fonts, the icons and the fallback picture. Not public/images'
    // photos: pages show them through /_next/image, kept as they are seen.
    globPatterns: [
      `${distDir}/static/**/*.{js,css}`,
      'public/fonts/*.woff2',
      'public/icons/*.png',
      'public/images/logo.svg',
      'public/images/menu/fallback.svg',
    ],
    // Same revision as the build: the offline page and the manifest change only with a new build,
    // and every build makes a new /sw.js, which is what offers the update.
    additionalPrecacheEntries: [
      { url: OFFLINE_PATH, revision: build },
      { url: '/manifest.webmanifest', revision: build },
    ],
    esbuildOptions: { define: { __CREPIVARA_BUILD__: JSON.stringify(build) }, sourcemap: false },
  });
  return route;
}

export const dynamic = 'force-static';

export function GET(request: Request) {
  return serwistRoute().GET(request, { params: Promise.resolve({ path: 'sw.js' }) });
}
