/** Orders search hits for display: grouped by product, the named or current product first. */
import type { SearchHit } from './engine';
import { parseProductQuery } from './productQuery';
import type { SearchProduct } from './types';

/** How many hits the dialog lists; the quality measure reads the same number. */
export const DISPLAY_LIMIT = 30;

/** The hits of one product, best first. */
export interface HitGroup {
  product: SearchProduct;
  hits: SearchHit[];
}

/**
 * Groups `hits` (best first) by product. The `leading` products' groups come first, in that order
 * (the current product, say); the others follow in the order of their best hit, so a strong match
 * elsewhere still shows near the top.
 */
export function groupByProduct(hits: readonly SearchHit[], ...leading: (SearchProduct | undefined)[]): HitGroup[] {
  const groups = new Map<SearchProduct, SearchHit[]>();
  for (const hit of hits) groups.set(hit.product, [...(groups.get(hit.product) ?? []), hit]);
  const ordered = [...groups].map(([product, list]) => ({ product, hits: list }));
  const rank = (group: HitGroup) => {
    const index = leading.indexOf(group.product);
    return index === -1 ? leading.length : index;
  };
  // Array sort is stable: groups of equal rank keep the order of their best hit.
  return ordered.sort((a, b) => rank(a) - rank(b));
}

/** The groups the dialog shows for `query`: a product the query names ("joy card") first, then the reader's current product. */
export function displayGroups(hits: readonly SearchHit[], query: string, current: SearchProduct | undefined): HitGroup[] {
  return groupByProduct(hits, parseProductQuery(query).product, current);
}

/** The hits of `groups` in the order the reader sees them, top to bottom. */
export function displayOrder(groups: readonly HitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
