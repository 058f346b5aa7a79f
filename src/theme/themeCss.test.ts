import { describe, expect, it } from 'vitest';
import { themeStyleSheets } from './docsTheme';
import { scopeStyleSheets, styleSheetsToCss } from './themeCss';

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

describe('scopeStyleSheets', () => {
  it('moves :root blocks onto the scope and keeps the scheme class as its ancestor', () => {
    const scoped = scopeStyleSheets([{ ':root': { '--a': '1' } }, { ':root, .light': { '--b': '2' } }, { '.dark': { '--b': '3' } }], '[data-x="1"]');
    expect(styleSheetsToCss(scoped)).toBe('[data-x="1"]{--a:1;}\n[data-x="1"], .light [data-x="1"]{--b:2;}\n.dark [data-x="1"]{--b:3;}');
  });

  it('leaves no :root selector in the real theme’s sheets', () => {
    expect(styleSheetsToCss(scopeStyleSheets(themeStyleSheets(), '.demo'))).not.toContain(':root');
  });
});
