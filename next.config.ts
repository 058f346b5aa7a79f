import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The production server and static hosts serve `out/`; no Next server runs in production.
  typedRoutes: false,
};

export default nextConfig;
