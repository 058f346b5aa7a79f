/** Content types of the files a Next.js static export contains, and which of them are worth compressing. */
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // Next's RSC payloads (`*.txt`) are fetched by its client router, which does not check the type.
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const COMPRESSIBLE = new Set([
  'application/json',
  'application/xml',
  'application/manifest+json',
  'application/wasm',
  'image/svg+xml',
  'image/x-icon',
]);

/** The Content-Type header for a file, by its extension; unknown files are served as bytes. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether a response of this Content-Type shrinks under gzip/brotli (images and fonts are already compressed). */
export function isCompressible(contentType: string): boolean {
  const essence = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return (essence.startsWith('text/') && essence !== 'text/event-stream') || COMPRESSIBLE.has(essence);
}
