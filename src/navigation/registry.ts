/**
 * Pure helpers over the sidebar trees: validation, titles, flattening, the active page and its
 * parents, and previous/next neighbours. Nothing here mutates its input.
 */
import { z } from 'zod';
import type { PageItem, Section } from './types';

/** Pathnames of API tab pages may repeat (the spec exempts them from the duplicate rule). */
function isApiTabPage(pathname: string): boolean {
  return pathname.includes('components-api') || pathname.includes('hooks-api');
}

/** "react-button-group" → "Button group": the title of an item that does not name one. */
export function pageTitle(item: Pick<PageItem, 'pathname' | 'title' | 'subheader'>): string {
  if (item.title) return item.title;
  if (item.subheader) return item.subheader;
  const last = item.pathname.split('/').filter(Boolean).pop() ?? '';
  const words = last.replace(/^react-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether an item is a page that gets built (not a group, not an external link). */
export function isPage(item: PageItem): boolean {
  return item.children === undefined && item.href === undefined;
}

const pageItemSchema: z.ZodType<PageItem> = z.lazy(() =>
  z.strictObject({
    pathname: z.string().regex(/^\/[a-z0-9\-/]*$/, 'a pathname starts with "/" and uses lowercase letters, digits, "-" and "/" only').refine((p) => p === '/' || !p.endsWith('/'), 'a pathname has no trailing slash'),
    title: z.string().min(1).optional(),
    subheader: z.string().min(1).optional(),
    children: z.array(pageItemSchema).min(1, 'a group needs at least one child').optional(),
    collapsed: z.boolean().optional(),
    href: z.url({ protocol: /^https?$/ }).optional(),
    plan: z.enum(['pro', 'premium']).optional(),
    newFeature: z.boolean().optional(),
    planned: z.boolean().optional(),
    unstable: z.boolean().optional(),
    beta: z.boolean().optional(),
    legacy: z.boolean().optional(),
    deprecated: z.boolean().optional(),
    kind: z.literal('api').optional(),
  }),
);

/** Checks one sidebar tree; throws an error naming the section, the item and what to write instead. */
export function validatePages(sectionId: string, pages: unknown): PageItem[] {
  const parsed = z.array(pageItemSchema).safeParse(pages);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  at pages${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`);
    throw new Error(`Invalid sidebar in content/${sectionId}/pages.ts:\n${lines.join('\n')}`);
  }
  assertNoDuplicatePathnames(parsed.data);
  return parsed.data;
}

/** Throws `Duplicated pathname <p> in pages` on a repeated pathname, api tab pages excepted. */
export function assertNoDuplicatePathnames(pages: readonly PageItem[], seen: Set<string> = new Set()): void {
  for (const item of pages) {
    if (seen.has(item.pathname) && !isApiTabPage(item.pathname)) {
      throw new Error(`Duplicated pathname ${item.pathname} in pages`);
    }
    seen.add(item.pathname);
    if (item.children) assertNoDuplicatePathnames(item.children, seen);
  }
}

/** Indexes `items` by `key`; where keys repeat the first item wins, as `Array.prototype.find` would. */
export function indexFirst<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T> {
  const index = new Map<K, T>();
  for (const item of items) {
    const k = key(item);
    if (!index.has(k)) index.set(k, item);
  }
  return index;
}

/** Every page of a tree, depth first, in sidebar order. */
export function flattenPages(pages: readonly PageItem[]): PageItem[] {
  return pages.flatMap((item) => (item.children ? flattenPages(item.children) : isPage(item) ? [item] : []));
}

export interface ActivePage {
  page: PageItem;
  /** Groups from the outermost to the innermost that contain the page. */
  parents: PageItem[];
}

/** Finds the page with this pathname and the groups above it, or null. */
export function findActivePage(pages: readonly PageItem[], pathname: string, parents: PageItem[] = []): ActivePage | null {
  for (const item of pages) {
    if (item.children) {
      const found = findActivePage(item.children, pathname, [...parents, item]);
      if (found) return found;
    } else if (isPage(item) && item.pathname === pathname) {
      return { page: item, parents };
    }
  }
  return null;
}

/** Whether a group (or page) is the active page or contains it. */
export function containsPathname(item: PageItem, pathname: string): boolean {
  if (item.pathname === pathname && isPage(item)) return true;
  return item.children?.some((child) => containsPathname(child, pathname)) ?? false;
}

/** The pages before and after a pathname in reading order. */
export function getNeighbours(pages: readonly PageItem[], pathname: string): { prev: PageItem | null; next: PageItem | null } {
  const flat = flattenPages(pages);
  const index = flat.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { prev: null, next: null };
  return { prev: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/**
 * The content file of a page, relative to `content/`:
 * `<prefix>/react-<name>` → `<section>/components/<name>/<name>.mdx`, otherwise `<section><rest>.mdx`.
 */
export function pageFile(section: Pick<Section, 'id' | 'pathPrefix'>, pathname: string): string {
  if (!pathname.startsWith(`${section.pathPrefix}/`)) {
    throw new Error(`Page ${pathname} is outside its section's path prefix "${section.pathPrefix}/" (content/${section.id}/pages.ts)`);
  }
  const rest = pathname.slice(section.pathPrefix.length);
  const component = /^\/react-([a-z0-9-]+)$/.exec(rest)?.[1];
  if (component) return `${section.id}/components/${component}/${component}.mdx`;
  return `${section.id}${rest}.mdx`;
}

/**
 * Cross-checks the sidebars with the content files on disk (generated API pages excepted): every sidebar page needs its file and
 * every file needs a sidebar entry. Returns one message per problem (empty when all is well).
 */
export function checkPagesAgainstFiles(sections: readonly Section[], files: readonly string[]): string[] {
  const problems: string[] = [];
  const onDisk = new Set(files);
  const expected = new Map<string, string>();
  for (const section of sections) {
    for (const page of flattenPages(section.pages)) {
      if (page.kind === 'api') continue;
      const file = pageFile(section, page.pathname);
      expected.set(file, page.pathname);
      if (!onDisk.has(file)) {
        problems.push(`Sidebar entry ${page.pathname} (content/${section.id}/pages.ts) has no page: create content/${file}.`);
      }
    }
  }
  for (const file of files) {
    if (!expected.has(file)) {
      problems.push(`Page content/${file} is not reached by any sidebar: add its pathname to a content/*/pages.ts, or delete it.`);
    }
  }
  return problems;
}
