import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalOrigins, readDocsConfig } from '../src/config/docsConfig';
import { apiNameLookup } from './apiRedirect';
import { buildServer } from './app';
import { fastPathFiles } from './fastPath';
import { scanSite } from './siteFiles';
import type { ManifestApiPage } from './siteManifest';

const padding = 'Lorem ipsum dolor sit amet. '.repeat(100);
const FILES: Record<string, string> = {
  'index.html': `<!DOCTYPE html><html><head><script>self.home=1</script></head><body>${padding}</body></html>`,
  'material-ui/react-button.html': `<!DOCTYPE html><html><head><script>self.x=1</script></head><body><section data-demo="a"></section>${padding}</body></html>`,
  '_next/static/chunks/abc.js': `console.log(${JSON.stringify(padding)});`,
  '404.html': `<!DOCTYPE html><h1>Page not found</h1><p>${padding}</p>`,
  'api-docs/button.html': `<!DOCTYPE html><h1>Redirected by name</h1><p>${padding}</p>`,
  '[lang]/page.html': `<!DOCTYPE html><p>${padding}</p>`,
  'notes.txt': padding,
};
const PLAIN_ONLY = { 'plain.html': `<!DOCTYPE html><p>no siblings ${padding}</p>` };
const API_PAGES: ManifestApiPage[] = [{ product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] }];

let root: string;
let app: FastifyInstance;
let port: number;
let fastifyRequests = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-fast-path-'));
  for (const [name, content] of Object.entries({ ...FILES, ...PLAIN_ONLY })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
    if (name in FILES) {
      writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(content));
      writeFileSync(path.join(root, `${name}.gz`), gzipSync(content));
    }
  }
  app = await buildServer({ root, origins: externalOrigins(readDocsConfig({})), apiPages: API_PAGES });
  app.addHook('onRequest', async () => {
    fastifyRequests++;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** A request over a real socket (inject() never reaches the fast path), answered raw. */
function overSocket(method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that say something about the reply (not the connection's or the clock's). */
function replyHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

/** Sends the request twice over the socket (the first keeps the body in memory); returns the second and whether Fastify saw it. */
async function warmThenAsk(url: string, headers: Record<string, string>): Promise<{ answer: Answer; viaFastify: boolean }> {
  await overSocket('GET', url, headers);
  const before = fastifyRequests;
  const answer = await overSocket('GET', url, headers);
  return { answer, viaFastify: fastifyRequests > before };
}

describe('the fast path', () => {
  it.each([
    ['/material-ui/react-button', 'gzip, br'],
    ['/material-ui/react-button', 'gzip'],
    ['/material-ui/react-button.html', 'br'],
    ['/', 'gzip, deflate, br, zstd'],
    ['/_next/static/chunks/abc.js', 'br;q=0.5, gzip;q=1'],
    ['/notes.txt', 'br'],
  ])('answers GET %s (%s) exactly as Fastify does', async (url, accept) => {
    const { answer, viaFastify } = await warmThenAsk(url, { 'accept-encoding': accept });
    expect(viaFastify).toBe(false);
    const fastify = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
    expect(answer.status).toBe(fastify.statusCode);
    expect(replyHeaders(answer.headers)).toEqual(replyHeaders(fastify.headers));
    expect(answer.body).toEqual(fastify.rawPayload);
  });

  it.each([
    ['no Accept-Encoding (plain file)', '/material-ui/react-button', {}],
    ['identity only', '/material-ui/react-button', { 'accept-encoding': 'identity' }],
    ['an encoding without a sibling', '/material-ui/react-button', { 'accept-encoding': 'deflate' }],
    ['a query string', '/material-ui/react-button?x=1', { 'accept-encoding': 'br' }],
    ['If-None-Match', '/material-ui/react-button', { 'accept-encoding': 'br', 'if-none-match': 'W/"x"' }],
    ['If-Modified-Since', '/material-ui/react-button', { 'accept-encoding': 'br', 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }],
    ['a trailing slash (redirect)', '/material-ui/react-button/', { 'accept-encoding': 'br' }],
    ['a language prefix (redirect)', '/zh/material-ui/react-button', { 'accept-encoding': 'br' }],
    ['an API name (redirect)', '/api-docs/button', { 'accept-encoding': 'br' }],
    ['a percent-escape', '/material-ui/react%2Dbutton', { 'accept-encoding': 'br' }],
    ['a missing page', '/nope', { 'accept-encoding': 'br' }],
    ['a sibling named directly', '/index.html.br', { 'accept-encoding': 'br' }],
    ['a file without siblings', '/plain', { 'accept-encoding': 'gzip, br' }],
  ])('leaves %s to Fastify', async (_case, url, headers) => {
    const { viaFastify } = await warmThenAsk(url, headers);
    expect(viaFastify).toBe(true);
  });

  it('leaves HEAD and other methods to Fastify', async () => {
    await warmThenAsk('/material-ui/react-button', { 'accept-encoding': 'br' });
    for (const method of ['HEAD', 'POST']) {
      const before = fastifyRequests;
      await overSocket(method, '/material-ui/react-button', { 'accept-encoding': 'br' });
      expect(fastifyRequests, method).toBe(before + 1);
    }
  });
});

describe('the server in front of Fastify', () => {
  it('has the timeouts Fastify gives a server it makes itself', () => {
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(0);
    expect(app.server.timeout).toBe(0);
  });
});

describe('fastPathFiles', () => {
  it('lists the paths that name a file with siblings without a redirect or an escape', async () => {
    const files = await scanSite(root);
    const policies = new Map([...files.values()].filter((file) => file.urlPath.endsWith('.html')).map((file) => [file.urlPath, "default-src 'self'"]));
    const hot = fastPathFiles({ files, policies, apiNames: apiNameLookup(API_PAGES) });
    expect([...hot.keys()].sort()).toEqual([
      '/',
      '/404',
      '/404.html',
      '/_next/static/chunks/abc.js',
      '/api-docs/button.html',
      '/index.html',
      '/material-ui/react-button',
      '/material-ui/react-button.html',
      '/notes.txt',
    ]);
    expect(hot.get('/')?.urlPath).toBe('/index.html');
  });

  it('leaves out HTML without its own CSP (the onSend hook would add the fallback)', async () => {
    const files = await scanSite(root);
    expect(fastPathFiles({ files, policies: new Map(), apiNames: new Map() }).has('/material-ui/react-button')).toBe(false);
  });
});
