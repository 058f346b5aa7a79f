/**
 * The static site's hot path, answered on node:http before Fastify builds a request and a reply: a
 * plain GET (no query, no validators) of a file whose negotiated precompressed copy is already in
 * memory. Fastify's routing, hooks and reply cost more than the rest of such a request (measured: CPU
 * per request of the Button page in Brotli, 31–45 µs through Fastify, 21–25 µs on bare node:http,
 * nginx 17–23 µs). Everything else (first requests, HEAD, 304s, redirects, 404s, plain and on-the-fly
 * compressed replies, other routes) goes to Fastify. Its replies must equal Fastify's header for
 * header; server/app.fastPath.test.ts compares them, so a header added in a Fastify hook fails there
 * until it is added here too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRedirect, type ApiNameLookup } from './apiRedirect';
import { negotiateEncoding } from './contentEncoding';
import type { FileBodyReader } from './fileBodies';
import { canonicalRedirect } from './redirect';
import { SECURITY_HEADERS } from './securityHeaders';
import { type EncodedFile, resolveSiteFile, type SiteFile, type SiteFiles } from './siteFiles';

/** Answers a request and returns true, or returns false without touching it (Fastify answers then). */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FastPathOptions {
  files: SiteFiles;
  /** Each HTML file's CSP by URL path, as the Fastify route sends it. */
  policies: ReadonlyMap<string, string>;
  bodies: FileBodyReader;
  apiNames: ApiNameLookup;
}

/** The request paths a file answers as is: its own path and, for a page, the path without `.html`. */
function pathsOf(file: SiteFile): string[] {
  if (!file.urlPath.endsWith('.html')) return [file.urlPath];
  const page = file.urlPath.slice(0, -'.html'.length);
  return [file.urlPath, page === '/index' ? '/' : page];
}

/**
 * The raw request paths the fast path serves, each with its file: the paths that name a file with
 * precompressed copies by the Fastify route's own rules (no redirect), spelled without percent-escapes.
 */
export function fastPathFiles(options: Omit<FastPathOptions, 'bodies'>): Map<string, SiteFile> {
  const hot = new Map<string, SiteFile>();
  for (const file of options.files.values()) {
    // An HTML file without its own CSP would get the fallback policy from the onSend hook.
    if (file.encoded.length === 0 || (file.contentType.startsWith('text/html') && !options.policies.has(file.urlPath))) continue;
    for (const candidate of pathsOf(file)) {
      if (!/^\/[A-Za-z0-9/._~-]*$/.test(candidate) || canonicalRedirect(candidate) !== null || apiRedirect(candidate, options.apiNames) !== null) continue;
      if (resolveSiteFile(options.files, candidate) === file) hot.set(candidate, file);
    }
  }
  return hot;
}

/** The fast path over the static site's files (see the file comment for what it answers). */
export function staticFastPath(options: FastPathOptions): FastPath {
  const hot = fastPathFiles(options);
  // Each copy's header list, made on its first fast reply: Node takes a flat [name, value, …] list as it is.
  const headerLists = new Map<EncodedFile, (string | number)[]>();
  function headersOf(file: SiteFile, copy: EncodedFile, length: number): (string | number)[] {
    let list = headerLists.get(copy);
    if (list === undefined) {
      const csp = options.policies.get(file.urlPath);
      list = [
        ['content-type', file.contentType],
        ...(csp === undefined ? [] : [['content-security-policy', csp]]),
        ['vary', 'accept-encoding'],
        ['cache-control', file.cacheControl],
        ['etag', copy.etag],
        ['last-modified', file.mtime.toUTCString()],
        ['content-encoding', copy.encoding],
        ['content-length', length],
        ...Object.entries(SECURITY_HEADERS),
      ].flat();
      headerLists.set(copy, list);
    }
    return list;
  }
  return (request, response) => {
    const { headers } = request;
    if (request.method !== 'GET' || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    const file = request.url === undefined ? undefined : hot.get(request.url);
    if (file === undefined) return false;
    const encoding = negotiateEncoding(headers['accept-encoding'], file.encodings);
    const copy = encoding === undefined ? undefined : file.encoded.find((candidate) => candidate.encoding === encoding);
    const body = copy === undefined ? undefined : options.bodies.kept(copy.absolutePath);
    if (copy === undefined || body === undefined) return false;
    response.writeHead(200, headersOf(file, copy, body.length));
    response.end(body);
    return true;
  };
}
