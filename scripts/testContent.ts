/**
 * `npm run test:content -- <folder>…`: the end-to-end content checks for just the pages whose files
 * lie in those folders (say `content/joy-ui/components/button`): every demo rendered, hydrated, with
 * no console error and axe clean in light, dark and right to left; Base UI demos in their three
 * stylings; pages without demos through the axe page sweep. `out/` is reused when current and
 * rebuilt otherwise (Next's static export builds every page; the sweeps then take seconds per page).
 */
import path from 'node:path';
import { normalizeFolder, selectPages } from './contentFolders';
import { SWEEPS, registryPages, runSweeps, sweepRecords, type Sweep } from './sweeps';
import { formatSummaries, summarizeSweep } from './benchTestsLib';
import { buildIfStale, ensureChromium } from './testSteps';

async function main(): Promise<void> {
  const folders = process.argv.slice(2).filter((arg) => arg !== '--');
  if (folders.length === 0) {
    console.error('Name one or more content folders: npm run test:content -- content/material-ui/components/button [more folders…]');
    process.exit(2);
  }
  const root = process.cwd();
  const relative = folders.map((folder) => normalizeFolder(folder, root, path.join(root, 'content')));
  const { demoPages, otherPages, unmatched } = selectPages(registryPages(), relative);
  if (unmatched.length > 0) {
    console.error(`No page of the sidebars has its file in ${unmatched.map((folder) => `content/${folder}`).join(', ')}: name a folder under content/ that holds a page's .mdx file.`);
    process.exit(2);
  }
  const sweeps: Sweep[] = [];
  if (demoPages.length > 0) sweeps.push(SWEEPS.content);
  if (demoPages.some((pathname) => pathname.startsWith('/base-ui/'))) sweeps.push(SWEEPS.stylings);
  if (otherPages.length > 0) sweeps.push(SWEEPS.pages);
  console.log(`Checking ${demoPages.length + otherPages.length} pages (${demoPages.length} with demos): ${[...demoPages, ...otherPages].join(', ')}`);
  ensureChromium();
  await buildIfStale();
  const started = performance.now();
  runSweeps('Content checks (Playwright, Chromium)', sweeps, [...demoPages, ...otherPages]);
  console.log(`\n${formatSummaries(sweepRecords().map(summarizeSweep))}`);
  console.log(`\nChecks took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
