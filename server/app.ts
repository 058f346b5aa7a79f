/**
 * The production server: the static export of the docs site, compressed, cached and locked down.
 * Other parts of the site (the feedback collector) add their routes to the instance this builds.
 */
import { promises as fs } from 'node:fs';
import { createServer } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { negotiateEncoding } from './contentEncoding';
import { isCompressible } from './contentTypes';
import { type FastPath, staticFastPath } from './fastPath';
import { type FileBody, fileBodyReader } from './fileBodies';
import { isNotModified } from './httpCache';
import { apiNameLookup, apiRedirect } from './apiRedirect';
import { canonicalRedirect, splitRequestUrl } from './redirect';
import { type FeedbackRouteOptions, registerFeedback, trustedProxies } from './feedback/routes';
import { contentSecurityPolicy, type ExternalOrigins, hasLiveDemos, hasSandboxExport, inlineScriptHashes, registerSecurityHeaders } from './securityHeaders';
import type { ManifestApiPage } from './siteManifest';
import { resolveSiteFile, scanSite, type SiteFile } from './siteFiles';

export interface ServerOptions {
  /** The static export folder (`out/`). */
  root: string;
  /** External origins the pages use, per CSP directive (from the export's manifest). */
  origins: ExternalOrigins;
  /** Log warnings and errors (requests themselves are not logged). */
  logger?: boolean;
  /** The feedback collector's settings; without them the server has no /feedback route. */
  feedback?: FeedbackRouteOptions;
  /** The generated API pages (from the export's manifest), for `/api/<name>`; without them those paths 404. */
  apiPages?: readonly ManifestApiPage[];
}

/** Builds the Fastify app serving the export in `root`; it is ready to `listen()` or `inject()`. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // Set once the static site is registered; until then every request goes to Fastify.
  const fast: { path?: FastPath } = {};
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    trustProxy: trustedProxies(options.feedback?.proxyHops ?? 0),
    // The static site's hot path answers before Fastify does (server/fastPath.ts); inject() bypasses it.
    serverFactory: (handler, settings) => {
      const server = createServer((request, response) => {
        if (fast.path?.(request, response) !== true) handler(request, response);
      });
      // What Fastify sets on a server it makes itself (fastify/lib/server.js), from its resolved options.
      const setting = (name: string) => (typeof settings[name] === 'number' ? settings[name] : undefined);
      server.keepAliveTimeout = setting('keepAliveTimeout') ?? server.keepAliveTimeout;
      server.requestTimeout = setting('requestTimeout') ?? server.requestTimeout;
      const maxRequests = setting('maxRequestsPerSocket');
      if (maxRequests !== undefined && maxRequests > 0) server.maxRequestsPerSocket = maxRequests;
      server.setTimeout(setting('connectionTimeout') ?? 0);
      return server;
    },
  });
  const { origins } = options;
  registerSecurityHeaders(app, contentSecurityPolicy(origins, []));
  // Awaited so its onRoute hook exists before any route below (or added later) is registered.
  await app.register(fastifyCompress, { customTypes: isCompressible });
  fast.path = await registerStaticSite(app, { root: options.root, origins, apiPages: options.apiPages });
  // Static routes win over the static site's `/*` catch-all, so no path needs excluding.
  if (options.feedback) await registerFeedback(app, options.feedback);
  return app;
}

/** Each HTML file's own CSP, admitting the hashes of its inline scripts; computed once at startup. */
async function pagePolicies(files: Iterable<SiteFile>, origins: ExternalOrigins): Promise<Map<string, string>> {
  const htmlFiles = [...files].filter((file) => file.contentType.startsWith('text/html'));
  const entries = await Promise.all(
    htmlFiles.map(async (file) => {
      const html = await fs.readFile(file.absolutePath, 'utf8');
      return [file.urlPath, contentSecurityPolicy(origins, inlineScriptHashes(html), { liveDemos: hasLiveDemos(html), sandboxExport: hasSandboxExport(html) })] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Serves every file of the export on GET/HEAD, with the site's redirects, caching and 404 page; returns
 * the fast path for the server to try before Fastify (server/fastPath.ts), which answers the same.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: { root: string; origins: ExternalOrigins; apiPages?: readonly ManifestApiPage[] },
): Promise<FastPath> {
  const files = await scanSite(options.root);
  const apiNames = apiNameLookup(options.apiPages ?? []);
  const policies = await pagePolicies(files.values(), options.origins);
  const notFoundPage = files.get('/404.html');

  const bodies = fileBodyReader();

  /** The body of one file (none for HEAD, just its size); undefined when the file is gone since startup. */
  async function load(request: FastifyRequest, absolutePath: string, size: number): Promise<FileBody | { body: undefined; size: number } | undefined> {
    if (request.method !== 'HEAD') return bodies.read(absolutePath, size);
    const current = await bodies.size(absolutePath);
    return current === undefined ? undefined : { body: undefined, size: current };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number): Promise<FastifyReply> {
    reply.code(status).header('content-type', file.contentType);
    const csp = policies.get(file.urlPath);
    if (csp !== undefined) reply.header('content-security-policy', csp);
    // Caches must keep gzip, brotli and identity copies apart even when this reply is not compressed.
    if (isCompressible(file.contentType)) reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding'], file.encodings);
    const copy = encoding === undefined ? undefined : file.encoded.find((candidate) => candidate.encoding === encoding);
    if (status === 200) {
      const etag = copy?.etag ?? file.etag;
      reply.header('cache-control', file.cacheControl).header('etag', etag).header('last-modified', file.mtime.toUTCString());
      if (isNotModified(request.headers, etag, file.mtime)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'no-cache');
    }
    let payload = copy === undefined ? undefined : await load(request, copy.absolutePath, copy.size);
    if (copy !== undefined && payload !== undefined) {
      // @fastify/compress leaves a reply that has a Content-Encoding alone.
      reply.header('content-encoding', copy.encoding);
    } else {
      // No copy for this client, or one deleted since startup: the plain file, which @fastify/compress may compress.
      if (copy !== undefined && status === 200) reply.header('etag', file.etag);
      payload = await load(request, file.absolutePath, file.size);
    }
    if (payload === undefined) {
      // Deleted since startup (a rebuild under a running server): answer as a missing page, not a 500.
      return file === notFoundPage ? sendPlainNotFound(reply) : sendNotFound(request, reply);
    }
    reply.header('content-length', payload.size);
    return reply.send(payload.body);
  }

  const sendPlainNotFound = (reply: FastifyReply) =>
    reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | FastifyReply {
    return notFoundPage ? send(request, reply, notFoundPage, 404) : sendPlainNotFound(reply);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const { pathname, search } = splitRequestUrl(request.url);
      // An absolute-form request target (`GET http://host/x`) names no file of ours.
      if (!pathname.startsWith('/')) return sendNotFound(request, reply);
      const canonical = canonicalRedirect(pathname);
      // `/zh/api/ButtonGroup/` goes to the API page in one hop, not via `/api/ButtonGroup`.
      const target = apiRedirect(canonical ?? pathname, apiNames) ?? canonical;
      if (target !== null) return reply.redirect(`${target}${search}`, 308);
      const file = resolveSiteFile(files, pathname);
      return file ? send(request, reply, file, 200) : sendNotFound(request, reply);
    },
  });

  // Only other methods get here (GET and HEAD match the catch-all above).
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = splitRequestUrl(request.url);
    if (resolveSiteFile(files, pathname)) {
      return reply.code(405).header('allow', 'GET, HEAD').header('content-type', 'text/plain; charset=utf-8').send('Method not allowed');
    }
    return sendNotFound(request, reply);
  });
  return staticFastPath({ files, policies, bodies, apiNames });
}
