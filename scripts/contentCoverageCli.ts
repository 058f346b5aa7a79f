/**
 * `npm run content:coverage`: per documented package, every component with its guide page (or "none")
 * and demo count, then totals (rules in scripts/contentCoverage.ts). Reads the API data the prebuild
 * writes to `.generated/api/`, running the prebuild first when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPages } from '../src/navigation/contentSections';
import { parseContentFile } from '../src/mdx/frontMatter';
import type { ApiSectionData } from '../src/api-reference/types';
import { clientOnlyMarks } from './clientOnlyDemos';
import { clientOnlyDemos, countDemos, demoElements, formatClientOnly, formatCoverage, sectionCoverage, type CoverageGuide, type CoveragePackage } from './contentCoverage';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_SECTIONS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;

/** Every content page with its front matter's components and its demo count. */
export async function coverageGuides(): Promise<CoverageGuide[]> {
  return Promise.all(
    contentPages.map(async ({ section, page, file }) => {
      const { frontMatter, body } = parseContentFile(await readFile(path.join(root, 'content', file), 'utf8'), `content/${file}`);
      return { section: section.id, pathname: page.pathname, components: frontMatter.components ?? [], demos: countDemos(body) };
    }),
  );
}

/** The documented packages' component names and left-out exports, from `.generated/api/<section>.json` (one section may hold several packages). */
export async function coveragePackages(generatedApi: string): Promise<CoveragePackage[]> {
  const sections = await Promise.all(
    API_SECTIONS.map(async (section) => {
      const data = JSON.parse(await readFile(path.join(generatedApi, `${section}.json`), 'utf8')) as ApiSectionData;
      const packageNames = [...new Set([data.packageName, ...data.components.map((component) => component.packageName)])];
      const undocumented = await undocumentedComponents(section, data.components.map((component) => component.name));
      return packageNames.map(
        (packageName): CoveragePackage => ({
          section,
          packageName,
          components: data.components.filter((component) => component.packageName === packageName && !undocumented.has(component.name)).map((component) => component.name),
          skipped: [
            ...data.skipped.filter((item) => (item.packageName ?? data.packageName) === packageName).map(({ name, reason }) => ({ name, reason })),
            ...data.components.filter((component) => component.packageName === packageName && undocumented.has(component.name)).map(({ name }) => ({ name, reason: undocumented.get(name)! })),
          ],
        }),
      );
    }),
  );
  return sections.flat();
}

/**
 * `content/<section>/undocumented.json`: components of the package that have an API page but,
 * deliberately, no guide page of their own, each with the reason (`{ "Container": "…" }`). A name the
 * package does not export, or an empty reason, is an error, so the list cannot outlive the package.
 */
async function undocumentedComponents(section: string, exported: readonly string[]): Promise<Map<string, string>> {
  const file = path.join(root, 'content', section, 'undocumented.json');
  if (!existsSync(file)) return new Map();
  const entries = Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>);
  for (const [name, reason] of entries) {
    if (!exported.includes(name)) throw new Error(`content/${section}/undocumented.json: "${name}" is not a component of the section's package.`);
    if (typeof reason !== 'string' || reason.trim() === '') throw new Error(`content/${section}/undocumented.json: "${name}" needs a reason.`);
  }
  return new Map(entries as Array<[string, string]>);
}

/** Every page's client-only demos (scripts/contentCoverage.ts, clientOnlyDemos) and the number of demos on pages. */
async function clientOnlyReport(): Promise<string> {
  const pages = await Promise.all(
    contentPages.map(async ({ page, file }) => {
      const { body } = parseContentFile(await readFile(path.join(root, 'content', file), 'utf8'), `content/${file}`);
      const marks = await clientOnlyMarks(path.join(root, 'content', path.posix.dirname(file), 'demos'));
      return { pathname: page.pathname, demos: demoElements(body), marks };
    }),
  );
  const total = pages.reduce((sum, page) => sum + page.demos.length, 0);
  return formatClientOnly(clientOnlyDemos(pages), total);
}

async function main() {
  const generatedApi = path.join(root, '.generated', 'api');
  if (!existsSync(path.join(generatedApi, 'material-ui.json'))) {
    const prebuild = spawnSync('npx', ['tsx', 'scripts/prebuild.ts'], { cwd: root, stdio: 'inherit' });
    if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);
  }
  const guides = await coverageGuides();
  const packages = await coveragePackages(generatedApi);
  console.log(formatCoverage(packages.map((pkg) => sectionCoverage(pkg, guides))));
  console.log(await clientOnlyReport());
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
