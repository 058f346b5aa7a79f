/**
 * The search index: plain records written by `scripts/searchIndex.ts` into `out/search-index.json`
 * (packed, see indexFile.ts) after the static export, read by the search dialog and the quality test.
 */

/** What a record points at. Pages are `guide`, `component` or `api`; rows of an API page are `prop`, `slot` or `class`. */
export type SearchKind = 'guide' | 'component' | 'api' | 'prop' | 'slot' | 'class';

/** The product a record belongs to: a section id of the page registry. */
export type SearchProduct = 'material-ui' | 'joy-ui' | 'base-ui' | 'system' | 'docs-infra' | 'default';

/** One searchable thing: a page, a section of a page (a heading) or an API row. */
export interface SearchRecord {
  /** Unique in the index: the URL with its anchor. */
  id: string;
  /** Page path plus `#anchor` for sections and API rows (`/material-ui/api/button#prop-disableRipple`). */
  url: string;
  /** The page title for a page, the heading for a section, the name for an API row. */
  title: string;
  /** The page title for sections and API rows ('' for pages), shown as context and searched with a low boost. */
  page: string;
  /** Body text: the page description, the section's text or the row's description (capped in length). */
  text: string;
  product: SearchProduct;
  kind: SearchKind;
  /** Whether this record is a whole page (true) or a part of one (false). */
  isPage: boolean;
  /**
   * A component guide page only: the names of the components it documents, as code writes them
   * (`AppBar`, `ScrollArea`), searched like its title, so `appbar` finds the guide as well as the API page.
   */
  names?: string;
  /**
   * A page only: the other words readers use for it (its front matter's `keywords`, read from its
   * `<meta name="keywords">`), phrases joined by commas: `notification dot, unread count`.
   */
  keywords?: string;
}

/** URL of the index in the export; served with `no-cache`, so readers revalidate it after a deploy. */
export const SEARCH_INDEX_URL = '/search-index.json';
