/**
 * The page registry: every section's sidebar (hand-written pages plus the generated API pages) and
 * every built page. This is the single source for the sidebar, breadcrumbs, prev/next links, the
 * sitemap and the link checker. Needs `.generated/api/pages.json` (written by scripts/prebuild.ts).
 */
import apiPageIndex from '../../.generated/api/pages.json';
import type { ApiPageEntry } from '../api-reference/pageIndex';
import { t } from '../i18n/translate';
import { withApiPages } from './apiPages';
import { contentPages, contentSections, type ContentPage } from './contentSections';
import { assertNoDuplicatePathnames, findActivePage, flattenPages } from './registry';
import type { PageItem, Section } from './types';

/** The generated API pages, from the page index. */
export const apiPages: readonly ApiPageEntry[] = apiPageIndex as ApiPageEntry[];

/** All sections in app-bar order, each sidebar with its API group. */
export const sections: readonly Section[] = withApiPages(contentSections, apiPages, t('api.sidebarGroup'));

assertNoDuplicatePathnames(sections.flatMap((section) => section.pages));

export interface ApiPage {
  kind: 'api';
  section: Section;
  page: PageItem;
  api: ApiPageEntry;
}

export type RegisteredPage = ContentPage | ApiPage;

function apiRegistered(entry: ApiPageEntry): ApiPage {
  const section = sections.find((s) => s.id === entry.section);
  if (!section) throw new Error(`API page ${entry.pathname} names an unknown section ${entry.section}.`);
  const inSidebar = findActivePage(section.pages, entry.pathname)?.page;
  return { kind: 'api', section, page: inSidebar ?? { pathname: entry.pathname, title: entry.title, kind: 'api' }, api: entry };
}

/** Every built page of the site, in sidebar order, then the API tab pages. */
export const registeredPages: readonly RegisteredPage[] = [
  ...sections.flatMap((section) =>
    flattenPages(section.pages).map((page): RegisteredPage => {
      const content = contentPages.find((entry) => entry.page.pathname === page.pathname);
      if (content) return content;
      const api = apiPages.find((entry) => entry.pathname === page.pathname);
      if (!api) throw new Error(`Sidebar page ${page.pathname} is neither a content page nor a generated API page.`);
      return apiRegistered(api);
    }),
  ),
  ...apiPages.filter((entry) => entry.kind !== 'api').map(apiRegistered),
];

/** The registered page at a canonical pathname. */
export function getRegisteredPage(pathname: string): RegisteredPage | undefined {
  return registeredPages.find((entry) => entry.page.pathname === pathname);
}
