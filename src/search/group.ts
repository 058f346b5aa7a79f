/** Orders search hits for display: grouped by product, the named or current product first. */
import { titleUsingProductName, type SearchHit } from './engine';
import { parseProductQuery } from './productQuery';
import type { SearchProduct } from './types';

/** How many hits the dialog lists from the whole ranking; the quality measure reads the same number. */
export const DISPLAY_LIMIT = 30;
/** How many of the ranking's hits are looked through for those of the leading products. */
export const CANDIDATE_LIMIT = 300;
/** How many hits of each leading product (named or current) the dialog lists even when they rank below DISPLAY_LIMIT. */
export const LEADING_LIMIT = 10;

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

/**
 * How close the current product's best hit must come to the best hit of all for the current product to
 * lead: a reader on a Material UI page who types `Menu.Positioner` or `Sheet` names another product's
 * part or component, and that match should not wait below the current product's weaker ones.
 */
export const COMPARABLE_SHARE = 0.1;

/** A hit's title as the name of a thing: "Button API" and "Button" name the same component. */
const thingName = (title: string) => title.replace(/ API$/, '').toLowerCase().replace(/[\s\-_.]+/g, '');

/**
 * Whether `product`'s hits in `hits` (best first) are comparable to the best of all: named as well
 * by the query (the query names another product's thing whole and none of this product's), and, with
 * COMPARABLE_SHARE, scoring that share of the best hit.
 */
export function isComparable(hits: readonly SearchHit[], product: SearchProduct): boolean {
  const top = hits[0];
  if (top === undefined) return true;
  const own = hits.filter((hit) => hit.product === product);
  const best = own[0];
  if (best === undefined) return false;
  if (best.score < COMPARABLE_SHARE * top.score) return false;
  if (own.some((hit) => hit.titleNamed)) return true;
  // A thing the query names whole elsewhere is comparable when this product has a thing of that name too
  // ("grouped avatars": both products have an Avatar page); otherwise that product's match is the better one.
  // A section's name is its heading, and its page's title with it ("Variants" of Typography is "Typography variants").
  const ownNames = new Set(own.flatMap((hit) => [thingName(hit.title), thingName(`${hit.page} ${hit.title}`)]));
  return !hits.some((hit) => hit.titleNamed && hit.product !== product && !ownNames.has(thingName(hit.title)));
}

/**
 * The hits the dialog lists out of `ranked` (best first, up to CANDIDATE_LIMIT): the first `limit`,
 * plus the best `leadingLimit` of each leading product that are not among them. A section of the
 * current product's guide then still shows when two hundred `sx` prop rows of another product
 * outrank it ("sx prop" on a MUI System page).
 */
export function selectForDisplay(
  ranked: readonly SearchHit[],
  leading: readonly (SearchProduct | undefined)[],
  limit = DISPLAY_LIMIT,
  leadingLimit = LEADING_LIMIT,
): SearchHit[] {
  const chosen = new Set(ranked.slice(0, limit));
  for (const product of new Set(leading)) {
    if (product === undefined) continue;
    for (const hit of ranked.filter((candidate) => candidate.product === product).slice(0, leadingLimit)) chosen.add(hit);
  }
  // Back in rank order, which the grouping keeps within each product.
  return ranked.filter((hit) => chosen.has(hit));
}

/** The groups the dialog shows for `query`, searched afresh: what the reader sees, top to bottom by group. */
export function searchForDisplay(engine: { search(query: string, limit?: number): SearchHit[] }, query: string, current: SearchProduct | undefined): HitGroup[] {
  const ranked = engine.search(query, CANDIDATE_LIMIT);
  return displayGroups(selectForDisplay(ranked, leadingProducts(ranked, query, current)), query, current);
}

/**
 * The products whose groups lead, in order: the product of a title the query types out in full, product
 * name included ("Usage with Material UI" is a Joy UI page; the engine ranks it first), then the product
 * the query names ("joy card"), then the reader's current product.
 */
function leadingProducts(hits: readonly SearchHit[], query: string, current: SearchProduct | undefined): (SearchProduct | undefined)[] {
  const first = hits[0];
  const titled = first && titleUsingProductName(query)(first) ? first.product : undefined;
  // The current product leads only between comparable matches.
  return [titled, parseProductQuery(query).product, current && isComparable(hits, current) ? current : undefined];
}

/** The groups the dialog shows for `query`: a product the query names ("joy card") first, then the reader's current product. */
export function displayGroups(hits: readonly SearchHit[], query: string, current: SearchProduct | undefined): HitGroup[] {
  return groupByProduct(hits, ...leadingProducts(hits, query, current));
}

/** The hits of `groups` in the order the reader sees them, top to bottom. */
export function displayOrder(groups: readonly HitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
