import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never disturb a developer's `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: true,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1200],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24,
  },
};

export default nextConfig;
