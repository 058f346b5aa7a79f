/**
 * The API index (`/api-docs`): every generated API page, grouped by product. Pure, so the page and
 * its tests read the same rule.
 */
import type { ApiPageEntry } from '../api-reference/pageIndex';
import { canonicalPathname } from '../routing/pathname';

/** Where the index is served: the path SPEC §2 maps `/api` to. */
export const API_INDEX_PATHNAME = canonicalPathname('/api');

export interface ApiIndexEntry {
  title: string;
  pathname: string;
  kind: ApiPageEntry['kind'];
}

export interface ApiIndexGroup {
  /** The product's section id (`material-ui`). */
  id: string;
  /** The product's name (`Material UI`). */
  name: string;
  entries: ApiIndexEntry[];
}

const byTitle = (a: ApiIndexEntry, b: ApiIndexEntry) => a.title.localeCompare(b.title, 'en') || a.pathname.localeCompare(b.pathname, 'en');

/**
 * One group per product that has API pages, in the order of `products`, each sorted by name.
 * Throws when a page belongs to none of `products`: the index would silently leave it out.
 */
export function apiIndexGroups(products: readonly { id: string; name: string }[], pages: readonly ApiPageEntry[]): ApiIndexGroup[] {
  const known = new Set(products.map((product) => product.id));
  const stray = pages.find((page) => !known.has(page.section));
  if (stray) throw new Error(`API index: ${stray.pathname} belongs to "${stray.section}", which is not a product of the site.`);
  return products
    .map((product) => ({
      id: product.id,
      name: product.name,
      entries: pages
        .filter((page) => page.section === product.id)
        .map((page) => ({ title: page.title, pathname: page.pathname, kind: page.kind }))
        .sort(byTitle),
    }))
    .filter((group) => group.entries.length > 0);
}
