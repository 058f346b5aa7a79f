/**
 * The index file's compact form: records as arrays, page titles, products and kinds as numbers into
 * shared tables, and the id left out (it is the URL). About a third smaller gzipped than objects,
 * which matters because the file is what a reader downloads before the first result.
 */
import type { SearchKind, SearchProduct, SearchRecord } from './types';

const PRODUCTS: readonly SearchProduct[] = ['material-ui', 'joy-ui', 'base-ui', 'system', 'docs-infra', 'default'];
const KINDS: readonly SearchKind[] = ['guide', 'component', 'api', 'prop', 'slot', 'class'];

/**
 * One record: URL, title, index into `pages` (-1 for a page itself), text, product, kind, whether it
 * is a page (1/0), then, when it has them, a guide page's component names ('' when it has keywords
 * only) and a page's keywords.
 */
export type PackedRecord =
  | [string, string, number, string, number, number, 0 | 1]
  | [string, string, number, string, number, number, 0 | 1, string]
  | [string, string, number, string, number, number, 0 | 1, string, string];

/** The JSON written to `out/search-index.json`. */
export interface SearchIndexFile {
  version: 2;
  pages: string[];
  records: PackedRecord[];
}

/** Packs records for the file. */
export function packIndex(records: readonly SearchRecord[]): SearchIndexFile {
  const pages: string[] = [];
  const pageIndex = new Map<string, number>();
  const indexOfPage = (title: string) => {
    if (title === '') return -1;
    let index = pageIndex.get(title);
    if (index === undefined) {
      index = pages.push(title) - 1;
      pageIndex.set(title, index);
    }
    return index;
  };
  return {
    version: 2,
    pages,
    records: records.map((record): PackedRecord => {
      const packed: PackedRecord = [record.url, record.title, indexOfPage(record.page), record.text, PRODUCTS.indexOf(record.product), KINDS.indexOf(record.kind), record.isPage ? 1 : 0];
      if (record.keywords) return [...packed, record.names ?? '', record.keywords];
      return record.names ? [...packed, record.names] : packed;
    }),
  };
}

/** Unpacks a fetched file, checking its shape; the error names the fix. */
export function unpackIndex(value: unknown, source: string): SearchRecord[] {
  const file = value as Partial<SearchIndexFile> | null;
  if (typeof file !== 'object' || file === null || file.version !== 2 || !Array.isArray(file.records) || !Array.isArray(file.pages)) {
    throw new Error(`Search index at ${source} is not a version 2 index; rebuild the site with npm run build.`);
  }
  const pages = file.pages;
  return file.records.map(([url, title, page, text, product, kind, isPage, names, keywords]) => ({
    id: url,
    url,
    title,
    page: pages[page] ?? '',
    text,
    product: PRODUCTS[product] ?? 'default',
    kind: KINDS[kind] ?? 'guide',
    isPage: isPage === 1,
    ...(typeof names === 'string' && names !== '' ? { names } : {}),
    ...(typeof keywords === 'string' && keywords !== '' ? { keywords } : {}),
  }));
}
