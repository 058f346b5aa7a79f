/**
 * `npm run bench:tests`: what the end-to-end sweeps cost, per sweep, per page and per demo, so a
 * content change sees its cost before CI does. Runs the four sweeps over the whole site (building
 * `out/` first when it is not current) and prints their timing (e2e/sweepTiming.ts,
 * scripts/benchTestsLib.ts). `--last` prints the timing of the last run instead (say, of `npm test`).
 */
import { formatSummaries, summarizeSweep } from './benchTestsLib';
import { SWEEPS, runSweeps, sweepRecords } from './sweeps';
import { buildIfStale, ensureChromium } from './testSteps';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = args.filter((arg) => arg !== '--last');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(' ')}: npm run bench:tests [-- --last]`);
    process.exit(2);
  }
  if (!args.includes('--last')) {
    ensureChromium();
    await buildIfStale();
    runSweeps('The page sweeps (Playwright, Chromium)', Object.values(SWEEPS), null);
  }
  const records = sweepRecords();
  if (records.length === 0) {
    console.error('No sweep timing in .test-reports/sweeps: run npm run bench:tests (or npm test) first.');
    process.exit(1);
  }
  console.log(`\n${formatSummaries(records.map(summarizeSweep))}`);
  console.log('\nVisit s adds up each page visit (several tabs run at once); main-thread s is the time the pages’ main thread spent in tasks (Chromium’s TaskDuration): their own work, without the test’s waiting, though a busy machine still stretches it. Fitted figures are a line through (demos, seconds) over the visits.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
