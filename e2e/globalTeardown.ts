/**
 * Playwright's global teardown (playwright.config.ts): removes the feedback databases of the two test
 * servers once every test has run. Playwright calls it before it stops those servers; unlinking files a
 * live process holds open is safe on POSIX systems, and the servers are then killed with SIGKILL (no
 * `gracefulShutdown` is configured), so nothing writes the files back.
 */
import { configuredPort } from '../scripts/configuredBuild';
import { removeFeedbackDb } from './feedbackDb';

/** Removes the feedback databases of the `site` and `configured` test servers. */
export default function globalTeardown(): void {
  const port = Number(process.env.E2E_PORT ?? 3100);
  removeFeedbackDb(port);
  removeFeedbackDb(configuredPort(port));
}
