import { describe, expect, it, vi } from 'vitest';
import { packIndex, unpackIndex } from './indexFile';
import { loadSearchEngine } from './loadIndex';
import type { SearchRecord } from './types';

const record: SearchRecord = { id: '/a', url: '/a', title: 'Autocomplete', page: '', text: 'Suggestions while typing', product: 'material-ui', kind: 'component', isPage: true };
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadSearchEngine', () => {
  it('rejects a failed request with the status, then retries on the next call and caches the engine', async () => {
    const fetcher = vi.fn().mockReturnValueOnce(reply({}, 503)).mockReturnValue(reply(packIndex([record])));
    await expect(loadSearchEngine(fetcher)).rejects.toThrow('Search index request failed: 503 /search-index.json');
    const engine = await loadSearchEngine(fetcher);
    expect(engine.search('autocompelte')[0]?.url).toBe('/a');
    await loadSearchEngine(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('index file', () => {
  it('packs and unpacks records unchanged, sharing page titles', () => {
    const section: SearchRecord = { ...record, id: '/a#free-solo', url: '/a#free-solo', title: 'Free solo', page: 'Autocomplete', isPage: false, kind: 'guide' };
    const packed = packIndex([record, section, { ...section, id: '/a#x', url: '/a#x' }]);
    expect(packed.pages).toEqual(['Autocomplete']);
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)), 'test')).toEqual([record, section, { ...section, id: '/a#x', url: '/a#x' }]);
  });

  it('keeps a guide page’s component names, and adds nothing to records without them', () => {
    const guide: SearchRecord = { ...record, id: '/app-bar', url: '/app-bar', title: 'App Bar', names: 'AppBar' };
    const packed = packIndex([guide, record]);
    expect(packed.records.map((entry) => entry.length)).toEqual([8, 7]);
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)), 'test')).toEqual([guide, record]);
  });

  it('keeps a page’s keywords, with or without component names', () => {
    const badge: SearchRecord = { ...record, id: '/badge', url: '/badge', title: 'Badge', names: 'Badge', keywords: 'notification dot, unread count' };
    const portal: SearchRecord = { ...record, id: '/portal', url: '/portal', title: 'Portal', keywords: 'teleport' };
    const packed = packIndex([badge, portal, record]);
    expect(packed.records.map((entry) => entry.length)).toEqual([9, 9, 7]);
    expect(packed.records[1]?.[7]).toBe('');
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)), 'test')).toEqual([badge, portal, record]);
  });

  it('names the problem in a malformed index', () => {
    expect(() => unpackIndex({ version: 1, records: [] }, '/search-index.json')).toThrow('Search index at /search-index.json is not a version 2 index; rebuild the site with npm run build.');
    expect(() => unpackIndex(null, 'x')).toThrow('is not a version 2 index');
  });
});
