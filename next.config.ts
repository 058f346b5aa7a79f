import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The production server and static hosts serve `out/`; no Next server runs in production.
  typedRoutes: false,
  experimental: {
    // Next renders pages in (cores - 1) workers by default, but its main process only waits meanwhile:
    // one worker per core nearly halves the page generation of a 2-core machine (npm run bench:pages).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
