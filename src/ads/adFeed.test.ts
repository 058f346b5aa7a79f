import { describe, expect, it, vi } from 'vitest';
import { impressionUrls, loadFeedAd, parseFeed, readFeedAd, safeHttpUrl, splitPixels } from './adFeed';

const usable = { statlink: 'https://ads.example/click', statimp: 'https://ads.example/imp', image: 'https://ads.example/i.png', company: 'Acme', description: 'Widgets', pixel: 'https://p.example/a?t=[timestamp]||https://p.example/b', timestamp: '1700000000' };

describe('parseFeed', () => {
  it('uses the first ad that is non-empty and has a statlink', () => {
    const body = JSON.stringify({ ads: [{}, { company: 'No link' }, usable, { ...usable, company: 'Second' }] });
    const parsed = parseFeed(body);
    expect(parsed).toEqual({
      kind: 'ad',
      ad: { statlink: 'https://ads.example/click', statimp: 'https://ads.example/imp', image: 'https://ads.example/i.png', company: 'Acme', description: 'Widgets', pixels: ['https://p.example/a?t=1700000000', 'https://p.example/b'] },
    });
  });

  it('reports an empty feed as empty', () => {
    expect(parseFeed('{"ads":[{},{}]}')).toEqual({ kind: 'empty' });
    expect(parseFeed('{"ads":[]}')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['not JSON', '<html>', 'not JSON'],
    ['no ads array', '{"ads":"x"}', 'no "ads" array'],
    ['null', 'null', 'no "ads" array'],
    ['huge', JSON.stringify({ ads: [], pad: 'x'.repeat(300_000) }), 'longer than 262144 characters'],
  ])('rejects a malformed feed (%s)', (_name, body, reason) => {
    expect(parseFeed(body)).toEqual({ kind: 'malformed', reason });
  });

  it('skips ads whose statlink is not an http(s) URL and drops unsafe images and wrong types', () => {
    const body = JSON.stringify({ ads: [{ statlink: 'javascript:alert(1)', company: 'Evil' }, { statlink: 'https://ok.example/', image: 'javascript:alert(1)', company: { html: '<b>' }, description: '<script>alert(1)</script>', statimp: 'data:text/html,x' }] });
    expect(parseFeed(body)).toEqual({ kind: 'ad', ad: { statlink: 'https://ok.example/', statimp: undefined, image: undefined, company: '', description: '<script>alert(1)</script>', pixels: [] } });
  });
});

describe('feed fields', () => {
  it('keeps only absolute http(s) URLs', () => {
    expect(safeHttpUrl('http://127.0.0.1:3990/x')).toBe('http://127.0.0.1:3990/x');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:image/png;base64,AA', '/relative', 'vbscript:x', 42, null]) expect(safeHttpUrl(bad)).toBeUndefined();
  });

  it('splits pixels on || and fills every [timestamp]', () => {
    expect(splitPixels('https://a.example/?t=[timestamp]&u=[timestamp]||https://b.example/||javascript:x||', 12345)).toEqual(['https://a.example/?t=12345&u=12345', 'https://b.example/']);
    expect(splitPixels(undefined, 1)).toEqual([]);
  });

  it('lists the impression and then the pixels', () => {
    const ad = readFeedAd(usable);
    expect(ad && impressionUrls(ad)).toEqual(['https://ads.example/imp', 'https://p.example/a?t=1700000000', 'https://p.example/b']);
    expect(readFeedAd([])).toBeUndefined();
  });
});

describe('loadFeedAd', () => {
  it('stops at the first response with a usable ad', async () => {
    const fetchText = vi.fn().mockResolvedValueOnce('{"ads":[{}]}').mockResolvedValueOnce(JSON.stringify({ ads: [usable] }));
    expect((await loadFeedAd('https://feed.example/', fetchText)).kind).toBe('ad');
    expect(fetchText).toHaveBeenCalledTimes(2);
  });

  it('makes 10 requests in all, then falls back', async () => {
    const fetchText = vi.fn().mockResolvedValue('{"ads":[{}]}');
    expect(await loadFeedAd('https://feed.example/', fetchText)).toEqual({ kind: 'fallback', reason: 'no usable ad in 10 requests' });
    expect(fetchText).toHaveBeenCalledTimes(10);
  });

  it('gives up silently on a network failure', async () => {
    const fetchText = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = vi.spyOn(console, 'error');
    expect(await loadFeedAd('https://feed.example/', fetchText)).toEqual({ kind: 'failed' });
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back at once on a malformed feed', async () => {
    const fetchText = vi.fn().mockResolvedValue('not json');
    expect(await loadFeedAd('https://feed.example/', fetchText)).toEqual({ kind: 'fallback', reason: 'not JSON' });
    expect(fetchText).toHaveBeenCalledTimes(1);
  });
});
