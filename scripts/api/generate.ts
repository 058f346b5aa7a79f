/**
 * Generates the API reference data of every documented package into `.generated/api/`: one
 * `<section>.json` (ApiSectionData) per section and `pages.json` (the page index). One TypeScript
 * program per package. Returns printable counts; throws when a package's types cannot be read.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiPageEntry } from '../../src/api-reference/pageIndex';
import type { ApiComponent, ApiDemoLink, ApiSectionData, ApiSectionId } from '../../src/api-reference/types';
import { baseUiComponents } from './baseUiPackage';
import { deprecatedExports, deprecatedProps } from './deprecated';
import { joyDescription } from './joyDescriptions';
import { muiComponents } from './muiPackage';
import { loadPackages } from './program';
import { rewriteSectionLinks, sitePages } from './siteLinks';

/** A guide page and the components its front matter lists. */
export interface GuidePage {
  section: string;
  pathname: string;
  title: string;
  components: readonly string[];
  /** The ids of the page's headings (scripts/api/siteLinks.ts `headingIds`): links in descriptions may point at them. */
  anchors?: readonly string[];
}

const SYSTEM_COMPONENTS = ['Box', 'Container', 'Grid', 'Stack'] as const;

/** How @mui/joy is read (shared with the test that checks scripts/api/joyDescriptions.ts against the package). */
export const JOY_SPEC = { section: 'joy-ui', packageName: '@mui/joy', themeInterface: 'Components', themePrefix: 'Joy' } as const;

function packageVersion(root: string, packageName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
}

/** Guide pages of `section` that list `name` (or its Base UI namespace) in front matter. */
export function demosOf(guides: readonly GuidePage[], section: ApiSectionId, name: string): ApiDemoLink[] {
  const namespace = name.split('.')[0];
  return guides
    .filter((guide) => guide.section === section && guide.components.some((c) => c === name || c === namespace || c.split('.')[0] === namespace && name.includes('.')))
    .map(({ title, pathname }) => ({ title, pathname }));
}

/** Reads all four packages and builds the section data (no files written). */
/** Material UI's lab package, documented in the material-ui section beside @mui/material. */
export const LAB_PACKAGE = '@mui/lab';

export function buildApiData(root: string, guides: readonly GuidePage[]): ApiSectionData[] {
  const guideFolders = new Set(guides.filter((g) => g.section === 'base-ui').map((g) => /\/react-([a-z0-9-]+)$/.exec(g.pathname)?.[1]).filter(Boolean));
  const result: ApiSectionData[] = [];
  const specs = [
    { section: 'material-ui', packageName: '@mui/material', themeInterface: 'ComponentsPropsList', themePrefix: 'Mui' },
    JOY_SPEC,
    { section: 'system', packageName: '@mui/system', themeInterface: null, themePrefix: 'Mui', only: SYSTEM_COMPONENTS },
  ] as const;
  // @mui/material and @base-ui/react share one program (the DOM, ES and React types are read once).
  // @mui/system gets its own: beside @mui/material its Box, Container, Grid and Stack lose their
  // `component` prop. @mui/joy beside @mui/material made the extraction slower, not faster.
  // @mui/lab builds on @mui/material, so it is read in the same program.
  const [material, base, lab] = loadPackages(root, [specs[0], { packageName: '@base-ui/react' }, { packageName: LAB_PACKAGE }]);
  const [joy] = loadPackages(root, [specs[1]]);
  const [system] = loadPackages(root, [specs[2]]);
  for (const [spec, pkg] of [[specs[0], material], [specs[1], joy], [specs[2], system]] as const) {
    if (!pkg) throw new Error(`The types of ${spec.packageName} were not loaded.`);
    const { components, skipped } = muiComponents(pkg, { ...spec, sharedPackages: spec.section === 'system' ? [] : ['@mui/system'] });
    if (components.length === 0) throw new Error(`No components found in the types of ${spec.packageName}: the generator cannot read this package's exports.`);
    if (spec.section === 'material-ui') {
      // Lab components are Material UI components that are not ready for the core: same section, pages and theme keys.
      if (!lab) throw new Error(`The types of ${LAB_PACKAGE} were not loaded.`);
      const labData = muiComponents(lab, { section: 'material-ui', themeInterface: 'LabComponentsPropsList', themePrefix: 'Mui', sharedPackages: ['@mui/material', '@mui/system'] });
      if (labData.components.length === 0) throw new Error(`No components found in the types of ${LAB_PACKAGE}: the generator cannot read this package's exports.`);
      const taken = new Set(components.map((c) => c.name));
      const clash = labData.components.find((c) => taken.has(c.name));
      if (clash) throw new Error(`${LAB_PACKAGE} and ${spec.packageName} both export ${clash.name}: their API pages would share a URL.`);
      components.push(...labData.components);
      skipped.push(...labData.skipped.map((k) => ({ ...k, packageName: LAB_PACKAGE })));
    }
    const pageOf = (name: string) => components.find((c) => c.name === name)?.pathname ?? null;
    const deprecated = [...deprecatedExports(pkg, pageOf), ...(spec.section === 'material-ui' && lab ? deprecatedExports(lab, pageOf) : []), ...deprecatedProps(components)];
    result.push({
      section: spec.section,
      packageName: spec.packageName,
      packageVersion: packageVersion(root, spec.packageName),
      components: components.map((c) => ({
        ...c,
        // Most of Joy's components have no JSDoc description; the site's own one-liners fill the gap.
        description: spec.section === 'joy-ui' ? joyDescription(c.name, c.description) : c.description,
        demos: demosOf(guides, spec.section, c.name),
      })),
      hooks: [],
      skipped,
      deprecated,
    });
  }
  if (!base) throw new Error('The types of @base-ui/react were not loaded.');
  const baseData = baseUiComponents(base, (folder, tab) => (guideFolders.has(folder) ? `/base-ui/react-${folder}/${tab}` : null));
  if (baseData.components.length === 0) throw new Error('No components found in the types of @base-ui/react: the generator cannot read its namespaces.');
  result.push({
    section: 'base-ui',
    packageName: '@base-ui/react',
    packageVersion: packageVersion(root, '@base-ui/react'),
    components: baseData.components.map((c) => ({ ...c, demos: demosOf(guides, 'base-ui', c.name) })),
    hooks: baseData.hooks,
    skipped: baseData.skipped,
    deprecated: [...deprecatedExports(base, () => null), ...deprecatedProps(baseData.components)],
  });
  const linked = linkInheritance(result);
  // The JSDoc links to MUI's documentation; they point at this site's pages instead (or are dropped).
  const pages = sitePages(guides, linked);
  return linked.map((section) => rewriteSectionLinks(section, pages));
}

/** Fills in the page of each inherited component now that every page is known. */
function linkInheritance(data: ApiSectionData[]): ApiSectionData[] {
  return data.map((section) => {
    const pages = new Map(section.components.map((c) => [c.name, c.pathname]));
    return {
      ...section,
      components: section.components.map((c): ApiComponent => (c.inheritance ? { ...c, inheritance: { ...c.inheritance, pathname: pages.get(c.inheritance.component) ?? null } } : c)),
    };
  });
}

/** The page index: one page per MUI-style component, one tab page per Base UI guide (and hooks tab where there are hooks). */
export function pageIndex(data: readonly ApiSectionData[], guides: readonly GuidePage[]): ApiPageEntry[] {
  const pages: ApiPageEntry[] = [];
  for (const section of data) {
    const byPath = new Map<string, string[]>();
    for (const item of [...section.components, ...section.hooks]) {
      if (item.pathname) byPath.set(item.pathname, [...(byPath.get(item.pathname) ?? []), item.name]);
    }
    for (const [pathname, names] of byPath) {
      const tab = /\/(components-api|hooks-api)$/.exec(pathname)?.[1] as 'components-api' | 'hooks-api' | undefined;
      const guide = tab ? pathname.slice(0, -(tab.length + 1)) : null;
      if (guide && !guides.some((g) => g.pathname === guide)) throw new Error(`API tab page ${pathname} has no guide page ${guide}.`);
      pages.push({ section: section.section, pathname, title: tab ? (names[0]?.split('.')[0] ?? '') : (names[0] ?? ''), kind: tab ?? 'api', guide, names });
    }
  }
  return pages;
}

/** Generates and writes `.generated/api/*.json`; returns the lines the build prints. */
export async function writeApiData(root: string, guides: readonly GuidePage[]): Promise<string[]> {
  const started = performance.now();
  const data = buildApiData(root, guides);
  const pages = pageIndex(data, guides);
  const dir = path.join(root, '.generated', 'api');
  await mkdir(dir, { recursive: true });
  for (const section of data) await writeFile(path.join(dir, `${section.section}.json`), JSON.stringify(section));
  await writeFile(path.join(dir, 'pages.json'), JSON.stringify(pages));
  const lines = data.flatMap((s) =>
    [...new Set(s.components.map((c) => c.packageName))].map((packageName) => {
      const own = s.components.filter((c) => c.packageName === packageName);
      const skipped = s.skipped.filter((k) => (k.packageName ?? s.packageName) === packageName);
      const hooks = packageName === s.packageName ? s.hooks.length : 0;
      const count = (pick: (c: ApiComponent) => number) => own.reduce((sum, c) => sum + pick(c), 0);
      const version = packageName === s.packageName ? s.packageVersion : packageVersion(root, packageName);
      return `  ${packageName}@${version}: ${own.length} components, ${count((c) => c.props.length)} props, ${count((c) => c.slots.length)} slots, ${count((c) => c.classes.length)} classes, ${hooks} hooks; skipped ${skipped.length}${skipped.length ? `:\n${skipped.map((k) => `      ${k.name}: ${k.reason}`).join('\n')}` : ''}`;
    }),
  );
  return [`API reference: ${pages.length} pages in ${Math.round(performance.now() - started)} ms`, ...lines];
}
