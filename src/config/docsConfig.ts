/**
 * The docs configuration (SPEC §3): a config object, an ad config and a default user language.
 * Environment variables are read here and nowhere else; every one is listed in the README.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/translations';
import { DEFAULT_AD_DISPLAY_RATIO } from './defaults';

export { DEFAULT_AD_DISPLAY_RATIO } from './defaults';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional());

const envSchema = z.object({
  DOCS_SITE_URL: optionalUrl,
  DOCS_REPO_URL: optionalUrl,
  DOCS_PRODUCTION_HOST: z.string().trim().optional(),
  DOCS_AD_FEED_URL: optionalUrl,
  DOCS_AD_SCRIPT_URL: optionalUrl,
  DOCS_AD_DISPLAY_RATIO: z.coerce.number().min(0).max(1).optional(),
  DOCS_ANALYTICS_ID: z.string().trim().optional(),
  DOCS_FONTS_URL: optionalUrl,
  DOCS_FEEDBACK_ENDPOINT: z.string().trim().optional(),
  DOCS_FEEDBACK_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/]+$/, 'must list origins such as https://mui.com, separated by commas'))),
});

/**
 * The variables a build bakes into the pages and the export's manifest. The server never reads them:
 * it serves the configuration the export was built with (see server/siteManifest.ts).
 */
export const BUILD_TIME_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** The build-time variables set (non-empty) in `env`, trimmed and sorted: what makes two builds' configurations equal. */
export function buildTimeEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const entries = BUILD_TIME_VARIABLES.flatMap((name) => {
    const value = env[name]?.trim();
    return value ? [[name, value] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** Names of the build-time variables whose values differ between two environments (see buildTimeEnvironment). */
export function changedBuildVariables(built: Record<string, string>, current: Record<string, string>): string[] {
  return BUILD_TIME_VARIABLES.filter((name) => built[name] !== current[name]);
}

/** How ads are fetched and measured. */
export interface AdConfig {
  /** Share of ad displays reported to analytics (SPEC §3, default 0.1). */
  displayRatio: number;
  /** JSON feed of the ad network, when the feed mode is used. */
  feedUrl: string | undefined;
  /** Script of the ad network, when the script mode is used. */
  scriptUrl: string | undefined;
}

/** Where the site lives and which services it talks to. */
export interface SiteConfig {
  /** Absolute origin the site is published at; used for canonical links and the sitemap. */
  siteUrl: string;
  /**
   * Repository holding this site's sources (`content/` at its root): "Edit this page" and a demo's
   * "View the source" point into it. Unset, those links are left out rather than pointing at a
   * path that does not exist in another project's repository.
   */
  repositoryUrl: string | undefined;
  /** Where the app bar's source link goes: this site's repository, else the documented libraries'. */
  sourceCodeUrl: string;
  /** Branch and folder of the content inside the repository. */
  contentEditPath: string;
  /** Host name on which the service worker registers (production only). */
  productionHost: string;
  /** Analytics measurement id; analytics is off when empty. */
  analyticsId: string | undefined;
  /** Stylesheet of a font provider; none is loaded when empty. */
  fontsUrl: string | undefined;
  /** Where page feedback is posted. */
  feedbackEndpoint: string;
  /** Origins allowed to post feedback (CORS): the site's own and the configured ones. */
  feedbackOrigins: string[];
}

/** The whole docs configuration; plain data, so a server component can hand it to a client one. */
export interface DocsConfig {
  config: SiteConfig;
  adConfig: AdConfig;
  /** Language of the chrome unless the user picks another. */
  defaultUserLanguage: LanguageCode;
}

/** The repository of the libraries this site documents: the app bar's source link when the site names none of its own. */
export const LIBRARY_REPOSITORY_URL = 'https://github.com/mui/material-ui';

/** Builds the docs configuration from an environment; throws one readable error listing every bad variable. */
export function readDocsConfig(env: Record<string, string | undefined>): DocsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid docs configuration in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const siteUrl = (e.DOCS_SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const repositoryUrl = e.DOCS_REPO_URL?.replace(/\/$/, '');
  return {
    config: {
      siteUrl,
      repositoryUrl,
      sourceCodeUrl: repositoryUrl ?? LIBRARY_REPOSITORY_URL,
      contentEditPath: 'edit/main/content',
      productionHost: e.DOCS_PRODUCTION_HOST || 'mui.com',
      analyticsId: e.DOCS_ANALYTICS_ID || undefined,
      fontsUrl: e.DOCS_FONTS_URL,
      feedbackEndpoint: e.DOCS_FEEDBACK_ENDPOINT || '/feedback',
      // The published site may live on another origin (a CDN) than the collector: its origin may always post.
      feedbackOrigins: [...new Set([new URL(siteUrl).origin, ...e.DOCS_FEEDBACK_ORIGINS])],
    },
    adConfig: {
      displayRatio: e.DOCS_AD_DISPLAY_RATIO ?? DEFAULT_AD_DISPLAY_RATIO,
      feedUrl: e.DOCS_AD_FEED_URL,
      scriptUrl: e.DOCS_AD_SCRIPT_URL,
    },
    defaultUserLanguage: DEFAULT_LANGUAGE,
  };
}

/** Origins (scheme + host) that the configuration lets the page talk to; the CSP admits exactly these. */
export function externalOrigins(docsConfig: DocsConfig): { script: string[]; connect: string[]; img: string[]; style: string[]; font: string[] } {
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const analytics = docsConfig.config.analyticsId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  const adScript = origin(docsConfig.adConfig.scriptUrl);
  const adFeed = origin(docsConfig.adConfig.feedUrl);
  const fonts = origin(docsConfig.config.fontsUrl);
  const feedback = /^https?:/.test(docsConfig.config.feedbackEndpoint) ? origin(docsConfig.config.feedbackEndpoint) : [];
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique([...analytics, ...adScript]),
    connect: unique([...analytics, ...adScript, ...adFeed, ...feedback]),
    // Ad images and tracking pixels come from hosts the feed names, so any https image is allowed once ads are
    // configured, plus the network's own origins (which may be plain http, as the loopback fake of the tests is).
    img: unique([...analytics, ...adScript, ...adFeed, ...(adScript.length || adFeed.length ? ['https:'] : [])]),
    style: unique([...fonts]),
    font: unique([...(fonts.length ? ['https://fonts.gstatic.com'] : []), ...fonts]),
  };
}
