/**
 * Builds `out/search-index.json` from the static export: the sitemap gives the page list, the page
 * registry the product of each page, the exported HTML the titles, sections and API rows.
 * Run by `scripts/build.ts` after `next build`; prints the record count and size.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packIndex } from '../src/search/indexFile';
import { productOf } from '../src/search/pageProduct';
import { SEARCH_INDEX_URL, type SearchRecord } from '../src/search/types';
import { gzipSize, formatKB } from './benchLib';
import { loadHtmlParser } from './htmlElements';
import { dropRepeatedSections, extractRecords } from './searchRecords';
import { isTemplatePagePathname, templatePathname, TEMPLATES } from '../src/templates/templates';

/** The URL paths listed in a sitemap, in order (`<loc>https://host/a/b</loc>` → `/a/b`). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** The API data files the prebuild writes (`.generated/api/<section>.json`). */
const API_SECTIONS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;

/**
 * Each component guide page's component names, from the API data: a component belongs to the first
 * guide that lists it (Button to the Button page, not to Button Group's), a Base UI part to its
 * namespace (`ScrollArea.Root` → `ScrollArea`). Searched like the page title (src/search/engine.ts).
 */
export async function guideComponentNames(apiDir = path.join('.generated', 'api')): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (const section of API_SECTIONS) {
    const file = path.join(apiDir, `${section}.json`);
    const data = JSON.parse(await fs.readFile(file, 'utf8').catch(() => {
      throw new Error(`Search index: ${file} is missing; scripts/prebuild.ts writes it (npm run build runs it first).`);
    })) as { components: { name: string; demos?: { pathname: string }[] }[] };
    for (const component of data.components) {
      const guide = component.demos?.[0]?.pathname;
      if (!guide) continue;
      const name = component.name.split('.')[0] ?? component.name;
      const list = names.get(guide) ?? [];
      if (!list.includes(name)) list.push(name);
      names.set(guide, list);
    }
  }
  return names;
}

/**
 * One page record per template. Their exported pages are sample apps, not documentation, so they
 * are not read; a reader who searches "dashboard template" still finds the template itself, by its
 * name and the gallery's description of it.
 */
export function templateRecords(): SearchRecord[] {
  return TEMPLATES.map((template) => {
    const url = templatePathname(template);
    return { id: url, url, title: `${template.name} template`, page: '', text: template.description, product: productOf(url), kind: 'guide', isPage: true };
  });
}

/** Reads every sitemap page of `outDir`, writes the index and returns what it wrote. */
async function buildSearchIndex(outDir: string): Promise<{ file: string; records: SearchRecord[]; bytes: number; gzipBytes: number }> {
  const sitemap = await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8').catch(() => {
    throw new Error(`Search index: ${path.join(outDir, 'sitemap.xml')} is missing; run the Next build first.`);
  });
  const parse = await loadHtmlParser();
  const componentNames = await guideComponentNames();
  const extracted: SearchRecord[] = [];
  // The templates are sample apps, not documentation: their pages are left out (the gallery page is in).
  for (const pathname of sitemapPaths(sitemap).filter((entry) => !isTemplatePagePathname(entry))) {
    const file = path.join(outDir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);
    const html = await fs.readFile(file, 'utf8').catch(() => {
      throw new Error(`Search index: the sitemap lists ${pathname} but ${file} does not exist.`);
    });
    const records = extractRecords(html, pathname, productOf(pathname), parse);
    const names = componentNames.get(pathname);
    extracted.push(...records.map((record) => (record.isPage && names ? { ...record, names: names.join(' ') } : record)));
  }
  const records = [...dropRepeatedSections(extracted), ...templateRecords()];
  const json = JSON.stringify(packIndex(records));
  const file = path.join(outDir, SEARCH_INDEX_URL.slice(1));
  await fs.writeFile(file, json);
  return { file, records, bytes: Buffer.byteLength(json), gzipBytes: gzipSize(json) };
}

/** The build step: writes the index into `out/` and prints one line about it. */
async function main(outDir = 'out'): Promise<void> {
  const { records, bytes, gzipBytes } = await buildSearchIndex(outDir);
  const pages = records.filter((record) => record.isPage).length;
  console.log(`Search index: ${records.length} records (${pages} pages), ${formatKB(bytes)} KB (${formatKB(gzipBytes)} KB gzip)`);
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
