import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../src/mdx/frontMatter';
import { pageFile, validatePages } from '../src/navigation/registry';
import type { ApiComponent } from '../src/api-reference/types';
import {
  DEMOS_PER_COMPONENT,
  PAD_SECTIONS,
  componentPage,
  componentPathname,
  formatPagesReport,
  isPageCountRequest,
  guideMdx,
  guidePathname,
  paddingGroups,
  parseBenchPagesArgs,
  patchSidebar,
  planPadding,
  sectionFor,
  syntheticApi,
} from './benchPagesLib';

describe('parseBenchPagesArgs', () => {
  it('reads --pages and --keep, with 1000 pages by default', () => {
    expect(parseBenchPagesArgs([])).toEqual({ pages: 1000, keep: false });
    expect(parseBenchPagesArgs(['--pages=300', '--keep'])).toEqual({ pages: 300, keep: true });
    expect(() => parseBenchPagesArgs(['--pages=abc'])).toThrowError(/whole number/);
    expect(() => parseBenchPagesArgs(['--runs=3'])).toThrowError();
  });
});

describe('isPageCountRequest', () => {
  it('tells a page count from a list of pages', () => {
    expect(isPageCountRequest(['--pages=1000'])).toBe(true);
    expect(isPageCountRequest(['--pages', '300', '--keep'])).toBe(true);
    expect(isPageCountRequest(['--pages', '/,/material-ui/react-button'])).toBe(false);
    expect(isPageCountRequest(['--pages=/a', '--runs', '3'])).toBe(false);
    expect(isPageCountRequest([])).toBe(false);
  });
});

describe('planPadding', () => {
  it('splits the missing pages into thirds, the rest to API pages', () => {
    expect(planPadding(1000, 243)).toEqual({ guides: 252, components: 252, apis: 253 });
    expect(planPadding(243, 243)).toEqual({ guides: 0, components: 0, apis: 0 });
    expect(() => planPadding(100, 243)).toThrowError(/--pages=243/);
  });
});

describe('generated pages', () => {
  const [material] = PAD_SECTIONS;
  if (!material) throw new Error('no padding section');

  it('spreads pages over the sections in turn', () => {
    expect([0, 1, 2, 3, 4].map((n) => sectionFor(PAD_SECTIONS, n).id)).toEqual(['material-ui', 'joy-ui', 'base-ui', 'system', 'material-ui']);
  });

  it('writes guides and component pages with valid front matter, at the files their pathnames map to', () => {
    expect(() => parseContentFile(guideMdx(7), 'guide')).not.toThrow();
    expect(guideMdx(7)).toMatch(/## Topic 4 of guide 7/);
    const page = componentPage(3);
    expect(() => parseContentFile(page.mdx, 'component')).not.toThrow();
    expect(page.demos).toHaveLength(DEMOS_PER_COMPONENT);
    for (const demo of page.demos) expect(page.mdx).toContain(`<Demo name="${demo.name}" />`);
    expect(pageFile(material, guidePathname(material, 7))).toBe('material-ui/padding/guide-7.mdx');
    expect(pageFile(material, componentPathname(material, 3))).toBe('material-ui/components/pad-3/pad-3.mdx');
  });

  it('registers them in sidebar groups that pass the sidebar checks', () => {
    const groups = paddingGroups(material, [1, 5], [1]);
    expect(() => validatePages('material-ui', groups)).not.toThrow();
    expect(paddingGroups(material, [], [])).toEqual([]);
    const patched = patchSidebar('const section = {};\n\nexport default section;\n', groups);
    expect(patched).toBe(`const section = {};\n\nsection.pages.push(...${JSON.stringify(groups)});\nexport default section;\n`);
    expect(() => patchSidebar('export const x = 1;', groups)).toThrowError(/export default section/);
  });

  it('copies an API component under a new name and page', () => {
    const template = {
      name: 'Button',
      section: 'material-ui',
      pathname: '/material-ui/api/button',
      anchor: '',
      imports: ["import Button from '@mui/material/Button';"],
      classes: [{ key: 'root', className: 'MuiButton-root', description: '', deprecated: null }],
      themeDefaultProps: 'MuiButton',
      demos: [{ title: 'Button', pathname: '/material-ui/react-button' }],
    } as unknown as ApiComponent; // Only the fields syntheticApi reads or renames.
    const { component, page } = syntheticApi(template, 4);
    expect(page).toEqual({ section: 'material-ui', pathname: '/material-ui/api/pad-widget-4', title: 'PadWidget4', kind: 'api', guide: null, names: ['PadWidget4'] });
    expect(component).toMatchObject({ name: 'PadWidget4', pathname: page.pathname, imports: ["import PadWidget4 from '@mui/material/PadWidget4';"], themeDefaultProps: 'MuiPadWidget4', demos: [] });
    expect(component.classes[0]?.className).toBe('MuiPadWidget4-root');
  });
});

describe('formatPagesReport', () => {
  it('prints each step, the total and the time per page', () => {
    const report = formatPagesReport({ prebuildSeconds: 10, exportSeconds: 80, searchIndexSeconds: 10 }, 1000, { guides: 1, components: 2, apis: 3 }, 16);
    expect(report).toContain('Pages built: 1000');
    expect(report).toContain('Total:        100.0 s (100 ms per page');
  });
});
