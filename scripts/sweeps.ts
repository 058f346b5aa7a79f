/**
 * The end-to-end sweeps that visit every page (e2e/content.spec.ts, e2e/base-ui-stylings.spec.ts,
 * e2e/a11y.spec.ts), and a run of some of them limited to a list of pages, for `npm run test:content`
 * and `npm run bench:tests`.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countDemos } from './contentCoverage';
import type { FolderPage } from './contentFolders';
import { contentPages } from '../src/navigation/contentSections';
import { CHROMIUM, run } from './testSteps';
import type { SweepRecord } from './benchTestsLib';

/** A sweep: its spec file and the start of its test's title. */
export interface Sweep {
  id: string;
  file: string;
  title: string;
}

export const SWEEPS = {
  content: { id: 'content', file: 'e2e/content.spec.ts', title: 'the demo pages of this run render all their demos' },
  stylings: { id: 'base-ui-stylings', file: 'e2e/base-ui-stylings.spec.ts', title: 'the Base UI demos of this run render in all three stylings' },
  pages: { id: 'pages', file: 'e2e/a11y.spec.ts', title: 'axe finds no violation on the sitemap pages of this run' },
  apiPages: { id: 'api-pages', file: 'e2e/a11y.spec.ts', title: 'axe finds no violation on the generated API pages of this run' },
} as const satisfies Record<string, Sweep>;

/** Where the sweeps write their timing (e2e/sweepTiming.ts). */
const TIMING_DIR = path.join('.test-reports', 'sweeps');

/** Every content page with its file and whether it shows demos. */
export function registryPages(): FolderPage[] {
  return contentPages.map(({ page, file }) => ({ pathname: page.pathname, file, hasDemos: countDemos(readFileSync(path.join('content', file), 'utf8')) > 0 }));
}

/** Runs the sweeps in the default build's project only, over `pages` when given (CONTENT_PAGES), else over every page. */
export function runSweeps(label: string, sweeps: readonly Sweep[], pages: readonly string[] | null): void {
  rmSync(TIMING_DIR, { recursive: true, force: true });
  const files = [...new Set(sweeps.map((sweep) => sweep.file))];
  const grep = sweeps.map((sweep) => sweep.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  run(label, 'npx', ['playwright', 'test', ...files, '--project=site', '--reporter=list', '-g', grep], {
    CHROME_PATH: CHROMIUM,
    E2E_SITE_ONLY: '1',
    // Without a page list, every page: `npm test` alone samples (scripts/sweepSelection.ts).
    ...(pages ? { CONTENT_PAGES: pages.join(',') } : { SWEEP: 'all' }),
  });
}

/** The timing records the last sweeps wrote. */
export function sweepRecords(): SweepRecord[] {
  let names: string[];
  try {
    names = readdirSync(TIMING_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(path.join(TIMING_DIR, name), 'utf8')) as SweepRecord);
}
