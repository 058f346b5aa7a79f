import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MANIFEST_FILE, readSiteManifest, serializeSiteManifest } from '../server/siteManifest';
import { apiPageNames } from '../src/api-index/apiNames';
import { apiPages } from '../src/navigation/sections';
import { siteManifest } from './writeManifest';

it("writes the site's API pages into a manifest the server reads back", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-manifest-'));
  try {
    writeFileSync(path.join(root, MANIFEST_FILE), serializeSiteManifest(siteManifest({}, 'build-1', ['/'], apiPageNames(apiPages))));
    const read = readSiteManifest(root);
    expect(read.apiPages).toHaveLength(apiPages.length);
    expect(read.apiPages).toContainEqual({ product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
