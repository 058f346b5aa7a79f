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
  // `npm test` and `npm run typecheck` type-check the whole project with `tsc`; the build would only
  // repeat that work and would need the test tooling's types, which `npm install --omit=dev` leaves out.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next renders pages in (cores - 1) workers by default, but its main process only waits meanwhile:
    // one worker per core nearly halves the page generation of a 2-core machine (npm run bench:pages).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
