/**
 * `npm run bench:pages -- --pages=1000` (or `npm run bench -- --pages=1000`): how the build scales with the page count. Copies the project
 * (sources copied, node_modules hard-linked) into a temporary folder, pads it with generated guides,
 * component pages of eight demos each and API pages (copies of an existing component's data) until the
 * export has the asked number of pages, then times the prebuild, `next build` and the search index
 * there. `--keep` leaves the copy for inspection. The steps' output goes to `.bench/pages-<N>.log`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiPageEntry } from '../src/api-reference/pageIndex';
import type { ApiSectionData } from '../src/api-reference/types';
import { contentPages } from '../src/navigation/contentSections';
import { isCountedPage } from './benchLib';
import {
  PAD_API_SECTIONS,
  PAD_SECTIONS,
  componentPage,
  formatPagesReport,
  guideMdx,
  paddingGroups,
  parseBenchPagesArgs,
  patchSidebar,
  planPadding,
  sectionFor,
  syntheticApi,
  type PadSection,
  type PaddingPlan,
} from './benchPagesLib';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Top-level entries not copied: dependencies (hard-linked instead), build output and local data. */
const SKIPPED = new Set(['node_modules', '.next', 'out', 'out-configured', '.generated', '.git', '.bench', 'data', 'test-results', 'playwright-report', '.test-reports', 'coverage']);

/** Copies the project into `dir`: sources as files of their own (they are rewritten), node_modules as hard links. */
async function copyProject(dir: string): Promise<void> {
  await fs.cp(PROJECT_ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(PROJECT_ROOT, source);
      return !SKIPPED.has(relative.split(path.sep)[0] ?? '');
    },
  });
  // Hard links cost no space and keep node_modules inside the project root, which Turbopack requires.
  const linked = spawnSync('cp', ['-al', path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'inherit' });
  if (linked.status !== 0) {
    throw new Error(`Could not hard-link node_modules into ${dir} (is it on another file system? set TMPDIR to a folder beside the project).`);
  }
}

/** Writes the generated guides and component pages into the copy and registers them in its sidebars; returns the demo count. */
async function writeContentPadding(dir: string, plan: PaddingPlan): Promise<number> {
  const bySection = new Map<PadSection, { guides: number[]; components: number[] }>(PAD_SECTIONS.map((section) => [section, { guides: [], components: [] }]));
  let demos = 0;
  for (let n = 1; n <= plan.guides; n++) {
    const section = sectionFor(PAD_SECTIONS, n);
    bySection.get(section)?.guides.push(n);
    const file = path.join(dir, 'content', section.id, 'padding', `guide-${n}.mdx`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, guideMdx(n));
  }
  for (let n = 1; n <= plan.components; n++) {
    const section = sectionFor(PAD_SECTIONS, n);
    bySection.get(section)?.components.push(n);
    const folder = path.join(dir, 'content', section.id, 'components', `pad-${n}`);
    const page = componentPage(n);
    await fs.mkdir(path.join(folder, 'demos'), { recursive: true });
    await fs.writeFile(path.join(folder, `pad-${n}.mdx`), page.mdx);
    for (const demo of page.demos) await fs.writeFile(path.join(folder, 'demos', `${demo.name}.tsx`), demo.source);
    demos += page.demos.length;
  }
  for (const [section, { guides, components }] of bySection) {
    const groups = paddingGroups(section, guides, components);
    if (groups.length === 0) continue;
    const file = path.join(dir, 'content', section.id, 'pages.ts');
    await fs.writeFile(file, patchSidebar(await fs.readFile(file, 'utf8'), groups));
  }
  return demos;
}

/** Adds `count` synthetic API pages to the copy's generated data (after its prebuild wrote it). */
async function writeApiPadding(dir: string, count: number): Promise<void> {
  const apiDir = path.join(dir, '.generated', 'api');
  const data = new Map<string, ApiSectionData>();
  for (const id of PAD_API_SECTIONS) data.set(id, JSON.parse(await fs.readFile(path.join(apiDir, `${id}.json`), 'utf8')) as ApiSectionData);
  const pages = JSON.parse(await fs.readFile(path.join(apiDir, 'pages.json'), 'utf8')) as ApiPageEntry[];
  for (let n = 1; n <= count; n++) {
    const section = data.get(sectionFor(PAD_API_SECTIONS, n));
    // The component with the most props: the heaviest kind of API page, so the figure errs on the slow side.
    const template = section?.components.filter((c) => c.pathname !== null && !c.name.includes('.')).sort((a, b) => b.props.length - a.props.length)[0];
    if (!section || !template) throw new Error('No API component to copy for the padding.');
    const { component, page } = syntheticApi(template, n);
    section.components.push(component);
    pages.push(page);
  }
  for (const [id, section] of data) await fs.writeFile(path.join(apiDir, `${id}.json`), JSON.stringify(section));
  await fs.writeFile(path.join(apiDir, 'pages.json'), JSON.stringify(pages));
}

/** Runs a step in the copy, its output appended to the log; resolves with its time in seconds. */
function timed(label: string, dir: string, args: string[], log: NodeJS.WritableStream): Promise<number> {
  console.error(`${label}…`);
  log.write(`\n$ npx ${args.join(' ')}\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-3000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${label} failed (exit code ${code}):\n${tail}`));
    });
  });
}

async function countPages(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && isCountedPage(path.relative(dir, path.join(entry.parentPath, entry.name)))).length;
}

/** The API pages the unpadded site has, from this project's last prebuild (0 when it has none yet). */
async function currentApiPageCount(): Promise<number> {
  const file = path.join(PROJECT_ROOT, '.generated', 'api', 'pages.json');
  if (!existsSync(file)) return 0;
  return (JSON.parse(await fs.readFile(file, 'utf8')) as unknown[]).length;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseBenchPagesArgs(process.argv.slice(2));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run bench:pages -- [--pages=1000] [--keep]`);
  }
  // The home page plus every registered page; the API part is settled after the copy's own prebuild.
  const contentCount = 1 + contentPages.length;
  const estimate = planPadding(args.pages, contentCount + (await currentApiPageCount()));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mui-docs-bench-pages-'));
  const logFile = path.join(PROJECT_ROOT, '.bench', `pages-${args.pages}.log`);
  await fs.mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const cleanup = () => {
    if (!args.keep) spawnSync('rm', ['-rf', dir]);
  };
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    console.error(`Copying the project into ${dir}…`);
    await copyProject(dir);
    const demos = await writeContentPadding(dir, estimate);
    const prebuildSeconds = await timed('Prebuild', dir, ['tsx', 'scripts/prebuild.ts'], log);
    const apiCount = (JSON.parse(await fs.readFile(path.join(dir, '.generated', 'api', 'pages.json'), 'utf8')) as unknown[]).length;
    const plan = { ...estimate, apis: Math.max(0, args.pages - contentCount - estimate.guides - estimate.components - apiCount) };
    await writeApiPadding(dir, plan.apis);
    // As scripts/build.ts does: the demos' code files are written after `next build`, then copied in.
    const exportStarted = performance.now();
    await timed('Export (next build)', dir, ['next', 'build'], log);
    const demoCodeSeconds = await timed('Demo code files', dir, ['tsx', 'scripts/demoCodeFiles.ts', path.join('.generated', 'demo-code')], log);
    await fs.cp(path.join(dir, '.generated', 'demo-code'), path.join(dir, 'out', 'static', 'demos'), { recursive: true });
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    console.error(`Demo code files: ${demoCodeSeconds.toFixed(1)} s, after next build`);
    const searchIndexSeconds = await timed('Search index', dir, ['tsx', 'scripts/searchIndex.ts'], log);
    const pages = await countPages(path.join(dir, 'out'));
    console.log('');
    console.log(formatPagesReport({ prebuildSeconds, exportSeconds, searchIndexSeconds }, pages, plan, demos));
    console.log(`Log: ${path.relative(process.cwd(), logFile)}${args.keep ? `; copy kept in ${dir}` : ''}`);
  } finally {
    log.end();
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
