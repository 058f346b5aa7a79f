/** Fetches the index once per page view and builds the engine; a failed load can be retried. */
import { createSearchEngine, type SearchEngine } from './engine';
import { unpackIndex } from './indexFile';
import { SEARCH_INDEX_URL } from './types';

let pending: Promise<SearchEngine> | undefined;

/** The engine over the site's index, fetched on first call; a rejected load is forgotten so the next call retries. */
export function loadSearchEngine(fetcher: typeof fetch = fetch): Promise<SearchEngine> {
  pending ??= fetcher(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index request failed: ${response.status} ${SEARCH_INDEX_URL}`);
      return response.json() as Promise<unknown>;
    })
    .then((json) => createSearchEngine(unpackIndex(json, SEARCH_INDEX_URL)))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
