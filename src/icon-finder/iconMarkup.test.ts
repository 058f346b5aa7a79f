import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconMarkup, iconTree } from './iconMarkup';

const moduleSource = (name: string) => readFileSync(path.join(process.cwd(), 'node_modules/@mui/icons-material', `${name}.mjs`), 'utf8');
const markupOf = (name: string) => iconMarkup(iconTree(moduleSource(name), name));

describe('icon markup from the installed package', () => {
  it('draws a one-path icon', () => {
    expect(markupOf('Delete')).toMatch(/^<path d="M6 19c0 1\.1[^"]+"\/>$/);
  });

  it('keeps a two-tone icon’s faded layer', () => {
    const markup = markupOf('DeleteTwoTone');
    expect(markup.match(/<path /g)).toHaveLength(2);
    expect(markup).toContain('opacity=".3"');
  });

  it('writes fragments as their children and React’s camelCase props as SVG attributes', () => {
    const markup = markupOf('Battery20');
    expect(markup).not.toContain('fragment');
    expect(markup).toContain('fill-opacity=".3"');
  });

  it('keeps groups with their attributes', () => {
    expect(markupOf('AdminPanelSettingsOutlined')).toMatch(/^<g fill-rule="evenodd"><circle cx="17" cy="15\.5" r="1\.12"\/><path /);
  });

  it('draws a <use> as a copy of its <defs> shape, writing no id', () => {
    const markup = markupOf('MedicationLiquidTwoTone');
    expect(markup).not.toMatch(/ id=|<defs|<use|href=/);
    expect(markup).toContain('<path d="M4 8h10v11H4z" opacity=".3"/>');
  });

  it('refuses a module that is not an icon, naming it', () => {
    expect(() => iconTree('export default 1;', 'Nope')).toThrowError(/@mui\/icons-material\/Nope/);
  });
});
