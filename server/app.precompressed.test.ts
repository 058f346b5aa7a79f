import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalOrigins, readDocsConfig } from '../src/config/docsConfig';
import { buildServer } from './app';

const padding = 'Lorem ipsum dolor sit amet. '.repeat(100);
const PAGE = `<!DOCTYPE html><html><head><script>self.x=1</script></head><body><h1>Button</h1><p>${padding}</p></body></html>`;
const CHUNK = `console.log(${JSON.stringify(padding)});`;
const ONLY_GZIP = `<!DOCTYPE html><p>only gzip ${padding}</p>`;
const STALE = `<!DOCTYPE html><p>rebuilt ${padding}</p>`;
const GONE = `<!DOCTYPE html><p>sibling deleted ${padding}</p>`;
const NOT_FOUND = `<!DOCTYPE html><h1>Page not found</h1><p>${padding}</p>`;

let root: string;
let app: FastifyInstance;

function write(name: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}

/** Writes a file with the siblings the build would write (only those named). */
function writeWithSiblings(name: string, content: string, encodings: readonly ('br' | 'gzip')[] = ['br', 'gzip']) {
  write(name, content);
  if (encodings.includes('br')) write(`${name}.br`, brotliCompressSync(content));
  if (encodings.includes('gzip')) write(`${name}.gz`, gzipSync(content));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-precompressed-'));
  writeWithSiblings('material-ui/react-button.html', PAGE);
  writeWithSiblings('_next/static/chunks/abc.js', CHUNK);
  writeWithSiblings('only-gzip.html', ONLY_GZIP, ['gzip']);
  writeWithSiblings('404.html', NOT_FOUND);
  writeWithSiblings('gone.html', GONE);
  // A sibling older than its file is left from an earlier build and holds other bytes.
  write('stale.html.br', brotliCompressSync('<p>old build</p>'));
  write('stale.html', STALE);
  const { mtimeMs } = statSync(path.join(root, 'stale.html'));
  utimesSync(path.join(root, 'stale.html.br'), new Date(mtimeMs - 60_000), new Date(mtimeMs - 60_000));
  write('robots.txt', 'User-agent: *\n');
  write('archive.tar.gz', gzipSync('a download'));
  app = await buildServer({ root, origins: externalOrigins(readDocsConfig({})) });
  rmSync(path.join(root, 'gone.html.br'));
  rmSync(path.join(root, 'gone.html.gz'));
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function decode(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

describe('precompressed siblings', () => {
  it.each([
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
  ])('Accept-Encoding %j gets the %s sibling, decoding to the file', async (accept, encoding) => {
    for (const [url, plain, file] of [
      ['/material-ui/react-button', PAGE, 'material-ui/react-button.html'],
      ['/_next/static/chunks/abc.js', CHUNK, '_next/static/chunks/abc.js'],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const sibling = path.join(root, `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      expect(response.headers['content-length']).toBe(String(statSync(sibling).size));
      expect(response.rawPayload.length).toBe(statSync(sibling).size);
      expect(decode(response)).toBe(plain);
      expect(response.headers.etag).toMatch(new RegExp(`^W/".+-${encoding}"$`));
    }
  });

  it.each([[undefined], ['identity'], [''], ['br;q=0, gzip;q=0'], ['identity;q=1, gzip;q=0.5, br;q=0.5']])('Accept-Encoding %j gets the plain file', async (accept) => {
    const response = await get('/material-ui/react-button', accept === undefined ? {} : { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.body).toBe(PAGE);
  });

  it('sends each encoding with the same CSP as the plain page', async () => {
    const plain = await get('/material-ui/react-button');
    const policy = plain.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'sha256-");
    for (const accept of ['br', 'gzip']) {
      expect((await get('/material-ui/react-button', { 'accept-encoding': accept })).headers['content-security-policy']).toBe(policy);
    }
  });

  it('sends the precompressed 404 page with its 404 status', async () => {
    const response = await get('/nope', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode(response)).toBe(NOT_FOUND);
  });

  it('does not serve the siblings as files of their own', async () => {
    for (const url of ['/material-ui/react-button.html.br', '/_next/static/chunks/abc.js.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(NOT_FOUND);
    }
  });

  it('serves a .gz that belongs to no file as a file', async () => {
    const response = await get('/archive.tar.gz', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toBe('a download');
  });
});

describe('without a sibling for the client', () => {
  it('uses the sibling there is when the client accepts it', async () => {
    const response = await get('/only-gzip', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode(response)).toBe(ONLY_GZIP);
  });

  it('compresses on the fly for an encoding without a sibling', async () => {
    const response = await get('/only-gzip', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).not.toMatch(/-gzip"$/);
    expect(decode(response)).toBe(ONLY_GZIP);
  });

  it('falls back when a sibling was deleted since startup, never to an error', async () => {
    for (const accept of ['gzip, br', 'gzip', 'identity']) {
      const response = await get('/gone', { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(decode(response)).toBe(GONE);
      expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    }
    const head = await app.inject({ method: 'HEAD', url: '/gone', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(GONE)));
  });

  it('ignores a sibling older than its file', async () => {
    const response = await get('/stale', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(decode(response)).toBe(STALE);
  });

  it('sends a small file without siblings plain', async () => {
    const response = await get('/robots.txt', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('14');
    expect(response.body).toBe('User-agent: *\n');
  });
});

describe('conditional requests per encoding', () => {
  it('answers 304 only to the ETag of the encoding negotiated now', async () => {
    const br = await get('/material-ui/react-button', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/material-ui/react-button', { 'accept-encoding': 'gzip' });
    const plain = await get('/material-ui/react-button');
    const etags = [br.headers.etag, gzip.headers.etag, plain.headers.etag];
    expect(new Set(etags).size).toBe(3);

    const revalidate = (etag: unknown, accept?: string) =>
      get('/material-ui/react-button', { 'if-none-match': String(etag), ...(accept === undefined ? {} : { 'accept-encoding': accept }) });
    const notModified = await revalidate(br.headers.etag, 'gzip, br');
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.headers.vary).toContain('accept-encoding');
    expect((await revalidate(gzip.headers.etag, 'gzip')).statusCode).toBe(304);
    expect((await revalidate(plain.headers.etag)).statusCode).toBe(304);

    // Another encoding now: the full reply in that encoding.
    const other = await revalidate(br.headers.etag, 'gzip');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(decode(other)).toBe(PAGE);
    expect((await revalidate(br.headers.etag)).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since in every encoding', async () => {
    const { headers } = await get('/material-ui/react-button');
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/material-ui/react-button', { 'if-modified-since': String(headers['last-modified']), 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(304);
    }
  });
});

describe('HEAD', () => {
  it.each([
    ['gzip, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['identity', undefined, ''],
  ])('%j: the headers a GET gets, without the body', async (accept, encoding, suffix) => {
    const head = await app.inject({ method: 'HEAD', url: '/material-ui/react-button', headers: { 'accept-encoding': accept } });
    const getResponse = await get('/material-ui/react-button', { 'accept-encoding': accept });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe(encoding);
    expect(head.headers['content-length']).toBe(String(statSync(path.join(root, `material-ui/react-button.html${suffix}`)).size));
    for (const name of ['content-length', 'content-encoding', 'etag', 'vary', 'content-security-policy', 'content-type', 'cache-control']) {
      expect(head.headers[name], name).toEqual(getResponse.headers[name]);
    }
  });
});
