import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configDriftWarning, startServer } from './main';
import { MANIFEST_FILE, serializeSiteManifest, type SiteManifest } from './siteManifest';

const MANIFEST: SiteManifest = {
  version: 1,
  buildId: 'build-1',
  builtAt: '2026-01-01T00:00:00.000Z',
  environment: { DOCS_AD_SCRIPT_URL: 'https://cdn.ads.example/ads.js' },
  siteUrl: 'http://127.0.0.1:3000',
  productionHost: 'mui.com',
  csp: { script: ['https://cdn.ads.example'], connect: ['https://cdn.ads.example'], img: ['https://cdn.ads.example', 'https:'], style: [], font: [] },
  feedbackOrigins: ['http://127.0.0.1:3000', 'https://docs.example'],
  pages: ['/', '/material-ui/react-button'],
  apiPages: [{ product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] }],
};

describe('configDriftWarning', () => {
  it('is null when the build-time variables match the build (run-time ones do not count)', () => {
    expect(configDriftWarning(MANIFEST, { DOCS_AD_SCRIPT_URL: 'https://cdn.ads.example/ads.js', PORT: '4000', DOCS_FEEDBACK_DB: 'x' })).toBeNull();
  });

  it('names every changed variable and says the build configuration is served', () => {
    expect(configDriftWarning(MANIFEST, { DOCS_ANALYTICS_ID: 'G-1' })).toBe(
      "DOCS_AD_SCRIPT_URL, DOCS_ANALYTICS_ID differ from the build's; serving the configuration the export was built with — run npm run build (npm start rebuilds by itself) to apply the new values.",
    );
  });
});

describe('startServer', () => {
  let dir: string;
  let root: string;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'docs-main-'));
    root = path.join(dir, 'out');
    mkdirSync(root);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title><script>self.x=1</script>');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  // Beside the export, not in it, and inside the temporary folder so that the cleanup above removes it with its -wal and -shm files.
  const env = (extra: Record<string, string>) => ({ HOST: '127.0.0.1', PORT: '0', DOCS_FEEDBACK_DB: path.join(dir, 'feedback.sqlite'), ...extra });

  it('stops with one line naming the missing manifest', async () => {
    await expect(startServer({ root, env: env({}) })).rejects.toThrow(`${path.join(root, MANIFEST_FILE)} is missing: the export was not made by this project's build. Run npm run build.`);
  });

  it("serves the build's configuration when started with other DOCS_* values, and says so once", async () => {
    writeFileSync(path.join(root, MANIFEST_FILE), serializeSiteManifest(MANIFEST));
    // Another ad host and no ad script at all: the pages still use the built one, so the CSP must keep admitting it.
    const app = await startServer({ root, env: env({ DOCS_AD_FEED_URL: 'https://other.example/feed.json' }) });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain('https://cdn.ads.example');
      expect(page.headers['content-security-policy']).not.toContain('https://other.example');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Warning: DOCS_AD_FEED_URL, DOCS_AD_SCRIPT_URL differ from the build's; serving the configuration/);

      const post = (pathname: string, origin?: string) =>
        app.inject({ method: 'POST', url: '/feedback', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, payload: { rating: 'yes', pathname, productId: 'material-ui', language: 'en', version: '1.0.0' } });
      expect((await post('/material-ui/react-button')).statusCode).toBe(201);
      expect((await post('/not/a/page')).statusCode).toBe(400);
      // Feedback origins are build-time configuration, read from the manifest.
      expect((await post('/material-ui/react-button', 'https://docs.example')).statusCode).toBe(201);
      expect((await post('/material-ui/react-button', 'https://evil.example')).statusCode).toBe(403);
      // API short addresses come from the manifest's API page list.
      expect((await app.inject({ method: 'GET', url: '/api/Button' })).headers.location).toBe('/material-ui/api/button');
    } finally {
      await app.close();
    }
  });

  it('says once that an export whose manifest lists no API pages has no /api/<name> redirects', async () => {
    const { apiPages: _apiPages, ...older } = MANIFEST;
    writeFileSync(path.join(root, MANIFEST_FILE), serializeSiteManifest(older));
    const app = await startServer({ root, env: env({ DOCS_AD_SCRIPT_URL: 'https://cdn.ads.example/ads.js' }) });
    try {
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toBe(
        'Warning: the export predates /api/<name> redirects (its manifest lists no API pages), so they answer 404; run npm run build.',
      );
      expect((await app.inject({ method: 'GET', url: '/api/button' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
