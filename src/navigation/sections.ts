/**
 * The page registry: every section's sidebar, validated once when first imported. This is the single
 * source for the sidebar, breadcrumbs, prev/next links, the sitemap and the content checks.
 */
import materialUi from '../../content/material-ui/pages';
import joyUi from '../../content/joy-ui/pages';
import baseUi from '../../content/base-ui/pages';
import system from '../../content/system/pages';
import docsInfra from '../../content/docs-infra/pages';
import defaultList from '../../content/default/pages';
import { assertNoDuplicatePathnames, flattenPages, pageFile, validatePages } from './registry';
import type { PageItem, Section } from './types';

function load(section: Section): Section {
  return { ...section, pages: validatePages(section.id, section.pages) };
}

/** All sections in app-bar order. */
export const sections: readonly Section[] = [materialUi, joyUi, baseUi, system, docsInfra, defaultList].map(load);

// Pathnames must also be unique across sections, not only inside one sidebar.
assertNoDuplicatePathnames(sections.flatMap((section) => section.pages));

export interface RegisteredPage {
  section: Section;
  page: PageItem;
  /** Content file relative to `content/`. */
  file: string;
}

/** Every built page of the site with its section and content file, in sidebar order. */
export const registeredPages: readonly RegisteredPage[] = sections.flatMap((section) =>
  flattenPages(section.pages).map((page) => ({ section, page, file: pageFile(section, page.pathname) })),
);

/** The registered page at a canonical pathname. */
export function getRegisteredPage(pathname: string): RegisteredPage | undefined {
  return registeredPages.find((entry) => entry.page.pathname === pathname);
}
