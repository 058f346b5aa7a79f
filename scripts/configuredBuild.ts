/**
 * The configured test build: the same site built a second time with every optional service
 * switched on and pointed at loopback addresses, so end-to-end tests can exercise ads, analytics
 * and the service worker against fakes they start themselves. `npm test` builds it into
 * `out-configured/`; the default build in `out/` keeps every service off.
 */

/** Folder of the configured export, beside `out/`. */
export const CONFIGURED_OUT_DIR = 'out-configured';

/** Port of the fake ad network that configured tests start on 127.0.0.1. */
export const FAKE_AD_NETWORK_PORT = 3990;

/** The configured server listens one port above the default test server. */
export function configuredPort(defaultPort: number): number {
  return defaultPort + 1;
}

/** The repository the configured build names as this site's (a placeholder: the tests never follow it). */
export const CONFIGURED_REPO_URL = 'https://github.com/example/mui-docs-site';

/** Environment of the configured build and of the server that serves it (the CSP reads it too). */
export function configuredEnv(port: number): Record<string, string> {
  return {
    DOCS_SITE_URL: `http://127.0.0.1:${port}`,
    // The service worker registers on this host only: tests reach the same server as `localhost` to see it stay away.
    DOCS_PRODUCTION_HOST: '127.0.0.1',
    DOCS_AD_FEED_URL: `http://127.0.0.1:${FAKE_AD_NETWORK_PORT}/ads.json`,
    DOCS_ANALYTICS_ID: 'G-TEST000000',
    // A font provider's stylesheet (SPEC §7), served by the same loopback fake as the ads when a test runs it.
    DOCS_FONTS_URL: `http://127.0.0.1:${FAKE_AD_NETWORK_PORT}/fonts.css`,
    // This site's own repository: "Edit this page" and a demo's "View the source" point into it.
    DOCS_REPO_URL: CONFIGURED_REPO_URL,
  };
}
