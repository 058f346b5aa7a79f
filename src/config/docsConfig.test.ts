import { describe, expect, it } from 'vitest';
import { BUILD_TIME_VARIABLES, buildTimeEnvironment, changedBuildVariables, externalOrigins, readDocsConfig } from './docsConfig';

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

  it('names this site’s repository only when DOCS_REPO_URL is set; the app bar falls back to the libraries’ repository', () => {
    const none = readDocsConfig({});
    expect(none.config.repositoryUrl).toBeUndefined();
    expect(none.config.sourceCodeUrl).toBe('https://github.com/mui/material-ui');
    const own = readDocsConfig({ DOCS_REPO_URL: 'https://github.com/acme/docs/' });
    expect(own.config.repositoryUrl).toBe('https://github.com/acme/docs');
    expect(own.config.sourceCodeUrl).toBe('https://github.com/acme/docs');
    expect(() => readDocsConfig({ DOCS_REPO_URL: 'git@github.com:acme/docs.git' })).toThrowError(/DOCS_REPO_URL: must be an absolute http\(s\) URL/);
  });

  it('names every bad variable in one error', () => {
    expect(() => readDocsConfig({ DOCS_SITE_URL: 'not a url', DOCS_AD_DISPLAY_RATIO: '7' })).toThrowError(
      /Invalid docs configuration in the environment:\n {2}DOCS_SITE_URL: must be an absolute http\(s\) URL\n {2}DOCS_AD_DISPLAY_RATIO: /,
    );
  });

  it('lets the site origin and the configured origins post feedback (build-time, into the manifest)', () => {
    expect(readDocsConfig({}).config.feedbackOrigins).toEqual(['http://127.0.0.1:3000']);
    const c = readDocsConfig({ DOCS_SITE_URL: 'https://mui.com/', DOCS_FEEDBACK_ORIGINS: ' https://next.mui.com, https://mui.com ,' });
    expect(c.config.feedbackOrigins).toEqual(['https://mui.com', 'https://next.mui.com']);
  });

  it('refuses a feedback origin with a path', () => {
    expect(() => readDocsConfig({ DOCS_FEEDBACK_ORIGINS: 'https://mui.com/docs' })).toThrowError(/DOCS_FEEDBACK_ORIGINS\.0: must list origins such as https:\/\/mui\.com/);
  });
});

describe('build-time environment', () => {
  it('lists exactly the variables readDocsConfig reads', () => {
    expect(BUILD_TIME_VARIABLES).toContain('DOCS_SITE_URL');
    expect(BUILD_TIME_VARIABLES).toContain('DOCS_FEEDBACK_ORIGINS');
    expect(BUILD_TIME_VARIABLES).not.toContain('PORT');
    expect(BUILD_TIME_VARIABLES).not.toContain('DOCS_FEEDBACK_DB');
  });

  it('keeps set build-time variables only, trimmed', () => {
    expect(buildTimeEnvironment({ DOCS_SITE_URL: ' https://mui.com ', DOCS_ANALYTICS_ID: '', PORT: '1', HOME: '/root' })).toEqual({ DOCS_SITE_URL: 'https://mui.com' });
  });

  it('names the variables that were added, removed or changed', () => {
    expect(changedBuildVariables({ DOCS_SITE_URL: 'a', DOCS_ANALYTICS_ID: 'G' }, { DOCS_SITE_URL: 'b', DOCS_FONTS_URL: 'f' })).toEqual(['DOCS_SITE_URL', 'DOCS_ANALYTICS_ID', 'DOCS_FONTS_URL']);
    expect(changedBuildVariables({ DOCS_SITE_URL: 'a' }, { DOCS_SITE_URL: 'a' })).toEqual([]);
  });
});
