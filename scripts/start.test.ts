import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, serializeSiteManifest, type SiteManifest } from '../server/siteManifest';
import { staleBuildReason, staleSourcesReason } from './start';

const BUILT_AT = new Date('2025-06-01T12:00:00Z');
const BEFORE = new Date('2025-06-01T11:00:00Z');
const AFTER = new Date('2025-06-01T13:00:00Z');

let project: string;

const MANIFEST: SiteManifest = {
  version: 1,
  buildId: 'b1',
  builtAt: BUILT_AT.toISOString(),
  environment: { DOCS_SITE_URL: 'https://docs.example.com' },
  siteUrl: 'https://docs.example.com',
  productionHost: 'docs.example.com',
  csp: { script: [], connect: [], img: [], style: [], font: [] },
  feedbackOrigins: ['https://docs.example.com'],
  pages: ['/'],
};
const BUILD_ENV = { DOCS_SITE_URL: 'https://docs.example.com' };

function write(relative: string, time: Date) {
  const file = path.join(project, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, time, time);
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'docs-start-'));
  for (const input of ['src/app/page.tsx', 'content/material-ui/components/button/button.mdx', 'scripts/build.ts', 'public/favicon.ico', 'next.config.ts', 'package.json', 'README.md']) {
    write(input, BEFORE);
  }
  write('out/index.html', BUILT_AT);
  writeManifest(serializeSiteManifest(MANIFEST));
});

function writeManifest(text: string) {
  const file = path.join(project, 'out', MANIFEST_FILE);
  writeFileSync(file, text);
  utimesSync(file, BUILT_AT, BUILT_AT);
}

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('is null when every input is older than out/index.html', async () => {
    expect(await staleBuildReason(project, BUILD_ENV)).toBeNull();
  });

  it('asks for a build when out/ is missing', async () => {
    rmSync(path.join(project, 'out'), { recursive: true });
    expect(await staleBuildReason(project, BUILD_ENV)).toBe(`${path.join('out', MANIFEST_FILE)} does not exist`);
  });

  it('asks for a build when out/ was left by a build that did not finish (no manifest)', async () => {
    rmSync(path.join(project, 'out', MANIFEST_FILE));
    expect(await staleBuildReason(project, BUILD_ENV)).toBe(`${path.join('out', MANIFEST_FILE)} does not exist`);
  });

  it('asks for a build when the manifest is unreadable, saying why', async () => {
    writeManifest('{"version":1');
    expect(await staleBuildReason(project, BUILD_ENV)).toMatch(/\.site-manifest\.json is not valid JSON$/);
  });

  it('asks for a build when a build-time variable differs from the build, naming it', async () => {
    expect(await staleBuildReason(project, { ...BUILD_ENV, DOCS_AD_FEED_URL: 'https://ads.example/feed.json' })).toBe(
      'the build-time configuration changed (DOCS_AD_FEED_URL)',
    );
    expect(await staleBuildReason(project, {})).toBe('the build-time configuration changed (DOCS_SITE_URL)');
  });

  it('ignores run-time variables and blank build-time ones', async () => {
    expect(await staleBuildReason(project, { ...BUILD_ENV, PORT: '8080', DOCS_FEEDBACK_DB: '/tmp/x.sqlite', DOCS_ANALYTICS_ID: '  ' })).toBeNull();
  });

  it.each(['src/app/page.tsx', 'content/material-ui/components/button/button.mdx', 'scripts/build.ts', 'public/favicon.ico', 'next.config.ts', 'package.json', 'content/joy-ui/new-page.mdx'])(
    'names %s when it changed after the build',
    async (input) => {
      write(input, AFTER);
      expect(await staleBuildReason(project, BUILD_ENV)).toBe(`${path.normalize(input)} changed after the last build`);
    },
  );

  it('ignores files that are not build inputs, and dot-files', async () => {
    write('README.md', AFTER);
    write('e2e/button.spec.ts', AFTER);
    write('src/.DS_Store', AFTER);
    expect(await staleBuildReason(project, BUILD_ENV)).toBeNull();
  });

  it('copes with a project without content/ or public/', async () => {
    rmSync(path.join(project, 'content'), { recursive: true });
    rmSync(path.join(project, 'public'), { recursive: true });
    expect(await staleBuildReason(project, BUILD_ENV)).toBeNull();
  });
});

describe('staleSourcesReason', () => {
  it('compares the sources only: another configuration does not make out/ stale, a changed source does', async () => {
    expect(await staleSourcesReason(project)).toBeNull();
    write('content/material-ui/components/button/button.mdx', AFTER);
    expect(await staleSourcesReason(project)).toBe(`${path.join('content', 'material-ui', 'components', 'button', 'button.mdx')} changed after the last build`);
  });

  it('asks for a build when out/ has no manifest', async () => {
    rmSync(path.join(project, 'out', MANIFEST_FILE));
    expect(await staleSourcesReason(project)).toBe(`${path.join('out', MANIFEST_FILE)} does not exist`);
  });
});
