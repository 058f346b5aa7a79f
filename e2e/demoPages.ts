/** The content pages (and those that show demos), from the page registry and their content files (for e2e/content.spec.ts, e2e/a11y.spec.ts and e2e/search.spec.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countDemos } from '../scripts/contentCoverage';
import { contentPages } from '../src/navigation/contentSections';

/** Pathnames of the pages whose content file shows at least one demo, in sidebar order. */
export function demoPages(): string[] {
  return contentPages.filter(({ file }) => countDemos(readFileSync(path.join('content', file), 'utf8')) > 0).map(({ page }) => page.pathname);
}

/** Pathnames of every page written in content/, in sidebar order. */
export function allContentPages(): string[] {
  return contentPages.map(({ page }) => page.pathname);
}
