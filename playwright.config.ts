/**
 * End-to-end tests run against the production server serving the built `out/` folder, in Debian's
 * Chromium (no browser download). `npm test` builds first; `npm run test:e2e` expects both builds.
 *
 * Two projects: `site` runs against the default build (every optional service off); `configured`
 * (tests in e2e/configured/) runs against `out-configured/`, built with ads, analytics and the
 * service worker pointed at loopback fakes (scripts/configuredBuild.ts).
 */
import { defineConfig } from '@playwright/test';
import { feedbackDbPath } from './e2e/feedbackDb';
import { CONFIGURED_OUT_DIR, configuredEnv, configuredPort } from './scripts/configuredBuild';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CONFIGURED_PORT = configuredPort(PORT);
// `E2E_SITE_ONLY=1` (npm run test:content, npm run bench:tests): only the default build's project and server.
const SITE_ONLY = process.env.E2E_SITE_ONLY === '1';

export default defineConfig({
  testDir: 'e2e',
  // Removes the web servers' feedback databases (DOCS_FEEDBACK_DB below) from the temporary folder.
  globalTeardown: './e2e/globalTeardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'site', testIgnore: 'configured/**', use: { baseURL: `http://127.0.0.1:${PORT}` } },
    ...(SITE_ONLY ? [] : [{ name: 'configured', testMatch: 'configured/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${CONFIGURED_PORT}` } }]),
  ],
  webServer: [
    {
      command: `npx tsx server/main.ts`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', DOCS_FEEDBACK_DB: feedbackDbPath(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(SITE_ONLY ? [] : [{
      command: `npx tsx server/main.ts`,
      env: { ...configuredEnv(CONFIGURED_PORT), PORT: String(CONFIGURED_PORT), HOST: '127.0.0.1', DOCS_OUT_DIR: CONFIGURED_OUT_DIR, DOCS_FEEDBACK_DB: feedbackDbPath(CONFIGURED_PORT) },
      url: `http://127.0.0.1:${CONFIGURED_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    }]),
  ],
});
