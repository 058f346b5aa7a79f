import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalOrigins, readDocsConfig } from '../src/config/docsConfig';
import { buildServer } from './app';

const HOME_SCRIPT = 'self.__next_f=self.__next_f||[];self.__next_f.push([0])';
const BUTTON_SCRIPT = 'self.__next_f.push([1,"button page\\n"])\n';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const padding = `<p>${'Lorem ipsum dolor sit amet. '.repeat(100)}</p>`;

const FIXTURE: Record<string, string | Buffer> = {
  'index.html': `<!DOCTYPE html><html><head><script src="/_next/static/chunks/abc123.js" async></script><script>${HOME_SCRIPT}</script><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><h1>Home</h1>${padding}</body></html>`,
  'material-ui/react-button.html': `<!DOCTYPE html><html><body><h1>Button</h1><script>${BUTTON_SCRIPT}</script>${padding}</body></html>`,
  'material-ui/react-button/__next.material-ui.react-button.__PAGE__.txt': '0:{"a":"$@1"}\n',
  // Padded past @fastify/compress's 1 KB threshold, under which it sends small bodies as they are.
  '404.html': `<!DOCTYPE html><html><body><h1>Page not found</h1>${padding}</body></html>`,
  '_next/static/chunks/abc123.js': `console.log("chunk");${'/* padding */'.repeat(200)}`,
  '_next/static/css/def456.css': 'body{margin:0}',
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  'robots.txt': 'User-agent: *\n',
  'data.json': '{"ok":true}',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'favicon.ico': Buffer.from([0, 0, 1, 0]),
  'fonts/roboto.woff2': Buffer.from('wOF2'),
  'site.webmanifest': '{"name":"Docs"}',
  [`long/${'segment-'.repeat(20)}/page.html`]: '<!DOCTYPE html><p>deep</p>',
  '.DS_Store': 'junk',
};

let dir: string;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'docs-server-'));
  root = path.join(dir, 'out');
  for (const [name, content] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  // Beside the export, not in it: no URL may reach it.
  writeFileSync(path.join(dir, 'secret.txt'), 'TOP SECRET');
  app = await buildServer({ root, origins: externalOrigins(readDocsConfig({})) });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('resolving paths', () => {
  it.each([
    ['/', 'index.html'],
    ['/material-ui/react-button', 'material-ui/react-button.html'],
    ['/material-ui/react-button.html', 'material-ui/react-button.html'],
    ['/material-ui/react-button/__next.material-ui.react-button.__PAGE__.txt', 'material-ui/react-button/__next.material-ui.react-button.__PAGE__.txt'],
    ['/_next/static/chunks/abc123.js', '_next/static/chunks/abc123.js'],
    ['/sitemap.xml', 'sitemap.xml'],
    ['/robots.txt?x=1', 'robots.txt'],
    [`/long/${'segment-'.repeat(20)}/page`, `long/${'segment-'.repeat(20)}/page.html`],
  ])('%s serves out/%s', async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(Buffer.from(FIXTURE[file] ?? ''));
  });

  it.each(['/nope', '/material-ui/nope', '/.DS_Store', '/material-ui', '/index.htm'])('%s gets the 404 page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(FIXTURE['404.html']);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('content types', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/_next/static/chunks/abc123.js', 'text/javascript; charset=utf-8'],
    ['/_next/static/css/def456.css', 'text/css; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/material-ui/react-button/__next.material-ui.react-button.__PAGE__.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/icon.svg', 'image/svg+xml'],
    ['/logo.png', 'image/png'],
    ['/favicon.ico', 'image/x-icon'],
    ['/fonts/roboto.woff2', 'font/woff2'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s is %s', async (url, type) => {
    expect((await get(url)).headers['content-type']).toBe(type);
  });
});

describe('compression', () => {
  it('sends gzip when asked and the same bytes once inflated', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(FIXTURE['index.html']);
  });

  it('prefers brotli when the client accepts it', async () => {
    const response = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FIXTURE['_next/static/chunks/abc123.js']);
  });

  it('sends identity bytes without Accept-Encoding, still varying on it', async () => {
    const response = await get('/');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(FIXTURE['index.html']);
  });

  it('does not recompress images and fonts', async () => {
    for (const url of ['/logo.png', '/fonts/roboto.woff2']) {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('compresses the 404 page too', async () => {
    const response = await get('/nope', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(404);
    expect(gunzipSync(response.rawPayload).toString()).toBe(FIXTURE['404.html']);
  });
});

describe('caching', () => {
  it('marks hashed build assets immutable for a year', async () => {
    for (const url of ['/_next/static/chunks/abc123.js', '/_next/static/css/def456.css']) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes pages and other files revalidate, with validators', async () => {
    for (const url of ['/', '/material-ui/react-button', '/sitemap.xml', '/logo.png']) {
      const response = await get(url);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
      expect(response.headers['last-modified']).toBeTruthy();
    }
  });

  it('answers 304 to If-None-Match with the current ETag of a page', async () => {
    const { headers } = await get('/material-ui/react-button');
    const response = await get('/material-ui/react-button', { 'if-none-match': String(headers.etag), 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers.etag).toBe(headers.etag);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page again for another ETag', async () => {
    const response = await get('/material-ui/react-button', { 'if-none-match': 'W/"stale"' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Button</h1>');
  });

  it('answers 304 to If-Modified-Since at or after the file time', async () => {
    const { headers } = await get('/robots.txt');
    expect((await get('/robots.txt', { 'if-modified-since': String(headers['last-modified']) })).statusCode).toBe(304);
    expect((await get('/robots.txt', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode).toBe(200);
  });
});

describe('redirects', () => {
  it.each([
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button/?x=1&y=2', '/material-ui/react-button?x=1&y=2'],
    ['/material-ui//', '/material-ui'],
    ['/zh/material-ui/react-button/', '/material-ui/react-button'],
    ['/zh/material-ui/react-button/?q=1', '/material-ui/react-button?q=1'],
    ['/en/material-ui/react-button', '/material-ui/react-button'],
    ['/zh', '/'],
    ['/zh/', '/'],
    ['/en?x=1', '/?x=1'],
    // Would be a protocol-relative URL (another host) if passed through.
    ['//evil.example/', '/evil.example'],
    ['/zh//evil.example', '/evil.example'],
  ])('%s → 308 %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(location);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not redirect canonical paths or other two-letter prefixes', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/fr/material-ui')).statusCode).toBe(404);
    expect((await get('/zhx')).statusCode).toBe(404);
  });
});

describe('path traversal', () => {
  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt', '/material-ui/..%2f..%2fsecret.txt', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/%E0%A4%A'])(
    '%s is not found',
    async (url) => {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('TOP SECRET');
    },
  );

  it('refuses raw ../ paths sent over a real socket (no client-side normalization)', async () => {
    const server = await buildServer({ root, origins: externalOrigins(readDocsConfig({})) });
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = server.server.address() as net.AddressInfo;
      for (const target of ['/../secret.txt', '/%2e%2e/secret.txt', '/../../../../etc/passwd']) {
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString()));
          socket.on('end', () => resolve(data));
          socket.on('error', reject);
        });
        expect(raw).toMatch(/^HTTP\/1\.1 404/);
        expect(raw).not.toContain('TOP SECRET');
        expect(raw).not.toContain('root:');
      }
    } finally {
      await server.close();
    }
  });
});

describe('methods', () => {
  it('HEAD answers like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/material-ui/react-button' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(String(FIXTURE['material-ui/react-button.html']))));
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['content-security-policy']).toBeTruthy();
  });

  it('HEAD of a missing page is a bodiless 404', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on a page is 405 with Allow', async (method) => {
    const response = await app.inject({ method, url: '/material-ui/react-button', payload: { a: 1 } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('POST elsewhere is 404, whatever the body type', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  const csp = async (url: string, target = app) => String((await target.inject({ method: 'GET', url })).headers['content-security-policy']);

  it('sends nosniff and the referrer policy on every kind of response', async () => {
    for (const url of ['/', '/logo.png', '/nope', '/zh/']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const post = await app.inject({ method: 'POST', url: '/' });
    expect(post.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a CSP on HTML only', async () => {
    expect((await get('/nope')).headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get('/_next/static/chunks/abc123.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('names no external host without configuration', async () => {
    const policy = await csp('/');
    expect(policy).not.toMatch(/https?:/);
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(policy).toMatch(/script-src 'self'[^;]*; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'; worker-src 'self'; manifest-src 'self'$/);
    expect(policy.split('script-src')[1]?.split(';')[0]).not.toContain('unsafe');
  });

  it('admits exactly each page’s own inline scripts by hash', async () => {
    const home = await csp('/');
    expect(home).toContain(`script-src 'self' ${sha256(HOME_SCRIPT)};`);
    expect(home).not.toContain(sha256('{"@type":"WebSite"}'));
    const button = await csp('/material-ui/react-button');
    expect(button).toContain(`script-src 'self' ${sha256(BUTTON_SCRIPT)};`);
    expect(button).not.toContain(sha256(HOME_SCRIPT));
  });

  it('admits the configured ad script origin', async () => {
    const withAds = await buildServer({ root, origins: externalOrigins(readDocsConfig({ DOCS_AD_SCRIPT_URL: 'https://cdn.ads.example/x.js' })) });
    try {
      const policy = await csp('/', withAds);
      expect(policy).toContain(`script-src 'self' ${sha256(HOME_SCRIPT)} https://cdn.ads.example;`);
      expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/cdn\.ads\.example/);
    } finally {
      await withAds.close();
    }
  });
});
