import { describe, expect, it } from 'vitest';
import { themeStyleSheets } from './docsTheme';
import { styleSheetsToCss } from './themeCss';

describe('styleSheetsToCss', () => {
  it('writes custom properties as they are and kebab-cases others', () => {
    expect(styleSheetsToCss([{ ':root': { '--a-b': '1px', colorScheme: 'light', nested: { x: 1 } } }])).toBe(':root{--a-b:1px;color-scheme:light;}');
  });

  it('holds the spec theme constants and both colour schemes of the real theme', () => {
    const css = styleSheetsToCss(themeStyleSheets());
    expect(css).toContain('--mui-shape-borderRadius:12px;');
    expect(css).toContain('--mui-spacing:8px;');
    expect(css).toMatch(/:root, \.light\{color-scheme:light;/);
    expect(css).toMatch(/\.dark\{color-scheme:dark;/);
  });
});
