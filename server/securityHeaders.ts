/** Security headers: nosniff and referrer policy everywhere, and a per-page Content-Security-Policy. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { externalOrigins } from '../src/config/docsConfig';
import { isExecutableScript, tagAttributes } from './scriptKind';

export type ExternalOrigins = ReturnType<typeof externalOrigins>;

// `<script …>body</script>`; attribute values may be quoted and contain `>`.
const SCRIPT = /<script(\s(?:[^>"']|"[^"]*"|'[^']*')*)?>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources (`'sha256-…'`) admitting exactly the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = tagAttributes(match[1] ?? '');
    if (attrs.has('src') || !isExecutableScript(attrs.get('type'))) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes the script text.
    const body = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Where a demo's "Open in StackBlitz" and "Open in CodeSandbox" post their generated project. */
const SANDBOX_FORM_ACTIONS = ['https://stackblitz.com', 'https://codesandbox.io'] as const;

/** Whether a page renders live demos (the Demo component marks each with `data-demo`). */
export function hasLiveDemos(html: string): boolean {
  return /<section[^>]*\sdata-demo="/.test(html);
}

/**
 * Whether a page exports a project to the sandbox services without live demos: a template page's bar
 * (TemplateToolbar) marks its export buttons with `data-sandbox-export`.
 */
export function hasSandboxExport(html: string): boolean {
  return /<[a-z][^<>]*\sdata-sandbox-export(?:=""|[\s>])/.test(html);
}

/**
 * The Content-Security-Policy of a page: 'self', the configured external origins, and the page's script
 * hashes. A page with live demos also allows `'unsafe-eval'` (the live editor runs the reader's edited
 * code) and posting forms to the sandbox services; a page with a sandbox export only (a template) gets
 * the form posts without `'unsafe-eval'`; other pages get neither.
 */
export function contentSecurityPolicy(origins: ExternalOrigins, scriptHashes: readonly string[], { liveDemos = false, sandboxExport = false } = {}): string {
  const directive = (name: string, ...sources: (string | readonly string[])[]) => [name, ...sources.flat()].join(' ');
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", scriptHashes, liveDemos ? ["'unsafe-eval'"] : [], origins.script),
    // MUI and Emotion insert <style> elements at runtime.
    directive('style-src', "'self'", "'unsafe-inline'", origins.style),
    directive('img-src', "'self'", 'data:', origins.img),
    directive('font-src', "'self'", 'data:', origins.font),
    directive('connect-src', "'self'", origins.connect),
    directive('frame-src', "'self'"),
    directive('frame-ancestors', "'self'"),
    directive('base-uri', "'self'"),
    directive('object-src', "'none'"),
    directive('form-action', "'self'", liveDemos || sandboxExport ? SANDBOX_FORM_ACTIONS : []),
    directive('worker-src', "'self'"),
    directive('manifest-src', "'self'"),
  ].join('; ');
}

/** The headers every response carries, whatever answers it (server/fastPath.ts adds them too). */
export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' } as const;

/** Adds the headers every response needs; an HTML response without its own CSP gets `fallbackCsp`. */
export function registerSecurityHeaders(app: FastifyInstance, fallbackCsp: string): void {
  // onSend also runs for error and not-found replies, unlike a route-level hook.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', fallbackCsp);
    }
    return payload;
  });
}
