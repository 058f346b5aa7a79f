/** Cache-Control policy and conditional-request checks for the static export. */
import type { IncomingHttpHeaders } from 'node:http';

/** Hashed build assets: their name changes whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be stored but must be revalidated (answered with 304 when unchanged). */
const REVALIDATE = 'no-cache';

/** The Cache-Control header for a file, by its URL path inside the export. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE;
}

/** A weak ETag from size and modification time: cheap at startup; the plain file's (and on-the-fly compressed copies'). */
export function weakEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** The ETag of a precompressed copy: the plain file's with the encoding appended, so a cache never mixes them up. */
export function encodedEtag(etag: string, encoding: string): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether a GET/HEAD carries validators proving the client's copy is current (RFC 9110 §13.2.2 order). */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // If-None-Match uses weak comparison, so W/ prefixes are ignored on both sides.
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have one-second resolution; file times do not.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
