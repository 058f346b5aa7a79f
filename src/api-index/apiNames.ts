/**
 * What the production server needs of each generated API page to answer `/api/<name>`
 * (server/apiRedirect.ts): written into the export's manifest by scripts/writeManifest.ts, so the
 * server never reads the page registry or the generated data.
 */
import type { ApiPageEntry } from '../api-reference/pageIndex';

export interface ApiPageNames {
  /** The product (sidebar section) of the page. */
  product: string;
  pathname: string;
  /** The page title first (`Accordion`), then each name it documents (`Accordion.Root`, …), once each. */
  names: string[];
}

/** Each API page with the names that lead to it, in the order of `pages`. */
export function apiPageNames(pages: readonly ApiPageEntry[]): ApiPageNames[] {
  return pages.map((page) => ({ product: page.section, pathname: page.pathname, names: [...new Set([page.title, ...page.names])] }));
}
