/**
 * The page registry: every section's sidebar (hand-written pages plus the generated API pages) and
 * every built page. This is the single source for the sidebar, breadcrumbs, prev/next links, the
 * sitemap and the link checker. Needs `.generated/api/pages.json` (written by scripts/prebuild.ts).
 */
import apiPageIndex from '../../.generated/api/pages.json';
import type { ApiPageEntry } from '../api-reference/pageIndex';
import { t } from '../i18n/translate';
import { groupApiTabs, withApiPages } from './apiPages';
import { contentPages, contentSections, type ContentPage } from './contentSections';
import { assertNoDuplicatePathnames, flattenPages, indexFirst } from './registry';
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

// Lookups by key, built once: the registry below and every page's lookups stay linear in the page count.
const sectionById = new Map(sections.map((section) => [section.id, section]));
const sidebarPageIndex = new Map(sections.map((section) => [section.id, indexFirst(flattenPages(section.pages), (page) => page.pathname)]));
const contentByPathname = indexFirst(contentPages, (entry) => entry.page.pathname);
const apiByPathname = indexFirst(apiPages, (entry) => entry.pathname);
const apiTabsByGuide = groupApiTabs(apiPages);

function apiRegistered(entry: ApiPageEntry): ApiPage {
  const section = sectionById.get(entry.section);
  if (!section) throw new Error(`API page ${entry.pathname} names an unknown section ${entry.section}.`);
  const inSidebar = sidebarPageIndex.get(section.id)?.get(entry.pathname);
  return { kind: 'api', section, page: inSidebar ?? { pathname: entry.pathname, title: entry.title, kind: 'api' }, api: entry };
}

/** Every built page of the site, in sidebar order, then the API tab pages. */
export const registeredPages: readonly RegisteredPage[] = [
  ...sections.flatMap((section) =>
    flattenPages(section.pages).map((page): RegisteredPage => {
      const content = contentByPathname.get(page.pathname);
      // The content entry was made before the API group joined the sidebar: give it the full section.
      if (content) return { ...content, section };
      const api = apiByPathname.get(page.pathname);
      if (!api) throw new Error(`Sidebar page ${page.pathname} is neither a content page nor a generated API page.`);
      return apiRegistered(api);
    }),
  ),
  ...apiPages.filter((entry) => entry.kind !== 'api').map(apiRegistered),
];

const registeredByPathname = indexFirst(registeredPages, (entry) => entry.page.pathname);

/** The registered page at a canonical pathname. */
export function getRegisteredPage(pathname: string): RegisteredPage | undefined {
  return registeredByPathname.get(pathname);
}

/** The API tab pages of a guide page, in tab order (empty for a page without tabs). */
export function apiTabsFor(guide: string): readonly ApiPageEntry[] {
  return apiTabsByGuide.get(guide) ?? [];
}
