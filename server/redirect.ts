/** The redirects the static server makes before looking a path up. */
import { pathnameToLanguage } from '../src/routing/pathname';

/**
 * Where a request path must redirect to, or `null` when it is already canonical.
 * Drops an accepted language prefix (`/zh`, `/en`) and trailing slashes in one hop.
 */
export function canonicalRedirect(pathname: string): string | null {
  const { canonicalAs, hadPrefix } = pathnameToLanguage(pathname);
  const target = (canonicalAs.replace(/\/+$/, '') || '/')
    // Browsers read a Location starting with `//` or `/\` as another host: never send one.
    .replace(/^[/\\]+/, '/');
  return hadPrefix || target !== pathname ? target : null;
}

/** Splits a raw request URL into its path and its query (with the `?`, or empty). */
export function splitRequestUrl(url: string): { pathname: string; search: string } {
  const index = url.indexOf('?');
  return index === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, index), search: url.slice(index) };
}
