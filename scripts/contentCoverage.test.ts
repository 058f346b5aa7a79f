import { describe, expect, it } from 'vitest';
import { clientOnlyDemos, countDemos, demoElements, formatClientOnly, formatCoverage, sectionCoverage, unknownComponentEntries, type CoverageGuide, type CoveragePackage } from './contentCoverage';

const material: CoveragePackage = { section: 'material-ui', packageName: '@mui/material', components: ['Button', 'ButtonBase', 'Chip', 'IconButton'] };
const base: CoveragePackage = { section: 'base-ui', packageName: '@base-ui/react', components: ['Switch.Root', 'Switch.Thumb', 'Slider.Root'] };
const guides: CoverageGuide[] = [
  { section: 'material-ui', pathname: '/material-ui/react-button', components: ['Button', 'IconButton'], demos: 10 },
  { section: 'material-ui', pathname: '/material-ui/getting-started', components: [], demos: 0 },
  { section: 'base-ui', pathname: '/base-ui/react-switch', components: ['Switch.Root', 'Switch.Thumb'], demos: 1 },
];

describe('content coverage', () => {
  it('lists every component with its guide page or none, and the demos of that page', () => {
    const coverage = sectionCoverage(material, guides);
    expect(coverage.rows).toEqual([
      { component: 'Button', pages: ['/material-ui/react-button'], demos: 10 },
      { component: 'ButtonBase', pages: [], demos: 0 },
      { component: 'Chip', pages: [], demos: 0 },
      { component: 'IconButton', pages: ['/material-ui/react-button'], demos: 10 },
    ]);
    expect(coverage.covered).toBe(2);
    expect(coverage.demos).toBe(10);
  });

  it('groups Base UI parts by namespace', () => {
    const coverage = sectionCoverage(base, guides);
    expect(coverage.rows.map((row) => [row.component, row.pages.length])).toEqual([
      ['Slider', 0],
      ['Switch', 1],
    ]);
  });

  it('prints none for a hole and the totals over every section', () => {
    const report = formatCoverage([sectionCoverage(material, guides), sectionCoverage(base, guides)]);
    expect(report).toMatch(/Chip\s+none/);
    expect(report).toMatch(/Button\s+\/material-ui\/react-button\s+10 demos/);
    expect(report).toContain('Total: 3 of 6 components have a guide page (50 %); 11 demos on component pages.');
  });

  it('names the page and the entry when front matter lists something the package does not export', () => {
    const problems = unknownComponentEntries(
      [
        { section: 'material-ui', pathname: '/material-ui/react-chip', components: ['Chip', 'ChipGroup'], demos: 0 },
        { section: 'base-ui', pathname: '/base-ui/react-switch', components: ['Switch', 'Switch.Knob'], demos: 0 },
        { section: 'docs-infra', pathname: '/experiments/docs/x', components: ['Button'], demos: 0 },
      ],
      [material, base],
    );
    expect(problems).toEqual([
      '/material-ui/react-chip: front matter lists "ChipGroup", which @mui/material does not export as a component.',
      '/base-ui/react-switch: front matter lists "Switch.Knob", which @base-ui/react does not export as a component.',
      '/experiments/docs/x: front matter lists components (Button), but the docs-infra section documents no package.',
    ]);
    expect(unknownComponentEntries(guides, [material, base])).toEqual([]);
  });

  it('counts demos in the body, not the examples inside code fences', () => {
    const mdx = ['Intro', '<Demo name="Basic" />', '```mdx', '<Demo name="Example" />', '```', "<Demo name='Sizes' iframe />", '~~~', '<Demo name="X" />', '~~~'].join('\n');
    expect(countDemos(mdx)).toBe(2);
  });

  describe('a section with two packages (Material UI and its lab)', () => {
    const lab: CoveragePackage = {
      section: 'material-ui',
      packageName: '@mui/lab',
      components: ['TabContext', 'Masonry'],
      skipped: [{ name: 'TreeView', reason: 'marked "@ignore - do not document" in its types' }],
    };
    const withTabs: CoverageGuide[] = [...guides, { section: 'material-ui', pathname: '/material-ui/react-tabs', components: ['Chip', 'TabContext'], demos: 12 }];

    it('accepts front matter naming either package, and says why a left-out export is refused', () => {
      expect(unknownComponentEntries(withTabs, [material, lab, base])).toEqual([]);
      expect(unknownComponentEntries([{ section: 'material-ui', pathname: '/material-ui/about-the-lab', components: ['TreeView'], demos: 0 }], [material, lab])).toEqual([
        '/material-ui/about-the-lab: front matter lists "TreeView", which @mui/material or @mui/lab does not export as a component (@mui/lab exports it, but it is not documented as a component: marked "@ignore - do not document" in its types).',
      ]);
    });

    it('counts a page shared by both packages once in the totals and lists the left-out exports with their reason', () => {
      const sections = [sectionCoverage(material, withTabs), sectionCoverage(lab, withTabs)];
      expect(sections.map((section) => section.demos)).toEqual([22, 12]);
      const report = formatCoverage(sections);
      expect(report).toContain('Total: 4 of 6 components have a guide page (67 %); 22 demos on component pages.');
      expect(report).toContain('  Not documented as components (1):\n    TreeView: marked "@ignore - do not document" in its types');
    });
  });
});

describe('client-only demos', () => {
  it('finds each demo element, iframe or not, and leaves out those in code fences', () => {
    const mdx = ['<Demo name="A" />', '<Demo name="B" iframe height={300} />', '<Demo iframe name="C"/>', '```jsx', '<Demo name="D" iframe />', '```'].join('\n');
    expect(demoElements(mdx)).toEqual([
      { name: 'A', iframe: false },
      { name: 'B', iframe: true },
      { name: 'C', iframe: true },
    ]);
  });
  it('lists iframe demos and marked ones with their reasons, and counts them in the report', () => {
    const demos = clientOnlyDemos([
      { pathname: '/a', demos: [{ name: 'A', iframe: false }, { name: 'B', iframe: true }, { name: 'M', iframe: false }], marks: new Map([['M', 'reads window while rendering']]) },
    ]);
    expect(demos).toEqual([
      { pathname: '/a', name: 'B', reason: 'an iframe demo: its document is made in the browser' },
      { pathname: '/a', name: 'M', reason: 'reads window while rendering' },
    ]);
    expect(formatClientOnly(demos, 3).split('\n')).toEqual([
      '',
      'Demos rendered in the browser only (2 of 3; every other demo is in its page\'s HTML):',
      '  /a B: an iframe demo: its document is made in the browser',
      '  /a M: reads window while rendering',
    ]);
  });
});
