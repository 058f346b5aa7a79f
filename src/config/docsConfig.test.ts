import { describe, expect, it } from 'vitest';
import { externalOrigins, readDocsConfig } from './docsConfig';

describe('readDocsConfig', () => {
  it('has the spec defaults with an empty environment', () => {
    const c = readDocsConfig({});
    expect(c.adConfig.displayRatio).toBe(0.1);
    expect(c.defaultUserLanguage).toBe('en');
    expect(c.config.feedbackEndpoint).toBe('/feedback');
    expect(c.config.analyticsId).toBeUndefined();
    expect(externalOrigins(c)).toEqual({ script: [], connect: [], img: [], style: [], font: [] });
  });

  it('reads overrides and strips a trailing slash from the site URL', () => {
    const c = readDocsConfig({ DOCS_SITE_URL: 'https://docs.example.com/', DOCS_AD_DISPLAY_RATIO: '0.5', DOCS_AD_FEED_URL: 'https://ads.example.net/feed.json' });
    expect(c.config.siteUrl).toBe('https://docs.example.com');
    expect(c.adConfig.displayRatio).toBe(0.5);
    expect(externalOrigins(c).connect).toEqual(['https://ads.example.net']);
    expect(externalOrigins(c).img).toEqual(['https://ads.example.net', 'https:']);
  });

  it('admits images from a plain-http ad network origin (the loopback fake of the tests)', () => {
    const c = readDocsConfig({ DOCS_AD_FEED_URL: 'http://127.0.0.1:3990/ads.json' });
    expect(externalOrigins(c).img).toEqual(['http://127.0.0.1:3990', 'https:']);
  });

  it('names every bad variable in one error', () => {
    expect(() => readDocsConfig({ DOCS_SITE_URL: 'not a url', DOCS_AD_DISPLAY_RATIO: '7' })).toThrowError(
      /Invalid docs configuration in the environment:\n {2}DOCS_SITE_URL: must be an absolute http\(s\) URL\n {2}DOCS_AD_DISPLAY_RATIO: /,
    );
  });
});
