/**
 * The pages and anchors of this site that API descriptions may link to, and the pass that rewrites
 * the links of every description in the generated API data (src/api-reference/docLinks.ts holds the rule).
 */
import GithubSlugger from 'github-slugger';
import { rewriteDocLinks, type SitePages } from '../../src/api-reference/docLinks';
import { componentToc, partsToc } from '../../src/api-reference/apiToc';
import { rowId } from '../../src/api-reference/typeLinks';
import type { ApiSectionData } from '../../src/api-reference/types';

/** Text of a Markdown heading as the rendered page reads it: code, links, emphasis and tags unwrapped. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\s+\{#[\w-]+\}\s*$/, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

/**
 * The ids the site gives the headings (h2–h6) of an MDX page, in order: GitHub slugs of their text, as
 * src/mdx/rehypeHeadings.ts assigns them. Headings inside fenced code blocks are not headings.
 */
export function headingIds(mdx: string): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  let fence: string | null = null;
  for (const line of mdx.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{2,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) ids.push(slugger.slug(headingText(heading[1])));
  }
  return ids;
}

/** The anchors of the API pages in `data`: their sections, parts and rows (see apiToc.ts and typeLinks.ts). */
function apiPageAnchors(data: readonly ApiSectionData[]): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  const labels = { demos: '', import: '', props: '', inheritance: '', themeDefaultProps: '', slots: '', cssClasses: '' };
  const anchorsOf = (pathname: string) => pages.get(pathname) ?? pages.set(pathname, new Set()).get(pathname)!;
  for (const section of data) {
    for (const component of section.components) {
      if (!component.pathname) continue;
      const anchors = anchorsOf(component.pathname);
      const toc = component.anchor ? partsToc([component], labels) : componentToc(component, labels);
      for (const entry of toc) anchors.add(entry.id);
      for (const prop of component.props) anchors.add(rowId('prop', prop.name, component.anchor));
      for (const slot of component.slots) anchors.add(rowId('slot', slot.name, component.anchor));
      for (const item of component.classes) anchors.add(rowId('class', item.key, component.anchor));
    }
    for (const hook of section.hooks) {
      if (!hook.pathname) continue;
      const anchors = anchorsOf(hook.pathname);
      anchors.add(hook.name);
      for (const parameter of hook.parameters) anchors.add(rowId('prop', parameter.name, hook.name));
    }
  }
  return pages;
}

/** Every page of the site a description can link to: the MDX pages (with their heading ids) and the API pages. */
export function sitePages(guides: readonly { pathname: string; anchors?: readonly string[] }[], data: readonly ApiSectionData[]): SitePages {
  const pages = apiPageAnchors(data);
  for (const guide of guides) pages.set(guide.pathname, new Set(guide.anchors ?? []));
  return pages;
}

/** Fields of the API data that hold Markdown written in the packages' JSDoc. */
const MARKDOWN_FIELDS = new Set(['description', 'deprecated', 'message']);

/** The section's data with every description's MUI documentation links pointing at this site (or dropped). */
export function rewriteSectionLinks(section: ApiSectionData, pages: SitePages): ApiSectionData {
  return JSON.parse(JSON.stringify(section), (key, value: unknown) =>
    typeof value === 'string' && MARKDOWN_FIELDS.has(key) ? rewriteDocLinks(value, pages) : value,
  ) as ApiSectionData;
}
