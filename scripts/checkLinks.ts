/**
 * `npm run check-links`: checks every internal link and `#fragment` of the built site in `out/`.
 * `--site-origin <url>` also checks absolute links to that origin (e.g. `https://mui.com`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSite, type LinkProblem, type LinkReport } from './linkCheck';

/** The report as lines of text: one summary line when clean, else problems grouped by page. */
export function formatReport(report: LinkReport): string {
  const counts = `${report.pagesChecked} pages, ${report.linksChecked} links`;
  if (report.problems.length === 0) return `Checked ${counts}: no broken link or anchor.`;
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of report.problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
  const lines = [`Checked ${counts}: ${report.problems.length} problems on ${byPage.size} pages.`];
  for (const [page, problems] of byPage) {
    lines.push('', page);
    for (const problem of problems) lines.push(`  ${problem.kind.padEnd(13)}  ${problem.href}  (${problem.detail})`);
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'site-origin': { type: 'string' } } });
  const outDir = fileURLToPath(new URL('../out', import.meta.url));
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No built site in ${outDir}: run npm run build first.`);
    return 1;
  }
  const report = await checkSite(outDir, { siteOrigin: values['site-origin'] });
  console.log(formatReport(report));
  return report.problems.length === 0 ? 0 : 1;
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
