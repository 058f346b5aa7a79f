/** The collector's HTTP face: POST /feedback (JSON, 8 KB, rate-limited, CORS for configured origins). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FEEDBACK_BODY_LIMIT } from '../../src/feedback/contract';
import { createRateLimiter } from './rateLimit';
import { feedbackSchema, parseFeedback } from './schema';
import type { FeedbackStore } from './store';

export interface FeedbackRouteOptions {
  store: FeedbackStore;
  /** Pathnames of the site's pages; feedback about anything else is refused. */
  knownPathnames: ReadonlySet<string>;
  /** Origins other than the server's own allowed to post (CORS). */
  allowedOrigins: readonly string[];
  rateLimit: number;
  rateWindowMs: number;
  /**
   * Reverse proxies in front of the server (0 or absent: none). The server that registers these routes
   * passes `trustedProxies(proxyHops)` to Fastify as `trustProxy`, so `request.ip` is the reader.
   */
  proxyHops?: number;
  now?: () => number;
}

/**
 * Fastify's `trustProxy` for `hops` proxies in front: the socket peer and the next `hops - 1`
 * X-Forwarded-For entries are proxies, so the entry after them is the reader. Addresses a client put
 * at the start of the header itself are never reached. False (headers ignored) for 0.
 */
export function trustedProxies(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Whether a browser on `origin` may post: the server's own origin or a configured one. */
function originAllowed(request: FastifyRequest, origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Registers POST and OPTIONS /feedback in their own scope, so their JSON error answers do not touch the static site. */
export async function registerFeedback(app: FastifyInstance, options: FeedbackRouteOptions): Promise<void> {
  const schema = feedbackSchema(options.knownPathnames);
  const limiter = createRateLimiter(options.rateLimit, options.rateWindowMs, options.now);
  const fail = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send({ error });

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `Request body is larger than ${FEEDBACK_BODY_LIMIT} bytes.`
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json.'
        : status === 500 ? 'The feedback could not be stored.'
        : `Invalid request: ${error.message}`;
      return fail(reply, status, message);
    });

    scope.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (!originAllowed(request, origin, options.allowedOrigins)) return fail(reply, 403, `Origin ${origin} may not post feedback.`);
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    });

    scope.options('/feedback', async (_request, reply) =>
      reply.code(204).header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').header('access-control-max-age', '86400').send(),
    );

    scope.post('/feedback', { bodyLimit: FEEDBACK_BODY_LIMIT }, async (request, reply) => {
      if (!limiter.take(request.ip)) {
        reply.header('retry-after', String(Math.ceil(options.rateWindowMs / 1000)));
        return fail(reply, 429, 'Too much feedback from this address; try again later.');
      }
      // Fastify also parses text/plain; only JSON is feedback.
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return fail(reply, 415, 'Content-Type must be application/json.');
      const parsed = parseFeedback(schema, request.body);
      if (!parsed.ok) return fail(reply, 400, parsed.error);
      const id = options.store.insert(parsed.item);
      return reply.code(201).header('cache-control', 'no-store').send({ id });
    });
  });
}
