/**
 * Content coverage: which of a documented package's components have a guide page, and how many demos
 * show them. The rules are pure (the report and the front-matter check); `npm run content:coverage`
 * (scripts/contentCoverageCli.ts) prints the report, and the prebuild fails on front-matter entries
 * that name nothing the package exports.
 */

/** A guide page, its front matter's `components:` and the demos its body shows. */
export interface CoverageGuide {
  section: string;
  pathname: string;
  components: readonly string[];
  demos: number;
}

/**
 * A documented package: the component names its API data lists (`Button`, or Base UI parts `Switch.Root`),
 * and the exports the generator left out with its reason (contexts, styled parts, `@ignore` stubs).
 * A section may document several packages (Material UI: @mui/material and @mui/lab).
 */
export interface CoveragePackage {
  section: string;
  packageName: string;
  components: readonly string[];
  skipped?: readonly { name: string; reason: string }[];
}

export interface CoverageRow {
  component: string;
  /** Guide pages whose front matter lists the component (or its Base UI namespace). */
  pages: string[];
  /** Demos on those pages. */
  demos: number;
}

export interface SectionCoverage {
  section: string;
  packageName: string;
  rows: CoverageRow[];
  covered: number;
  /** Demos on the pages that document this package's components. */
  demos: number;
  /** Those pages with their demo counts (totals count a page shared by two packages once). */
  pageDemos: Map<string, number>;
  skipped: readonly { name: string; reason: string }[];
}

/** The Base UI namespace of a part (`Switch.Root` → `Switch`); a plain name is its own. */
const namespaceOf = (name: string) => name.split('.')[0] ?? name;

/** Whether a front-matter entry documents `component` (an exact name, or a namespace covering its parts). */
function documents(entry: string, component: string): boolean {
  return entry === component || (!entry.includes('.') && component.startsWith(`${entry}.`));
}

/**
 * The components a report lists for a package: Base UI's parts are grouped by namespace (a reader
 * looks for "Slider", not each of its parts); other packages list every component.
 */
function reportedNames(pkg: CoveragePackage): string[] {
  const names = pkg.components.map((name) => (name.includes('.') ? namespaceOf(name) : name));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** One section's rows, in name order, with its totals. */
export function sectionCoverage(pkg: CoveragePackage, guides: readonly CoverageGuide[]): SectionCoverage {
  const ownGuides = guides.filter((guide) => guide.section === pkg.section);
  const rows = reportedNames(pkg).map((component): CoverageRow => {
    const pages = ownGuides.filter((guide) => guide.components.some((entry) => documents(entry, component) || namespaceOf(entry) === component));
    return { component, pages: pages.map((page) => page.pathname), demos: pages.reduce((sum, page) => sum + page.demos, 0) };
  });
  const pageDemos = new Map<string, number>();
  for (const guide of ownGuides) {
    if (guide.components.some((entry) => pkg.components.some((component) => documents(entry, component)))) pageDemos.set(guide.pathname, guide.demos);
  }
  return {
    section: pkg.section,
    packageName: pkg.packageName,
    rows,
    covered: rows.filter((row) => row.pages.length > 0).length,
    demos: [...pageDemos.values()].reduce((sum, demos) => sum + demos, 0),
    pageDemos,
    skipped: [...(pkg.skipped ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Front-matter `components:` entries that name nothing the section's package exports, as messages
 * naming the page. Pages of sections without a documented package may not list components at all.
 */
export function unknownComponentEntries(guides: readonly CoverageGuide[], packages: readonly CoveragePackage[]): string[] {
  const problems: string[] = [];
  for (const guide of guides) {
    if (guide.components.length === 0) continue;
    const own = packages.filter((candidate) => candidate.section === guide.section);
    if (own.length === 0) {
      problems.push(`${guide.pathname}: front matter lists components (${guide.components.join(', ')}), but the ${guide.section} section documents no package.`);
      continue;
    }
    for (const entry of guide.components) {
      if (!own.some((pkg) => pkg.components.some((component) => documents(entry, component)))) {
        const skipped = own.flatMap((pkg) => (pkg.skipped ?? []).filter((k) => k.name === entry).map((k) => ` (${pkg.packageName} exports it, but it is not documented as a component: ${k.reason})`));
        problems.push(`${guide.pathname}: front matter lists "${entry}", which ${own.map((pkg) => pkg.packageName).join(' or ')} does not export as a component${skipped[0] ?? ''}.`);
      }
    }
  }
  return problems;
}

/** `<Demo name="…" />` elements of an MDX body, outside fenced code blocks (where they are examples). */
export function countDemos(mdx: string): number {
  const prose = mdx.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  return [...prose.matchAll(/<Demo\s[^>]*\bname=["'][^"']+["']/g)].length;
}

/** `<Demo … />` elements of an MDX body outside fenced code: each one's name and whether it is an iframe demo. */
export function demoElements(mdx: string): { name: string; iframe: boolean }[] {
  const prose = mdx.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  return [...prose.matchAll(/<Demo\s([^>]*)>/g)].flatMap((match) => {
    const attributes = match[1] ?? '';
    const name = /\bname=["']([^"']+)["']/.exec(attributes)?.[1];
    return name ? [{ name, iframe: /(^|\s)iframe(\s|=|\/|$)/.test(attributes) }] : [];
  });
}

export interface ClientOnlyDemo {
  pathname: string;
  name: string;
  reason: string;
}

/**
 * The demos a page shows that render in the browser only, not into the page's HTML: iframe demos
 * (their document is made in the browser) and those marked in their folder's demos/client-only.json.
 */
export function clientOnlyDemos(pages: readonly { pathname: string; demos: readonly { name: string; iframe: boolean }[]; marks: ReadonlyMap<string, string> }[]): ClientOnlyDemo[] {
  return pages.flatMap(({ pathname, demos, marks }) =>
    demos.flatMap(({ name, iframe }) => {
      const reason = marks.get(name) ?? (iframe ? 'an iframe demo: its document is made in the browser' : undefined);
      return reason ? [{ pathname, name, reason }] : [];
    }),
  );
}

/** The report's list of client-only demos, out of `total` demos on the site's pages. */
export function formatClientOnly(demos: readonly ClientOnlyDemo[], total: number): string {
  const lines = [`\nDemos rendered in the browser only (${demos.length} of ${total}; every other demo is in its page's HTML):`];
  for (const demo of demos) lines.push(`  ${demo.pathname} ${demo.name}: ${demo.reason}`);
  return lines.join('\n');
}

/**
 * The printable report: per package, each component with its page (or "none") and demo count, then
 * the exports that are not documented as components with the reason, then totals.
 */
export function formatCoverage(sections: readonly SectionCoverage[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push(`\n${section.section} (${section.packageName}): ${section.covered} of ${section.rows.length} components have a guide page; ${section.demos} demos`);
    const width = Math.max(...section.rows.map((row) => row.component.length), 9);
    for (const row of section.rows) {
      lines.push(`  ${row.component.padEnd(width)}  ${(row.pages.join(', ') || 'none').padEnd(40)}  ${row.pages.length > 0 ? `${row.demos} demos` : ''}`.trimEnd());
    }
    if (section.skipped.length > 0) {
      lines.push(`  Not documented as components (${section.skipped.length}):`);
      for (const item of section.skipped) lines.push(`    ${item.name}: ${item.reason}`);
    }
  }
  const total = sections.reduce((sum, section) => sum + section.rows.length, 0);
  const covered = sections.reduce((sum, section) => sum + section.covered, 0);
  const pageDemos = new Map(sections.flatMap((section) => [...section.pageDemos]));
  const demos = [...pageDemos.values()].reduce((sum, count) => sum + count, 0);
  lines.push('', `Total: ${covered} of ${total} components have a guide page (${total > 0 ? Math.round((covered / total) * 100) : 0} %); ${demos} demos on component pages.`);
  return lines.join('\n');
}
