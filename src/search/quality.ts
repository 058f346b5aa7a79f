/**
 * The search quality measure: the share of queries whose expected page is among the first results
 * the reader sees, in the dialog's order (grouped by product, the named or current product first).
 */
import type { SearchEngine } from './engine';
import { displayOrder, searchForDisplay } from './group';
import { parseProductQuery } from './productQuery';
import type { SearchProduct } from './types';

/** One line of `e2e/search-queries.json` (tuning) or `e2e/search-queries.heldout.json` (held out). */
export interface QualityQuery {
  query: string;
  /** The page a reader expects (a pathname without `#anchor`). */
  expected: string;
  /** How the query is phrased: page name, section, synonym, misspelling, prop, question, product… */
  kind: string;
  /** The product of the page the query is typed on (null: one without a product, such as the home page); see `currentProductOf` for the default. */
  current?: SearchProduct | null;
}

export interface QualityReport {
  /** Hits / queries, 0–1. */
  rate: number;
  hits: number;
  total: number;
  /** The queries that missed, with the pages they found instead. */
  misses: { query: string; expected: string; found: string[] }[];
}

const pageOf = (url: string) => url.split('#')[0] ?? url;

/**
 * The product a query is typed on. Unless the query says: for a query naming a product, another
 * product (so the name has to beat the page the reader is on); for any other, the expected page's
 * product (the reader is in that product's docs), or none when `productOf` is not given.
 */
export function currentProductOf(query: QualityQuery, productOf?: (pathname: string) => SearchProduct): SearchProduct | undefined {
  if (query.current !== undefined) return query.current ?? undefined;
  const named = parseProductQuery(query.query).product;
  if (named) return named === 'material-ui' ? 'joy-ui' : 'material-ui';
  return productOf?.(query.expected);
}

/** The URLs (with anchors) of the first `k` hits in the order the dialog shows them. */
export function displayedUrls(engine: SearchEngine, query: string, current: SearchProduct | undefined, k: number): string[] {
  return displayOrder(searchForDisplay(engine, query, current))
    .slice(0, k)
    .map((hit) => hit.url);
}

/** The distinct pages of the first `k` places the reader sees for `query` (five sections of one page take one place). */
export function displayedPages(engine: SearchEngine, query: string, current: SearchProduct | undefined, k: number): string[] {
  const hits = displayOrder(searchForDisplay(engine, query, current));
  return [...new Set(hits.map((hit) => pageOf(hit.url)))].slice(0, k);
}

/** Runs every query and counts a hit when one of the first `k` pages shown is the expected page. */
export function measureHitRate(engine: SearchEngine, queries: readonly QualityQuery[], k = 3, productOf?: (pathname: string) => SearchProduct): QualityReport {
  const misses: QualityReport['misses'] = [];
  for (const entry of queries) {
    const pages = displayedPages(engine, entry.query, currentProductOf(entry, productOf), k);
    if (!pages.includes(entry.expected)) misses.push({ query: entry.query, expected: entry.expected, found: pages });
  }
  const total = queries.length;
  const hits = total - misses.length;
  return { rate: total === 0 ? 0 : hits / total, hits, total, misses };
}
