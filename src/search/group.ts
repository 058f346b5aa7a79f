/** Orders search hits for display: grouped by product, the reader's current product first. */
import type { SearchHit } from './engine';
import type { SearchProduct } from './types';

/** The hits of one product, best first. */
export interface HitGroup {
  product: SearchProduct;
  hits: SearchHit[];
}

/**
 * Groups `hits` (best first) by product. The current product's group comes first; the others follow
 * in the order of their best hit, so a strong match elsewhere still shows near the top.
 */
export function groupByProduct(hits: readonly SearchHit[], current: SearchProduct | undefined): HitGroup[] {
  const groups = new Map<SearchProduct, SearchHit[]>();
  for (const hit of hits) groups.set(hit.product, [...(groups.get(hit.product) ?? []), hit]);
  const ordered = [...groups].map(([product, list]) => ({ product, hits: list }));
  const currentIndex = ordered.findIndex((group) => group.product === current);
  if (currentIndex > 0) ordered.unshift(...ordered.splice(currentIndex, 1));
  return ordered;
}
