/** The pure parts of `npm run bench` (scripts/bench.ts): argument parsing, statistics, HTML and table helpers. */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import { AFTER_PAINT_ATTRIBUTE, loadsScriptSource } from '../server/scriptKind';
import { attributeOf, elementsOf, isHtmlElement } from './htmlElements';

/** gzip level used for every size in the table: the maximum, as a CDN precompressing assets would. */
export const GZIP_LEVEL = 9;

/** One row of the results table; null where a measurement is unavailable (e.g. a Lighthouse category failed). */
export interface BenchRow {
  page: string;
  jsGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** The median over runs of LCP ÷ FCP (each run's own ratio, so a slow run does not pair with a fast one). */
  lcpFcpRatio: number | null;
  /** Every script the page loaded during the Lighthouse run (lazy demo chunks included), bytes over the wire. */
  loadedJsTransferBytes: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface BenchArgs {
  build: boolean;
  runs: number;
  pages: string[];
}

/** Parses `--no-build`, `--runs N` and `--pages /a,/b`; throws a one-line error on anything else. */
export function parseBenchArgs(argv: readonly string[], defaultPages: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'no-build': { type: 'boolean' }, runs: { type: 'string' }, pages: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}".`);
  const pages = values.pages === undefined ? [...defaultPages] : values.pages.split(',').map((page) => page.trim()).filter(Boolean);
  if (pages.length === 0) throw new Error('--pages needs at least one path, e.g. --pages /,/material-ui/react-button');
  for (const page of pages) {
    if (!page.startsWith('/') || page.startsWith('//')) throw new Error(`--pages takes URL paths starting with one "/", not "${page}".`);
  }
  return { build: values['no-build'] !== true, runs, pages };
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(numbers: readonly number[]): number {
  if (numbers.length === 0) throw new RangeError('median of an empty list');
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The median of the values that were measured, or null when none was. */
export function medianOfMeasured(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : median(measured);
}

/** LCP ÷ FCP of one run (1 means the largest paint came with the first); null when either is missing or FCP is not positive. */
export function lcpFcpRatio(lcpMs: number | null, fcpMs: number | null): number | null {
  if (lcpMs === null || fcpMs === null || !(fcpMs > 0)) return null;
  return lcpMs / fcpMs;
}

/** Byte size of `data` gzipped at GZIP_LEVEL. */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: GZIP_LEVEL }).length;
}

/**
 * The absolute URLs of the external scripts a modern browser downloads for `html` at `pageUrl`:
 * deduplicated, in document order, honouring `<base href>`. Inline scripts, classic `nomodule` scripts
 * (skipped by module-capable browsers) and data blocks (`type="application/json"`) are left out, by the
 * rule of server/scriptKind.ts; scripts marked to load after the first paint are counted.
 */
export function extractScriptSrcs(html: string, pageUrl: string): string[] {
  let base = pageUrl;
  let baseSeen = false;
  const srcs = new Set<string>();
  for (const element of elementsOf(parse(html))) {
    // Only the first <base href> counts; it applies to the whole document.
    if (!baseSeen && isHtmlElement(element, 'base')) {
      const href = attributeOf(element, 'href');
      if (href !== undefined) {
        baseSeen = true;
        base = tryUrl(href, pageUrl) ?? pageUrl;
      }
      continue;
    }
    if (!isHtmlElement(element, 'script')) continue;
    // A script the build marked to load after the first paint is still loaded on every visit.
    const afterPaint = attributeOf(element, AFTER_PAINT_ATTRIBUTE) !== undefined;
    if (!afterPaint && !loadsScriptSource({ type: attributeOf(element, 'type'), nomodule: attributeOf(element, 'nomodule') !== undefined })) continue;
    const src = attributeOf(element, 'src')?.trim();
    if (src === undefined || src === '') continue;
    const url = tryUrl(src, base);
    if (url !== undefined) srcs.add(url);
  }
  return [...srcs];
}

function tryUrl(href: string, base: string): string | undefined {
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

/** Bytes as KB (1024 bytes) with one decimal. */
export function formatKB(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

const COLUMNS: ReadonlyArray<{ title: string; align: 'left' | 'right'; cell: (row: BenchRow) => string }> = [
  { title: 'Page', align: 'left', cell: (row) => row.page },
  { title: 'First-load JS gzip KB', align: 'right', cell: (row) => formatKB(row.jsGzipBytes) },
  { title: 'All JS loaded KB', align: 'right', cell: (row) => (row.loadedJsTransferBytes === null ? '–' : formatKB(row.loadedJsTransferBytes)) },
  { title: 'HTML KB raw / gzip', align: 'right', cell: (row) => `${formatKB(row.htmlBytes)} / ${formatKB(row.htmlGzipBytes)}` },
  { title: 'Perf', align: 'right', cell: (row) => orDash(row.performance, 0) },
  { title: 'FCP ms', align: 'right', cell: (row) => orDash(row.fcpMs, 0) },
  { title: 'LCP ms', align: 'right', cell: (row) => orDash(row.lcpMs, 0) },
  { title: 'LCP/FCP', align: 'right', cell: (row) => orDash(row.lcpFcpRatio, 2) },
  { title: 'A11y', align: 'right', cell: (row) => orDash(row.accessibility, 0) },
  { title: 'BP', align: 'right', cell: (row) => orDash(row.bestPractices, 0) },
  { title: 'SEO', align: 'right', cell: (row) => orDash(row.seo, 0) },
  { title: 'TBT ms', align: 'right', cell: (row) => orDash(row.tbtMs, 0) },
  { title: 'CLS', align: 'right', cell: (row) => orDash(row.cls, 3) },
];

function orDash(value: number | null, decimals: number): string {
  return value === null ? '–' : value.toFixed(decimals);
}

/** The rows as a Markdown table, padded so it also reads well in a terminal. */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => COLUMNS.map((column) => column.cell(row)));
  const widths = COLUMNS.map((column, index) => Math.max(column.title.length, 3, ...cells.map((line) => (line[index] ?? '').length)));
  const pad = (text: string, index: number) => {
    const width = widths[index] ?? 0;
    return COLUMNS[index]?.align === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (texts: readonly string[]) => `| ${texts.map(pad).join(' | ')} |`;
  const rule = `| ${COLUMNS.map((column, index) => {
    const dashes = '-'.repeat(widths[index] ?? 3);
    return column.align === 'right' ? `${dashes.slice(1)}:` : dashes;
  }).join(' | ')} |`;
  return [line(COLUMNS.map((column) => column.title)), rule, ...cells.map(line)].join('\n');
}

/**
 * The first-load floor: a page of static text under the root layout (src/app/first-load-floor/page.tsx),
 * exported with every build. Its first-load JavaScript is what Next and the root layout cost any page;
 * the bench and e2e/bundle.spec.ts measure the docs pages against it in the same build, so the bound
 * moves with the framework's own weight and not with a number written down once.
 */
export const FIRST_LOAD_FLOOR_PATH = '/first-load-floor';

/** How much first-load JavaScript a guide, component or API page may add to the floor: 8 KB gzip (issue 33). */
export const FIRST_LOAD_BUDGET_BYTES = 8 * 1024;

/** Whether an export file counts as a site page: `.html`, not an error page or the first-load floor, not under `_next/`. */
export function isCountedPage(relativePath: string): boolean {
  const posix = relativePath.replaceAll('\\', '/');
  const floor = `${FIRST_LOAD_FLOOR_PATH.slice(1)}.html`;
  return posix.endsWith('.html') && posix !== '404.html' && posix !== '_not-found.html' && posix !== floor && !posix.startsWith('_next/');
}

/** The URL path an exported HTML file serves: `index.html` → `/`, `a/b.html` → `/a/b`, `a/index.html` → `/a`. */
export function pagePathOf(relativePath: string): string {
  const posix = relativePath.replaceAll('\\', '/').replace(/\.html$/, '');
  const trimmed = posix === 'index' ? '' : posix.replace(/\/index$/, '');
  return `/${trimmed}`;
}

/** The page with the largest HTML, as a URL path; null when there is none. Ties go to the first path in sort order. */
export function heaviestPage(pages: readonly { relativePath: string; bytes: number }[]): string | null {
  let best: { relativePath: string; bytes: number } | null = null;
  for (const page of [...pages].sort((a, b) => a.relativePath.localeCompare(b.relativePath))) {
    if (best === null || page.bytes > best.bytes) best = page;
  }
  return best === null ? null : pagePathOf(best.relativePath);
}
