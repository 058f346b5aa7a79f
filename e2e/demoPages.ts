/**
 * The content pages (and those that show demos), from the page registry and their content files (for
 * e2e/content.spec.ts, e2e/a11y.spec.ts, e2e/base-ui-stylings.spec.ts and e2e/search.spec.ts), and the
 * pages a sweep is limited to (`npm run test:content`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countDemos } from '../scripts/contentCoverage';
import { chooseSweepPages, type OwnedPage } from '../scripts/sweepSelection';
import { contentPages } from '../src/navigation/contentSections';

/** Pathnames of the pages whose content file shows at least one demo, in sidebar order. */
export function demoPages(): string[] {
  return contentPages.filter(({ file }) => countDemos(readFileSync(path.join('content', file), 'utf8')) > 0).map(({ page }) => page.pathname);
}

/** Pathnames of every page written in content/, in sidebar order. */
export function allContentPages(): string[] {
  return contentPages.map(({ page }) => page.pathname);
}

/** Every content page with its file, for telling which pages a changed file belongs to (scripts/sweepSelection.ts). */
export function ownedPages(): OwnedPage[] {
  return contentPages.map(({ page, file }) => ({ pathname: page.pathname, file }));
}

/**
 * The pages a sweep checks out of `all`: those `CONTENT_PAGES` names; else, in `npm test`, the ones
 * changed recently plus a rotating sample of `sample` others (every page with `SWEEP=all`). Logs why.
 */
export function sweepPages(name: string, all: readonly string[], sample: number, always?: (file: string) => boolean): string[] {
  const only = onlyPages();
  if (only) return all.filter((pathname) => only.includes(pathname));
  const choice = chooseSweepPages(name, all, ownedPages(), sample, { always });
  console.log(choice.reason);
  return choice.pages;
}

/** The pathnames `CONTENT_PAGES` names (comma-separated), or null when it is unset (see sweepPages). */
export function onlyPages(): string[] | null {
  const only = process.env.CONTENT_PAGES?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return only && only.length > 0 ? only : null;
}
