/** The installed version of a product's package and its release notes, for the app bar's version menu (server code: it reads node_modules; the app bar is also rendered by unit tests, so no `server-only` guard). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Section } from '../navigation/types';
import { githubRepository, PRODUCT_PACKAGES, releaseNotesLink, type ReleaseNotesLink } from './productPackages';

export interface ProductVersion {
  packageName: string;
  version: string;
  releaseNotes: ReleaseNotesLink | null;
}

const cache = new Map<string, { version: string; repository: string | null }>();

function installed(name: string): { version: string; repository: string | null } {
  let found = cache.get(name);
  if (!found) {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown; repository?: unknown };
    if (typeof manifest.version !== 'string') throw new Error(`node_modules/${name}/package.json has no version`);
    found = { version: manifest.version, repository: githubRepository(manifest.repository) };
    cache.set(name, found);
  }
  return found;
}

/** Null for a section that documents no package (the default pages, docs-infra). */
export function productVersion(section: Section, pathnames: ReadonlySet<string>): ProductVersion | null {
  const packageName = PRODUCT_PACKAGES[section.id];
  if (!packageName) return null;
  const { version, repository } = installed(packageName);
  return { packageName, version, releaseNotes: releaseNotesLink(section.pathPrefix, pathnames, repository) };
}
