/**
 * `npm test`: every test in order — lint, types, unit tests, the build, the link check, then the
 * end-to-end and accessibility tests in Debian's Chromium (installed here when missing and allowed).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { buildIfStale, CHROMIUM, ensureChromium, run } from './testSteps';

const REPORTS = '.test-reports';
const VITEST_REPORT = `${REPORTS}/vitest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;

/**
 * Runs two single-threaded steps side by side, one per core (the type check and the code-block check:
 * 49 s together instead of 84 s one after the other here). Each reports its own time; either failing fails.
 */
async function runSideBySide(steps: { label: string; command: string; args: string[] }[]): Promise<void> {
  console.log(`\n▶ ${steps.map((step) => step.label).join(' + ')} (side by side)`);
  const outcomes = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ label: string; status: number; seconds: string }>((resolve) => {
          const started = performance.now();
          const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
          const done = (status: number) => resolve({ label: step.label, status, seconds: ((performance.now() - started) / 1000).toFixed(1) });
          child.once('error', () => done(1));
          child.once('exit', (code) => done(code ?? 1));
        }),
    ),
  );
  for (const { label, status, seconds } of outcomes) console.log(status === 0 ? `✔ ${label} (${seconds} s)` : `✖ ${label} failed after ${seconds} s`);
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) process.exit(failed.status);
}

/** Passed and failed counts from the runners' JSON reports, for one closing line over the whole run. */
function summary(): { passed: number; failed: number } {
  const vitest = JSON.parse(readFileSync(VITEST_REPORT, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  const playwright = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return {
    passed: vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky,
    failed: vitest.numFailedTests + playwright.stats.unexpected,
  };
}

async function main(): Promise<void> {
  ensureChromium();
  mkdirSync(REPORTS, { recursive: true });
  run('Lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']);
  // Type checking and unit tests read generated modules (the demo registry), so generate them first.
  run('Generate build-time modules (prebuild)', 'npx', ['tsx', 'scripts/prebuild.ts']);
  await runSideBySide([
    { label: 'Type check (tsc)', command: 'npx', args: ['tsc', '--noEmit'] },
    { label: 'Type check the code blocks of the docs', command: 'npx', args: ['tsx', 'scripts/checkSnippets.ts'] },
  ]);
  run('Unit tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
  // A current out/ (say, the one `npm start` just built on this clone) is reused: same sources, same configuration.
  await buildIfStale();
  // Then the configured variant, which reuses that build's compile and generates its own pages
  // (scripts/build.ts); it sets out/ aside meanwhile and moves itself to out-configured/.
  run('Build (configured variant for ads, analytics and service-worker tests)', 'npx', ['tsx', 'scripts/build.ts', '--configured']);
  run('Link and anchor check', 'npx', ['tsx', 'scripts/checkLinks.ts']);
  run('End-to-end and accessibility tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROME_PATH: CHROMIUM,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
  const { passed, failed } = summary();
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
