/** The search quality measure: the share of queries whose expected page is among the top results. */
import type { SearchEngine } from './engine';

/** One line of `e2e/search-queries.json`. */
export interface QualityQuery {
  query: string;
  /** The page a reader expects (a pathname without `#anchor`). */
  expected: string;
  /** How the query is phrased: page name, section, synonym, misspelling, prop, question… */
  kind: string;
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

/** Runs every query and counts a hit when one of the first `k` results is on the expected page (distinct pages counted, so five sections of one page take one place). */
export function measureHitRate(engine: SearchEngine, queries: readonly QualityQuery[], k = 3): QualityReport {
  const misses: QualityReport['misses'] = [];
  for (const { query, expected } of queries) {
    const pages = [...new Set(engine.search(query, 50).map((hit) => pageOf(hit.url)))].slice(0, k);
    if (!pages.includes(expected)) misses.push({ query, expected, found: pages });
  }
  const total = queries.length;
  const hits = total - misses.length;
  return { rate: total === 0 ? 0 : hits / total, hits, total, misses };
}
