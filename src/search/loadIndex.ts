/** Fetches the index once per page view and builds the engine; a failed load can be retried. */
import { createSearchEngine, type SearchEngine } from './engine';
import { SEARCH_INDEX_URL, type SearchIndexFile } from './types';

let pending: Promise<SearchEngine> | undefined;

/** Checks the shape of a fetched index, naming what is wrong. */
export function parseIndex(value: unknown): SearchIndexFile {
  const file = value as Partial<SearchIndexFile> | null;
  if (typeof file !== 'object' || file === null || file.version !== 1 || !Array.isArray(file.records)) {
    throw new Error(`Search index at ${SEARCH_INDEX_URL} is not a version 1 index; rebuild the site with npm run build.`);
  }
  return file as SearchIndexFile;
}

/** The engine over the site's index, fetched on first call; a rejected load is forgotten so the next call retries. */
export function loadSearchEngine(fetcher: typeof fetch = fetch): Promise<SearchEngine> {
  pending ??= fetcher(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index request failed: ${response.status} ${SEARCH_INDEX_URL}`);
      return response.json() as Promise<unknown>;
    })
    .then((json) => createSearchEngine(parseIndex(json).records))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
