/**
 * Build step after the export: writes the export's manifest (server/siteManifest.ts) — the page list,
 * the API pages with their names, the resolved configuration and the build id — so the server needs
 * nothing but the export.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPageNames, type ApiPageNames } from '../src/api-index/apiNames';
import { buildTimeEnvironment, externalOrigins, readDocsConfig } from '../src/config/docsConfig';
import { apiPages, registeredPages } from '../src/navigation/sections';
import { MANIFEST_FILE, type SiteManifest, serializeSiteManifest } from '../server/siteManifest';

/** The manifest of a build made with `env`, whose Next build id is `buildId`. */
export function siteManifest(env: Record<string, string | undefined>, buildId: string, pages: readonly string[], api: readonly ApiPageNames[]): SiteManifest {
  const docsConfig = readDocsConfig(env);
  return {
    version: 1,
    buildId,
    builtAt: new Date().toISOString(),
    environment: buildTimeEnvironment(env),
    siteUrl: docsConfig.config.siteUrl,
    productionHost: docsConfig.config.productionHost,
    csp: externalOrigins(docsConfig),
    feedbackOrigins: docsConfig.config.feedbackOrigins,
    pages: [...pages],
    apiPages: [...api],
  };
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const file = path.join('out', MANIFEST_FILE);
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  const manifest = siteManifest(process.env, buildId, registeredPages.map((entry) => entry.page.pathname), apiPageNames(apiPages));
  writeFileSync(file, serializeSiteManifest(manifest));
  console.log(`Manifest: ${manifest.pages.length} pages (${manifest.apiPages?.length ?? 0} API pages), build ${buildId}, written to ${file}`);
}
