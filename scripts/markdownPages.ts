/**
 * Pages for machines, made from the export (run by scripts/build.ts after `next build`):
 *   - every page with an article as Markdown at `<path>.md` (src/machine-pages/htmlToMarkdown.ts), each
 *     demo as its TypeScript source in every styling it has, with the files it imports;
 *   - `/llms-full.txt`: the Markdown of every guide and component page (API pages are left out: their
 *     tables are long and the `.md` of each is one link away in `/llms.txt`).
 * Generated from the same export the reader gets, so it cannot drift from the pages.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocsConfig } from '../src/config/docsConfig';
import { STYLING_BY_ID } from '../src/demos/codePreferences';
import type { DemoData } from '../src/demos/demoData';
import { articleToMarkdown } from '../src/machine-pages/htmlToMarkdown';
import { contentPages } from '../src/navigation/contentSections';
import { isTemplatePagePathname } from '../src/templates/templates';
import { gzipSize, formatKB } from './benchLib';
import { elementsOf, loadHtmlParser } from './htmlElements';
import { articleHtml } from './searchRecords';
import { sitemapPaths } from './searchIndex';

const STYLING_NAMES: Record<string, string> = { 'MUI System': 'MUI System', Tailwind: 'Tailwind CSS', CSS: 'Plain CSS (CSS Modules)' };

/** A demo's Markdown: its TypeScript source per styling (labelled when there are several), then the files it imports. */
export function demoMarkdown(data: DemoData): string {
  const several = data.variants.length > 1;
  const parts: string[] = [];
  for (const variant of data.variants) {
    const label = STYLING_NAMES[STYLING_BY_ID[variant.styling]] ?? variant.styling;
    parts.push(`${several ? `${data.name} (${label})` : data.name}, \`${data.name}.tsx\`:`, `\`\`\`tsx\n${variant.ts.trimEnd()}\n\`\`\``);
    for (const extra of variant.extraFiles) {
      parts.push(`\`${extra.name}\`:`, `\`\`\`${extra.name.endsWith('.css') ? 'css' : 'tsx'}\n${extra.source.trimEnd()}\n\`\`\``);
    }
  }
  return parts.join('\n\n');
}

/** The Markdown file of a page path (`/a/b` → `a/b.md`). */
export const markdownPath = (pathname: string) => `${pathname.slice(1)}.md`;

async function main(outDir = 'out'): Promise<void> {
  const started = performance.now();
  const { siteUrl } = readDocsConfig(process.env).config;
  const parse = await loadHtmlParser();
  const contentFileOf = new Map(contentPages.map((entry) => [entry.page.pathname, entry.file]));
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  const full: string[] = [];
  let written = 0;
  for (const pathname of sitemapPaths(sitemap)) {
    if (pathname === '/' || isTemplatePagePathname(pathname)) continue;
    const html = await readFile(path.join(outDir, `${pathname.slice(1)}.html`), 'utf8');
    const article = [...elementsOf(parse(articleHtml(html)))].find((element) => element.tagName === 'article');
    if (!article) throw new Error(`Markdown pages: ${pathname} has no <article>; every docs page needs one.`);
    const contentFile = contentFileOf.get(pathname);
    // Demo data is read up front so the converter stays synchronous.
    const demos = new Map<string, string>();
    for (const element of elementsOf(article)) {
      const name = element.tagName === 'section' ? element.attrs.find((attribute) => attribute.name === 'data-demo')?.value : undefined;
      if (name === undefined || !contentFile || demos.has(name)) continue;
      const file = path.join('.generated', 'demos', `${path.posix.dirname(contentFile)}/demos/${name}.json`);
      if (!existsSync(file)) throw new Error(`Markdown pages: demo ${name} of ${pathname} has no data at ${file}; run npm run build.`);
      demos.set(name, demoMarkdown(JSON.parse(await readFile(file, 'utf8')) as DemoData));
    }
    const markdown = articleToMarkdown(article, { siteUrl, demo: (name) => demos.get(name) ?? null });
    await writeFile(path.join(outDir, markdownPath(pathname)), markdown);
    written++;
    if (contentFile) full.push(`<!-- ${siteUrl}${pathname} -->\n\n${markdown}`);
  }
  const fullText = full.join('\n---\n\n');
  await writeFile(path.join(outDir, 'llms-full.txt'), fullText);
  console.log(`Markdown pages: ${written} .md files, llms-full.txt ${formatKB(Buffer.byteLength(fullText))} KB (${formatKB(gzipSize(fullText))} KB gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
