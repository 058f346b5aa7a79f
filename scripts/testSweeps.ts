/**
 * `npm run test:sweeps`: every browser sweep over every page (SWEEP=all): each demo page in light,
 * dark and right to left with its demos mounted, each Base UI demo in its three stylings, and every
 * other sitemap page and API page through axe. `npm test` checks the recently changed pages and a
 * rotating sample instead (scripts/sweepSelection.ts); run this before a release or after a change
 * that touches every page. `out/` is rebuilt when stale.
 */
import { formatSummaries, summarizeSweep } from './benchTestsLib';
import { SWEEPS, runSweeps, sweepRecords } from './sweeps';
import { buildIfStale, ensureChromium } from './testSteps';

async function main(): Promise<void> {
  ensureChromium();
  await buildIfStale();
  const started = performance.now();
  runSweeps('Every sweep over every page (Playwright, Chromium)', Object.values(SWEEPS), null);
  console.log(`\n${formatSummaries(sweepRecords().map(summarizeSweep))}`);
  console.log(`\nThe sweeps took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
