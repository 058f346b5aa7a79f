/**
 * The hand-written part of the page registry: every section's sidebar from `content/<section>/pages.ts`,
 * validated once when first imported, and the MDX file of each page. `sections.ts` adds the
 * generated API pages; the build's content checks and the API generator read this module.
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
export const contentSections: readonly Section[] = [materialUi, joyUi, baseUi, system, docsInfra, defaultList].map(load);

// Pathnames must also be unique across sections, not only inside one sidebar.
assertNoDuplicatePathnames(contentSections.flatMap((section) => section.pages));

export interface ContentPage {
  kind: 'mdx';
  section: Section;
  page: PageItem;
  /** Content file relative to `content/`. */
  file: string;
}

/** Every MDX page of the site with its section and content file, in sidebar order. */
export const contentPages: readonly ContentPage[] = contentSections.flatMap((section) =>
  flattenPages(section.pages).map((page) => ({ kind: 'mdx' as const, section, page, file: pageFile(section, page.pathname) })),
);
