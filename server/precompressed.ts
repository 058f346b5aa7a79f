/**
 * Precompressed siblings of the export's files: the build writes `file.br` and `file.gz` beside
 * every compressible `file` (scripts/precompressExport.ts) and the server sends them instead of
 * compressing on each request. The naming rule lives here so the build, the server and the link
 * checker agree on which files are siblings rather than files of their own.
 */
import { contentTypeFor, isCompressible } from './contentTypes';

/** The encodings the build writes, in the server's order of preference. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

const SUFFIXES: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** The sibling file name holding `fileName` in `encoding` (`a.html` → `a.html.br`). */
export function siblingName(fileName: string, encoding: PrecompressedEncoding): string {
  return `${fileName}${SUFFIXES[encoding]}`;
}

/** Whether the build precompresses a file of this name: the types the server would compress anyway. */
export function isPrecompressible(fileName: string): boolean {
  return isCompressible(contentTypeFor(fileName));
}

/**
 * The file a precompressed sibling belongs to and its encoding, or undefined when `fileName` is a
 * file of its own: `a.html.br` is a sibling only if `a.html` exists and is precompressible, so a
 * published `archive.tar.gz` stays a download. `exists` is asked about names in the same folder.
 */
export function siblingOf(fileName: string, exists: (name: string) => boolean): { base: string; encoding: PrecompressedEncoding } | undefined {
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    const suffix = SUFFIXES[encoding];
    if (!fileName.endsWith(suffix)) continue;
    const base = fileName.slice(0, -suffix.length);
    if (base.length > 0 && !base.endsWith('/') && isPrecompressible(base) && exists(base)) return { base, encoding };
  }
  return undefined;
}
