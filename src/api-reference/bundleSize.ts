/**
 * What importing one component costs an app (scripts/bundleSizes.ts measures it at build time):
 * bytes minified and gzipped, React excluded. Shown under an API page's import lines.
 */

export interface BundleSize {
  minified: number;
  gzip: number;
}

/** Import line → its size, with the package and version it was measured on. */
export type BundleSizes = Record<string, BundleSize & { packageName: string; version: string }>;

/** `12.3 kB`: bytes in kilobytes of 1 000, one decimal under 100 kB (as bundlers print sizes). */
export function formatKilobytes(bytes: number): string {
  const kilobytes = bytes / 1000;
  return `${kilobytes < 100 ? kilobytes.toFixed(1) : Math.round(kilobytes).toString()} kB`;
}
