/**
 * The package each product's pages document, and where its release notes are: the app bar's version
 * menu (issue 37) shows the installed version of the current product's package and links there. Pure
 * rules; productVersion.server.ts reads the installed package.
 */
import type { SectionId } from '../navigation/types';

export const PRODUCT_PACKAGES: Partial<Record<SectionId, string>> = {
  'material-ui': '@mui/material',
  'joy-ui': '@mui/joy',
  'base-ui': '@base-ui/react',
  system: '@mui/system',
};

/** The page that lists every documented version. */
export const VERSIONS_PATHNAME = '/versions';

export interface ReleaseNotesLink {
  href: string;
  /** Off this site (the package's repository). */
  external: boolean;
}

/** `git+https://github.com/mui/base-ui.git` (or `{ url }`) → `https://github.com/mui/base-ui`; null when it is not on GitHub. */
export function githubRepository(repository: unknown): string | null {
  const url = typeof repository === 'string' ? repository : typeof repository === 'object' && repository !== null && 'url' in repository ? (repository as { url?: unknown }).url : undefined;
  const match = typeof url === 'string' ? /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url) : null;
  return match ? `https://github.com/${match[1]}` : null;
}

/**
 * The product's release notes: its own Releases page on this site when it has one (`<prefix>/getting-started/releases`
 * among `pathnames`), else the releases of the package's repository; null when neither is known.
 */
export function releaseNotesLink(pathPrefix: string, pathnames: ReadonlySet<string>, repository: string | null): ReleaseNotesLink | null {
  const own = `${pathPrefix}/getting-started/releases`;
  if (pathnames.has(own)) return { href: own, external: false };
  return repository ? { href: `${repository}/releases`, external: true } : null;
}
