/**
 * `npm run bench`: builds the site, serves it, and prints per page the first-load JavaScript and
 * the median Lighthouse mobile results, then the search figures (scripts/searchBench.ts). Flags: `--no-build`, `--runs N` (default 3), `--pages /a,/b`.
 * First-load JavaScript is also given against the first-load floor, a bare page of the same build
 * (FIRST_LOAD_FLOOR_PATH), with the budget e2e/bundle.spec.ts holds.
 * Raw results go to `.bench/results.json`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import {
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_FLOOR_PATH,
  GZIP_LEVEL,
  extractScriptSrcs,
  formatKB,
  formatTable,
  gzipSize,
  heaviestPage,
  isCountedPage,
  lcpFcpRatio,
  medianOfMeasured,
  parseBenchArgs,
  type BenchArgs,
  type BenchRow,
} from './benchLib';
import { isPageCountRequest } from './benchPagesLib';
import { demoWeightOfExport, formatDemoWeight } from './demoHtmlWeight';
import { benchSearch, type SearchBenchResult } from './searchBench';

/** The pages measured by default: one of each kind. Add pages here as the site grows. */
const DEFAULT_PAGES = ['/', '/material-ui/getting-started/installation', '/material-ui/react-button', '/material-ui/api/button'];
/** The guide page on which search is opened for the bytes-before-first-result figure. */
const SEARCH_PAGE = '/material-ui/getting-started/installation';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(PROJECT_ROOT, 'out');
const RESULTS_FILE = path.join(PROJECT_ROOT, '.bench', 'results.json');
const HOST = '127.0.0.1';
const SERVER_TIMEOUT_MS = 30_000;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

interface PageSizes {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Same-origin scripts, fetched and measured. */
  scripts: ScriptSize[];
  /** Other-origin scripts (ads, analytics): listed, not fetched, so the bench works offline. */
  externalScripts: string[];
}

/** The table's Lighthouse columns, as measured by one run. */
type LighthouseMetrics = Pick<BenchRow, 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'loadedJsTransferBytes'>;

interface LighthouseRun extends LighthouseMetrics {
  /** Lighthouse's CPU benchmark of this machine: runs are comparable only at similar values. */
  benchmarkIndex: number | null;
  warnings: string[];
}

// Every process this script starts, so a Ctrl-C still stops them (a detached server would outlive us).
const cleanups = new Set<() => void>();

function onInterrupt(signal: 'SIGINT' | 'SIGTERM') {
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    // The shell convention: 128 + the signal number.
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function runBuild(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // npm is a .cmd script on Windows, which only a shell can start.
    const child = spawn('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

async function listPages(dir: string, prefix = ''): Promise<{ relativePath: string; bytes: number }[]> {
  const pages: { relativePath: string; bytes: number }[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) pages.push(...(await listPages(path.join(dir, entry.name), `${relative}/`)));
    else if (entry.isFile() && isCountedPage(relative)) pages.push({ relativePath: relative, bytes: (await fs.stat(path.join(dir, entry.name))).size });
  }
  return pages;
}

/** A port the OS says is free now; the server takes it a moment later, a race only a busy machine loses. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port found.'))));
    });
  });
}

interface StartedServer {
  child: ChildProcess;
  /** The end of its output, shown when it fails to start. */
  output: () => string;
  stop: () => Promise<void>;
}

function startServer(port: number): StartedServer {
  // Its own process group, so npx, tsx and node stop together.
  const detached = process.platform !== 'win32';
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    shell: process.platform === 'win32',
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The server logs every request; the tail is enough to explain a failed start.
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (detached) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  const kill = () => signal('SIGKILL');
  cleanups.add(kill);
  const stop = async () => {
    signal('SIGTERM');
    const timer = setTimeout(kill, 5000);
    await exited;
    clearTimeout(timer);
    cleanups.delete(kill);
  };
  return { child, output: () => output, stop };
}

async function waitForServer(server: StartedServer, url: string): Promise<void> {
  const deadline = Date.now() + SERVER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server exited before answering:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The server did not answer ${url} within ${SERVER_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: is the page in the build?`);
  // fetch undoes any Content-Encoding, so these are the raw bytes.
  return Buffer.from(await response.arrayBuffer());
}

async function measureSizes(pageUrl: string): Promise<PageSizes> {
  const html = await fetchBytes(pageUrl);
  const { origin } = new URL(pageUrl);
  const scripts: ScriptSize[] = [];
  const externalScripts: string[] = [];
  for (const src of extractScriptSrcs(html.toString('utf8'), pageUrl)) {
    if (new URL(src).origin !== origin) {
      externalScripts.push(src);
      continue;
    }
    const body = await fetchBytes(src);
    scripts.push({ url: src, bytes: body.length, gzipBytes: gzipSize(body) });
  }
  return { htmlBytes: html.length, htmlGzipBytes: gzipSize(html), scripts, externalScripts };
}

const percent = (score: number | null | undefined) => (score === null || score === undefined ? null : Math.round(score * 100));

/** Runs scripts/lighthouseRun.mjs and parses the report it prints. */
function runLighthouseProcess(url: string, port: number): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'lighthouseRun.mjs'), url, String(port), CATEGORIES.join(',')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with code ${code} on ${url}.`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LighthouseResult);
      } catch (error) {
        reject(new Error(`Lighthouse printed no readable report for ${url}: ${String(error)}`));
      }
    });
  });
}

/** The transfer size of every script of the run, from Lighthouse's resource summary. */
function scriptTransferBytes(lhr: LighthouseResult): number | null {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? null;
}

async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<LighthouseRun> {
  // Connecting by port, Lighthouse opens a fresh tab for the run and closes it afterwards. It runs in a
  // plain `node` child process: see scripts/lighthouseRun.mjs for why it cannot run under tsx.
  const lhr = await runLighthouseProcess(url, chrome.port);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories['best-practices']?.score),
    seo: percent(lhr.categories.seo?.score),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    loadedJsTransferBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
  };
}

function toRow(page: string, sizes: PageSizes, runs: readonly LighthouseRun[]): BenchRow {
  const medianOf = (pick: (run: LighthouseRun) => number | null) => medianOfMeasured(runs.map(pick));
  return {
    page,
    jsGzipBytes: sizes.scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlBytes: sizes.htmlBytes,
    htmlGzipBytes: sizes.htmlGzipBytes,
    performance: medianOf((run) => run.performance),
    accessibility: medianOf((run) => run.accessibility),
    bestPractices: medianOf((run) => run.bestPractices),
    seo: medianOf((run) => run.seo),
    fcpMs: medianOf((run) => run.fcpMs),
    lcpMs: medianOf((run) => run.lcpMs),
    lcpFcpRatio: medianOf((run) => lcpFcpRatio(run.lcpMs, run.fcpMs)),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    loadedJsTransferBytes: medianOf((run) => run.loadedJsTransferBytes),
  };
}

async function main(): Promise<void> {
  if (isPageCountRequest(process.argv.slice(2))) {
    // `--pages=1000` is the page-count benchmark (scripts/benchPages.ts), not a list of pages to measure.
    const run = spawnSync('npx', ['tsx', path.join(PROJECT_ROOT, 'scripts', 'benchPages.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exitCode = run.status ?? 1;
    return;
  }
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2), DEFAULT_PAGES);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run bench -- [--no-build] [--runs N] [--pages /a,/b]`);
  }
  onInterrupt('SIGINT');
  onInterrupt('SIGTERM');

  const buildSeconds = args.build ? await runBuild() : null;
  if (!existsSync(path.join(OUT_DIR, 'index.html'))) throw new Error(`No built site in ${OUT_DIR}: run npm run build first (or drop --no-build).`);
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chrome at ${CHROME_PATH}: set CHROME_PATH.`);
  const pages = await listPages(OUT_DIR);
  const pageCount = pages.length;
  // Without --pages, the page with the largest HTML (the heaviest demo page) is measured too.
  const heaviest = heaviestPage(pages);
  if (!process.argv.slice(2).some((arg) => arg.startsWith('--pages')) && heaviest !== null && !args.pages.includes(heaviest)) args.pages.push(heaviest);

  // Every page's demo frames, from the export on disk (what the build wrote into the HTML).
  const demos = await demoWeightOfExport(OUT_DIR, pages.map((page) => page.relativePath));

  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  const server = startServer(port);
  const results: Array<{ page: string; sizes: PageSizes; lighthouse: LighthouseRun[]; row: BenchRow }> = [];
  let search: SearchBenchResult;
  let floor: PageSizes;
  try {
    await waitForServer(server, `${origin}/`);
    floor = await measureSizes(`${origin}${FIRST_LOAD_FLOOR_PATH}`);
    console.error('Search: index, bytes to the first result, query latency…');
    search = await benchSearch(origin, OUT_DIR, PROJECT_ROOT, CHROME_PATH, SEARCH_PAGE);
    // A new Chrome (a new profile) for every run: Lighthouse clears the cache between runs but not
    // localStorage, so a page that remembers something there (the fetched faces, src/theme/fontActivation.ts)
    // would be measured as a returning reader's with an emptied cache rather than as a first visit.
    for (const page of args.pages) {
      const url = `${origin}${page}`;
      const sizes = await measureSizes(url);
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= args.runs; run++) {
        console.error(`Lighthouse ${page} (run ${run} of ${args.runs})…`);
        const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
        const killChrome = () => chrome.kill();
        cleanups.add(killChrome);
        try {
          const result = await runLighthouse(url, chrome);
          // Warnings such as "the page loaded too slowly" mean the numbers may not be comparable.
          for (const warning of result.warnings) console.error(`  warning: ${warning}`);
          runs.push(result);
        } finally {
          killChrome();
          cleanups.delete(killChrome);
        }
      }
      results.push({ page, sizes, lighthouse: runs, row: toRow(page, sizes, runs) });
    }
  } finally {
    await server.stop();
  }

  console.log('');
  console.log(`Build time: ${buildSeconds === null ? 'skipped (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
  console.log(`Pages in out/: ${pageCount} (HTML files, without 404.html, _not-found.html and _next/)`);
  console.log(`First-load JS: same-origin <script src> of the HTML, gzip level ${GZIP_LEVEL}; KB = 1024 bytes.`);
  console.log(`Heaviest page (largest HTML): ${heaviest ?? 'none'}`);
  console.log(`Lighthouse mobile (default config: emulated phone, simulated throttling), median of ${args.runs} run${args.runs === 1 ? '' : 's'} per page.`);
  console.log('');
  console.log(formatTable(results.map((result) => result.row)));
  const floorJsGzipBytes = floor.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log('');
  console.log(`First-load floor (${FIRST_LOAD_FLOOR_PATH}, a bare page of this build): ${formatKB(floorJsGzipBytes)} KB gzip; budget floor + ${formatKB(FIRST_LOAD_BUDGET_BYTES)} KB`);
  for (const { row } of results) {
    const over = row.jsGzipBytes - floorJsGzipBytes;
    console.log(`  ${row.page}: ${over < 0 ? '−' : '+'}${formatKB(Math.abs(over))} KB over the floor${over > FIRST_LOAD_BUDGET_BYTES ? ' (over budget)' : ''}`);
  }
  console.log('');
  console.log(formatDemoWeight(demos));
  console.log(`Search index: ${search.records} records, ${formatKB(search.indexBytes)} KB (${formatKB(search.indexGzipBytes)} KB gzip)`);
  console.log(`Search, bytes fetched from Ctrl+K to the first result on ${SEARCH_PAGE}: ${formatKB(search.bytesBeforeFirstResult)} KB transferred in ${search.requestsBeforeFirstResult.length} requests, first result after ${search.msToFirstResult} ms (target ≤ 150 KB)`);
  console.log(`Search query latency in Chromium over the full index: p50 ${search.p50Ms.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms (${search.queries} queries as typed; target p95 ≤ 5 ms)`);

  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const json = {
    date: new Date().toISOString(),
    node: process.version,
    chromePath: CHROME_PATH,
    gzipLevel: GZIP_LEVEL,
    runs: args.runs,
    buildSeconds,
    pageCount,
    firstLoadFloor: { page: FIRST_LOAD_FLOOR_PATH, jsGzipBytes: floorJsGzipBytes, budgetBytes: FIRST_LOAD_BUDGET_BYTES, sizes: floor },
    pages: results,
    demos,
    search,
  };
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nRaw results: ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
