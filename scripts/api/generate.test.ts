import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiComponent, ApiSectionData } from '../../src/api-reference/types';
import { buildApiData, demosOf, pageIndex, type GuidePage } from './generate';
import { JOY_DESCRIPTIONS } from './joyDescriptions';
import { loadPackage, resolveAlias } from './program';

const root = path.resolve(import.meta.dirname, '../..');
const guides: GuidePage[] = [
  { section: 'material-ui', pathname: '/material-ui/react-button', title: 'Button', components: ['Button', 'IconButton'] },
  { section: 'base-ui', pathname: '/base-ui/react-switch', title: 'Switch', components: ['Switch.Root', 'Switch.Thumb'] },
  { section: 'base-ui', pathname: '/base-ui/react-combobox', title: 'Combobox', components: ['Combobox.Root'] },
  { section: 'base-ui', pathname: '/base-ui/react-autocomplete', title: 'Autocomplete', components: ['Autocomplete.Root'] },
  { section: 'material-ui', pathname: '/material-ui/react-transitions', title: 'Transitions', components: [], anchors: ['child-requirements'] },
];
let data: ApiSectionData[] = [];

function component(section: string, name: string): ApiComponent {
  const found = data.find((s) => s.section === section)?.components.find((c) => c.name === name);
  if (!found) throw new Error(`${section} ${name} missing`);
  return found;
}

beforeAll(() => {
  data = buildApiData(root, guides);
}, 120_000);

describe('deprecations read from the installed types', () => {
  const deprecated = (section: string) => data.find((s) => s.section === section)?.deprecated ?? [];

  it('finds tags on the export statement, along re-export chains and on the declaration, with their text', () => {
    const material = deprecated('material-ui');
    // `/** @deprecated */ export { default as darkScrollbar }` in the package index.
    expect(material.find((d) => d.name === 'darkScrollbar')).toMatchObject({ kind: 'export', message: expect.stringContaining('color-scheme') });
    // utils/index → utils/createSvgIcon (tagged statement) → SvgIcon/createSvgIcon.
    expect(material.find((d) => d.name === 'createSvgIcon')?.message).toContain('@mui/material/SvgIcon');
    // Tagged declaration, documented as a component: linked to its API page.
    expect(material.find((d) => d.name === 'CssVarsProvider')).toMatchObject({ href: '/material-ui/api/css-vars-provider', message: expect.stringContaining('ThemeProvider') });
    expect(material.find((d) => d.name === 'TreeView')).toMatchObject({ packageName: '@mui/lab', message: expect.stringContaining('@mui/x-tree-view'), href: null });
    expect(material.some((d) => d.name === 'Button')).toBe(false);
  });

  it('lists deprecated props with the row they link to', () => {
    expect(deprecated('base-ui').find((d) => d.kind === 'prop' && d.component === 'ContextMenu.Root' && d.name === 'closeParentOnEsc')).toMatchObject({
      message: 'This prop has no effect on Context Menu.',
    });
  });
});

describe('API data read from the installed types', () => {
  it('gives Material Button a variant prop defaulting to text, inherited ButtonBase props and its theme key', () => {
    const button = component('material-ui', 'Button');
    expect(button.props.find((p) => p.name === 'variant')).toMatchObject({ default: "'text'", required: false, type: expect.stringContaining("'outlined'") });
    expect(button.inheritance).toEqual({ component: 'ButtonBase', pathname: '/material-ui/api/button-base' });
    expect(button.themeDefaultProps).toBe('MuiButton');
    expect(button.forwardsRef).toBe(true);
    expect(button.props.find((p) => p.name === 'component')).toMatchObject({ type: 'React.ElementType', required: false });
    expect(button.imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
    expect(button.demos).toEqual([{ title: 'Button', pathname: '/material-ui/react-button' }]);
    expect(button.classes.find((c) => c.key === 'root')).toMatchObject({ className: 'MuiButton-root', description: 'Styles applied to the root element.' });
    expect(button.classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
  });

  it('gives Material Slider orientation, slots and a function prop with its signature', () => {
    const slider = component('material-ui', 'Slider');
    expect(slider.props.find((p) => p.name === 'orientation')).toMatchObject({ type: "'horizontal' | 'vertical'", default: "'horizontal'" });
    expect(slider.slots.map((s) => s.name)).toContain('thumb');
    expect(slider.props.find((p) => p.name === 'onChange')?.signature?.arguments.map((a) => a.name)).toEqual(['event', 'value', 'activeThumb']);
  });

  it('reads deprecation, with the reason when the tag gives one', () => {
    expect(component('base-ui', 'ContextMenu.Root').props.find((p) => p.name === 'closeParentOnEsc')?.deprecated).toBe('This prop has no effect on Context Menu.');
    expect(component('base-ui', 'Accordion.Root').props.find((p) => p.name === 'loopFocus')?.deprecated).toBe('');
    expect(component('material-ui', 'Button').props.every((p) => p.deprecated === null)).toBe(true);
  });

  it('reads Joy UI slots and its Joy theme key', () => {
    const button = component('joy-ui', 'Button');
    expect(button.slots.map((s) => s.name)).toEqual(expect.arrayContaining(['root', 'startDecorator', 'endDecorator']));
    expect(button.themeDefaultProps).toBe('JoyButton');
  });

  it('describes Joy UI components from their JSDoc, or from the site\'s one-liners where the JSDoc has none', () => {
    expect(component('joy-ui', 'Button').description).toBe(JOY_DESCRIPTIONS.Button);
    expect(component('joy-ui', 'Chip').description).toBe('Chips represent complex entities in small blocks, such as a contact.');
    expect(data.find((s) => s.section === 'joy-ui')?.components.filter((c) => !c.description).map((c) => c.name)).toEqual([]);
  });

  it('documents exactly Box, Container, Grid and Stack for MUI System', () => {
    expect(data.find((s) => s.section === 'system')?.components.map((c) => c.name).sort()).toEqual(['Box', 'Container', 'Grid', 'Stack']);
    expect(component('system', 'Box').props.map((p) => p.name)).toEqual(expect.arrayContaining(['component', 'sx']));
  });

  it('brings Base UI part props through, on the guide page components-api tab', () => {
    const root = component('base-ui', 'Switch.Root');
    expect(root.pathname).toBe('/base-ui/react-switch/components-api');
    expect(root.anchor).toBe('switch-root');
    expect(root.props.find((p) => p.name === 'defaultChecked')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(root.props.find((p) => p.name === 'onCheckedChange')?.signature?.arguments.map((a) => a.name)).toEqual(['checked', 'eventDetails']);
    expect(root.imports[0]).toBe("import { Switch } from '@base-ui/react/switch';");
    expect(component('base-ui', 'Slider.Thumb').pathname).toBeNull();
    expect(root.description).not.toContain('Documentation:');
  });

  it.each([
    ['material-ui', '@mui/material', 100],
    ['joy-ui', '@mui/joy', 60],
  ] as const)('accounts for every PascalCase value export of %s: documented or skipped with a reason', (section, packageName, atLeast) => {
    const pkg = loadPackage(root, packageName);
    const values = [...pkg.exports].filter(([name, symbol]) => /^[A-Z][A-Za-z0-9_]*$/.test(name) && !/^[A-Z0-9_]+$/.test(name) && resolveAlias(pkg.checker, symbol).flags & ts.SymbolFlags.Value).map(([name]) => name);
    const sectionData = data.find((s) => s.section === section);
    const accounted = new Set([...(sectionData?.components ?? []).map((c) => c.name), ...(sectionData?.skipped ?? []).map((s) => s.name)]);
    expect(values.filter((name) => !accounted.has(name))).toEqual([]);
    expect(sectionData?.components.length).toBeGreaterThan(atLeast);
    expect(sectionData?.skipped.every((s) => s.reason.length > 0)).toBe(true);
  }, 60_000);

  it('indexes one page per component and one tab page per Base UI guide', () => {
    const pages = pageIndex(data, guides);
    expect(pages.find((p) => p.pathname === '/material-ui/api/button')).toMatchObject({ kind: 'api', title: 'Button', guide: null });
    expect(pages.find((p) => p.pathname === '/base-ui/react-switch/components-api')).toMatchObject({ kind: 'components-api', guide: '/base-ui/react-switch', names: ['Switch.Root', 'Switch.Thumb'] });
    expect(new Set(pages.map((p) => p.pathname)).size).toBe(pages.length);
  });

  it("points the JSDoc's links to MUI's documentation at this site's pages, and drops those it has no page for", () => {
    expect(component('material-ui', 'Dialog').slots.find((slot) => slot.name === 'transition')?.description).toContain('[Follow this guide](/material-ui/react-transitions#child-requirements)');
    // The localization guide is not among this test's pages: the link goes, its text stays.
    const noOptionsText = component('joy-ui', 'Autocomplete').props.find((prop) => prop.name === 'noOptionsText')?.description ?? '';
    expect(noOptionsText).toContain('the provided translations');
    const descriptions = JSON.stringify(data);
    // No link is left to mui.com, nor to a MUI path (theirs end in a slash; this site's never do).
    expect(descriptions).not.toMatch(/\]\(https?:\/\/(www\.)?mui\.com/);
    expect(descriptions).not.toMatch(/\]\(\/[^)\s#]*\/(#[^)\s]*)?\)/);
  });

  it('writes import lines from the package’s own folders only, never from a dependency nested inside it', () => {
    const lines = data.flatMap((section) => section.components.flatMap((c) => c.imports));
    expect(lines.filter((line) => line.includes('node_modules'))).toEqual([]);
    // Joy's StyledEngineProvider is declared in a copy of @mui/styled-engine under @mui/joy/node_modules.
    expect(component('joy-ui', 'StyledEngineProvider').imports).toEqual(["import { StyledEngineProvider } from '@mui/joy';"]);
  });

  it('lists a part two namespaces share on both tabs (Autocomplete.Input is Combobox.Input)', () => {
    expect(component('base-ui', 'Autocomplete.Input').pathname).toBe('/base-ui/react-autocomplete/components-api');
    expect(component('base-ui', 'Combobox.Input').pathname).toBe('/base-ui/react-combobox/components-api');
    const pages = pageIndex(data, guides);
    const combobox = pages.find((p) => p.pathname === '/base-ui/react-combobox/components-api');
    expect(combobox?.title).toBe('Combobox');
    expect(combobox?.names.every((name) => name.startsWith('Combobox.'))).toBe(true);
    expect(pages.find((p) => p.pathname === '/base-ui/react-autocomplete/components-api')?.names).toEqual(expect.arrayContaining(['Autocomplete.Root', 'Autocomplete.Input', 'Autocomplete.Popup']));
  });
});

describe('generator errors', () => {
  it('fails loudly when a package cannot be read', () => {
    expect(() => loadPackage(root, '@mui/not-installed')).toThrow('Cannot read the types of @mui/not-installed: node_modules/@mui/not-installed/index.d.ts does not exist. Run npm install.');
  });

  it('matches demos by component and by Base UI namespace', () => {
    expect(demosOf(guides, 'base-ui', 'Switch.Thumb')).toEqual([{ title: 'Switch', pathname: '/base-ui/react-switch' }]);
    expect(demosOf(guides, 'material-ui', 'ButtonBase')).toEqual([]);
  });
});
