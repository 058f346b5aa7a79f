import { describe, expect, it, vi } from 'vitest';
import { loadSearchEngine, parseIndex } from './loadIndex';
import type { SearchRecord } from './types';

const record: SearchRecord = { id: '/a', url: '/a', title: 'Autocomplete', page: '', text: 'Suggestions while typing', product: 'material-ui', kind: 'component', isPage: true };
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadSearchEngine', () => {
  it('rejects a failed request with the status, then retries on the next call and caches the engine', async () => {
    const fetcher = vi.fn().mockReturnValueOnce(reply({}, 503)).mockReturnValue(reply({ version: 1, records: [record] }));
    await expect(loadSearchEngine(fetcher)).rejects.toThrow('Search index request failed: 503 /search-index.json');
    const engine = await loadSearchEngine(fetcher);
    expect(engine.search('autocompelte')[0]?.url).toBe('/a');
    await loadSearchEngine(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('parseIndex', () => {
  it('names the problem in a malformed index', () => {
    expect(() => parseIndex({ version: 2, records: [] })).toThrow('Search index at /search-index.json is not a version 1 index; rebuild the site with npm run build.');
    expect(() => parseIndex(null)).toThrow('is not a version 1 index');
    expect(parseIndex({ version: 1, records: [record] }).records).toHaveLength(1);
  });
});
