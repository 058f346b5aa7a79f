import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

const nextConfig = (phase: string): NextConfig => ({
  // A `route.dev.ts` is a route under `next dev` only: the demos' code files, which the build writes
  // beside the export itself (scripts/demoCodeFiles.ts), are made on request there.
  pageExtensions: phase === PHASE_DEVELOPMENT_SERVER ? ['dev.ts', 'tsx', 'ts', 'jsx', 'js'] : ['tsx', 'ts', 'jsx', 'js'],
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
    // Every build here starts from a clean clone (CI, `npm start` on a fresh machine), so Turbopack's
    // on-disk cache is never read back; writing it took a core for 27 s of a 1 000-page build.
    turbopackFileSystemCacheForBuild: false,
  },
});

export default nextConfig;
