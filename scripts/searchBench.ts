/**
 * The search figures of `npm run bench`: index size, bytes fetched from opening search to the first
 * result on a guide page, and query latency in the browser over the full index (the site's engine,
 * bundled for the page, answering every quality query as typed, prefix by prefix).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { SEARCH_INDEX_URL } from '../src/search/types';
import { gzipSize } from './benchLib';

export interface SearchBenchResult {
  records: number;
  indexBytes: number;
  indexGzipBytes: number;
  /** Transferred bytes (headers + encoded bodies) from pressing Ctrl+K to the first result shown. */
  bytesBeforeFirstResult: number;
  requestsBeforeFirstResult: string[];
  msToFirstResult: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
}

/** The `p`th percentile (0–100) of ascending `sorted` values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? 0;
}

/** Every prefix of 2+ characters of each query: what the engine answers while a reader types. */
export function typedPrefixes(queries: readonly string[]): string[] {
  return queries.flatMap((query) => [...query].map((_, i) => query.slice(0, i + 1)).filter((prefix) => prefix.trim().length >= 2));
}

/** Runs the search measurements against the site served at `origin` from `outDir`. */
export async function benchSearch(origin: string, outDir: string, root: string, chromePath: string, guidePage: string): Promise<SearchBenchResult> {
  const indexFile = path.join(outDir, SEARCH_INDEX_URL.slice(1));
  const indexJson = readFileSync(indexFile, 'utf8');
  const { queries } = JSON.parse(readFileSync(path.join(root, 'e2e', 'search-queries.json'), 'utf8')) as { queries: { query: string }[] };
  const typed = typedPrefixes(queries.map((item) => item.query));
  const engineBundle = await build({
    stdin: { contents: "export { createSearchEngine } from './engine'; export { unpackIndex } from './indexFile';", resolveDir: path.join(root, 'src/search'), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'DocsSearchBench',
    write: false,
    minify: true,
    platform: 'browser',
  });

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // The site's CSP forbids inline scripts; the bench's engine bundle is one, injected by us.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${origin}${guidePage}`, { waitUntil: 'networkidle' });
    await page.locator('button[aria-keyshortcuts][data-hydrated]').waitFor();
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    const onFinished = (request: import('@playwright/test').Request) => {
      sizes.push(request.sizes().then((size) => ({ url: request.url(), bytes: size.responseHeadersSize + size.responseBodySize })));
    };
    page.on('requestfinished', onFinished);
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    await page.keyboard.type('button');
    await page.getByRole('option').first().waitFor();
    const msToFirstResult = Date.now() - started;
    page.off('requestfinished', onFinished);
    const fetched = await Promise.all(sizes);

    // A string, not a function: tsx would add helpers to a function's source that do not exist in the page.
    await page.addScriptTag({ content: engineBundle.outputFiles[0]?.text ?? '' });
    const times = (await page.evaluate(`(async () => {
      const file = await (await fetch(${JSON.stringify(SEARCH_INDEX_URL)})).json();
      const engine = DocsSearchBench.createSearchEngine(DocsSearchBench.unpackIndex(file, 'bench'));
      const queries = ${JSON.stringify(typed)};
      for (const query of queries.slice(0, 50)) engine.search(query);
      return queries.map((query) => { const t0 = performance.now(); engine.search(query); return performance.now() - t0; });
    })()`)) as number[];
    const sorted = [...times].sort((a, b) => a - b);
    return {
      records: (JSON.parse(indexJson) as { records: unknown[] }).records.length,
      indexBytes: statSync(indexFile).size,
      indexGzipBytes: gzipSize(indexJson),
      bytesBeforeFirstResult: fetched.reduce((sum, item) => sum + item.bytes, 0),
      requestsBeforeFirstResult: fetched.map((item) => item.url),
      msToFirstResult,
      queries: sorted.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
    };
  } finally {
    await browser.close();
  }
}
