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
  const order = { api: 0, 'components-api': 1, 'hooks-api': 2 } as const;
  return pages.filter((page) => page.guide === guide).sort((a, b) => order[a.kind] - order[b.kind]);
}
