/** Pure helpers that merge the generated API pages into the hand-written sidebars. */
import type { ApiPageEntry } from '../api-reference/pageIndex';
import type { PageItem, Section } from './types';

/** Each section's sidebar with an "API" group listing its API pages (tab pages stay off the sidebar). */
export function withApiPages(sections: readonly Section[], pages: readonly ApiPageEntry[], groupTitle: string): Section[] {
  return sections.map((section) => {
    const children: PageItem[] = pages
      .filter((page) => page.section === section.id && page.kind === 'api')
      .map((page) => ({ pathname: page.pathname, title: page.title, kind: 'api' as const }))
      .sort((a, b) => a.title.localeCompare(b.title));
    if (children.length === 0) return section;
    return { ...section, pages: [...section.pages, { pathname: `${section.pathPrefix}/api-group`, title: groupTitle, collapsed: true, children }] };
  });
}

/** The API tab pages (`components-api`, `hooks-api`) of a guide page, in tab order. */
export function apiTabsOf(pages: readonly ApiPageEntry[], guide: string): ApiPageEntry[] {
  return pages.filter((page) => page.guide === guide).sort(byTabOrder);
}

const TAB_ORDER = { api: 0, 'components-api': 1, 'hooks-api': 2 } as const;

function byTabOrder(a: ApiPageEntry, b: ApiPageEntry): number {
  return TAB_ORDER[a.kind] - TAB_ORDER[b.kind];
}

/** `apiTabsOf` for every guide at once, keyed by guide pathname: one pass instead of one per page. */
export function groupApiTabs(pages: readonly ApiPageEntry[]): Map<string, ApiPageEntry[]> {
  const groups = new Map<string, ApiPageEntry[]>();
  for (const page of pages) {
    if (page.guide === null) continue;
    const group = groups.get(page.guide) ?? [];
    group.push(page);
    groups.set(page.guide, group);
  }
  for (const group of groups.values()) group.sort(byTabOrder);
  return groups;
}
