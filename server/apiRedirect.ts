/**
 * Short addresses of the API pages: `/api/<name>` and `/api-docs/<name>` redirect to the API page of
 * `<name>`, and `/api` to the API index (SPEC §2 maps `/api` to `/api-docs`). Pure: the server builds
 * the lookup once, from the API page list in the export's manifest.
 */
import { API_INDEX_PATHNAME } from '../src/api-index/apiIndex';
import { canonicalPathname } from '../src/routing/pathname';
import type { ManifestApiPage } from './siteManifest';

/** Products whose page a name shared by several leads to, best first; any other product comes after them. */
export const API_PRODUCT_PRECEDENCE: readonly string[] = ['material-ui', 'joy-ui', 'base-ui', 'system'];

/** API page pathnames by name key (apiNameKey). */
export type ApiNameLookup = ReadonlyMap<string, string>;

/**
 * A component, part or hook name in any spelling as one key: `button-group`, `ButtonGroup`,
 * `buttonGroup` and `Button_Group` all give `buttongroup`, `Accordion.Root` gives `accordionroot`.
 * Null for anything else than letters, digits, `-`, `_` and `.` (spaces, percent-escapes, an empty name).
 */
export function apiNameKey(name: string): string | null {
  if (!/^[A-Za-z0-9._-]+$/.test(name)) return null;
  const key = name.toLowerCase().replace(/[._-]/g, '');
  return key === '' ? null : key;
}

function rank(product: string): number {
  const index = API_PRODUCT_PRECEDENCE.indexOf(product);
  return index === -1 ? API_PRODUCT_PRECEDENCE.length : index;
}

/**
 * The lookup behind apiRedirect: every name of every page by its key. Where several pages share a key
 * the product ranked first by API_PRODUCT_PRECEDENCE wins, then the page listed first.
 */
export function apiNameLookup(pages: readonly ManifestApiPage[]): ApiNameLookup {
  const lookup = new Map<string, string>();
  // Array#sort is stable: pages of one product keep their manifest order.
  for (const page of [...pages].sort((a, b) => rank(a.product) - rank(b.product))) {
    for (const name of page.names) {
      const key = apiNameKey(name);
      if (key !== null && !lookup.has(key)) lookup.set(key, page.pathname);
    }
  }
  return lookup;
}

/**
 * Where a path without language prefix or trailing slash (as server/redirect.ts leaves it) must
 * redirect: `/api` → the API index, `/api/<name>` and `/api-docs/<name>` → the API page of `<name>`.
 * Null for the index itself, any other path and a name no page has (which then gets the 404 page).
 */
export function apiRedirect(pathname: string, lookup: ApiNameLookup): string | null {
  const canonical = canonicalPathname(pathname);
  if (canonical === API_INDEX_PATHNAME) return pathname === API_INDEX_PATHNAME ? null : API_INDEX_PATHNAME;
  const name = canonical.startsWith(`${API_INDEX_PATHNAME}/`) ? canonical.slice(API_INDEX_PATHNAME.length + 1) : null;
  if (name === null || name.includes('/')) return null;
  const key = apiNameKey(name);
  return key === null ? null : (lookup.get(key) ?? null);
}
