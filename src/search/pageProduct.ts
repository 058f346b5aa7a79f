/**
 * The product of a page, from the page registry. For build scripts and tests only: the registry is
 * large, and the browser gets each record's product in the index instead.
 */
import { sections } from '../navigation/sections';
import type { SearchProduct } from './types';

/** The product of a pathname: the registry section with the longest matching path prefix, else `default`. */
export function productOf(pathname: string): SearchProduct {
  let best: { id: SearchProduct; length: number } = { id: 'default', length: 0 };
  for (const section of sections) {
    const prefix = section.pathPrefix;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && prefix.length > best.length) best = { id: section.id, length: prefix.length };
  }
  return best.id;
}
