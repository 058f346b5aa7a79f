import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalOrigins, readDocsConfig } from '../src/config/docsConfig';
import { buildServer } from './app';
import type { ManifestApiPage } from './siteManifest';

const FIXTURE: Record<string, string> = {
  'index.html': '<!DOCTYPE html><h1>Home</h1>',
  '404.html': '<!DOCTYPE html><h1>Page not found</h1>',
  'api-docs.html': '<!DOCTYPE html><h1>API reference</h1>',
  'api-docs/__next.api-docs.__PAGE__.txt': '0:{}\n',
  'material-ui/api/button.html': '<!DOCTYPE html><h1>Button API</h1>',
  'material-ui/api/button-group.html': '<!DOCTYPE html><h1>ButtonGroup API</h1>',
  'joy-ui/api/aspect-ratio.html': '<!DOCTYPE html><h1>AspectRatio API</h1>',
};

const API_PAGES: ManifestApiPage[] = [
  { product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] },
  { product: 'material-ui', pathname: '/material-ui/api/button-group', names: ['ButtonGroup'] },
  { product: 'joy-ui', pathname: '/joy-ui/api/button', names: ['Button'] },
  { product: 'joy-ui', pathname: '/joy-ui/api/aspect-ratio', names: ['AspectRatio'] },
];

let root: string;
let app: FastifyInstance;
const origins = externalOrigins(readDocsConfig({}));

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-api-routes-'));
  for (const [name, content] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  app = await buildServer({ root, origins, apiPages: API_PAGES });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('/api and /api-docs short addresses', () => {
  it.each([
    ['/api/button', '/material-ui/api/button'],
    ['/api-docs/button', '/material-ui/api/button'],
    ['/api/ButtonGroup', '/material-ui/api/button-group'],
    ['/api/buttonGroup', '/material-ui/api/button-group'],
    ['/api-docs/button-group', '/material-ui/api/button-group'],
    ['/api/aspect-ratio', '/joy-ui/api/aspect-ratio'],
    ['/api/button?x=1&y=2', '/material-ui/api/button?x=1&y=2'],
    // One hop from any spelling the site accepts: language prefix and trailing slash included.
    ['/zh/api/ButtonGroup/', '/material-ui/api/button-group'],
    ['/en/api-docs/button/?q=1', '/material-ui/api/button?q=1'],
    ['/api', '/api-docs'],
    ['/api/', '/api-docs'],
    ['/api?q=button', '/api-docs?q=button'],
    ['/api-docs/', '/api-docs'],
    ['/zh/api', '/api-docs'],
  ])('%s → 308 %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(location);
  });

  it('redirects HEAD requests the same way', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/ButtonGroup' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/material-ui/api/button-group');
  });

  it('serves the index page and its files', async () => {
    expect((await get('/api-docs')).body).toBe(FIXTURE['api-docs.html']);
    const segment = await get('/api-docs/__next.api-docs.__PAGE__.txt');
    expect(segment.statusCode).toBe(200);
    expect(segment.body).toBe(FIXTURE['api-docs/__next.api-docs.__PAGE__.txt']);
  });

  it.each(['/api/not-a-component', '/api-docs/nope', '/api/button/props', '/api/button%20group'])('%s gets the 404 page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(FIXTURE['404.html']);
  });

  it('answers other methods as for any path without a file', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/button' })).statusCode).toBe(404);
  });

  it('has no short addresses of pages without the API page list (an export from before it was written)', async () => {
    const bare = await buildServer({ root, origins });
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/button' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/api' })).headers.location).toBe('/api-docs');
    } finally {
      await bare.close();
    }
  });
});
