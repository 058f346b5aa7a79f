import { extendTheme } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { rampFromHex } from '../../theme-tools/joyBuilder';
import { JOY_DEMO_FONT_VARIABLES, joyDemoTheme, joyPaletteOverrideCss, joyThemeCss } from './joyTheme';

/** The declarations of one rule of the stylesheet, by selector. */
function rule(css: string, selector: string): Map<string, string> {
  const match = new RegExp(`(?:^|})${selector.replace(/[.:]/g, '\\$&')}\\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`no ${selector} rule in the stylesheet`);
  return new Map(
    match[1]
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)] as [string, string];
      }),
  );
}

describe('the Joy stylesheet of the demos', () => {
  const css = joyThemeCss();
  const light = rule(css, ':root');
  const dark = rule(css, ':root.dark');

  it('has exactly two rules: light on :root, dark on :root.dark (the class the site sets on <html>)', () => {
    expect(css.match(/\{/g)).toHaveLength(2);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('}:root.dark{');
  });

  it("puts every variable of Joy's theme and light scheme on :root", () => {
    const expected = { ...joyDemoTheme.generateCssVars().css, ...JOY_DEMO_FONT_VARIABLES, ...joyDemoTheme.generateCssVars('light').css } as Record<string, unknown>;
    for (const [name, value] of Object.entries(expected)) expect(light.get(name), name).toBe(String(value));
    expect(light.get('--joy-palette-text-primary')).toBe('var(--joy-palette-neutral-800, #171A1C)');
  });

  it('overrides on :root.dark exactly the dark values that differ from light', () => {
    const darkCss = joyDemoTheme.generateCssVars('dark').css as Record<string, unknown>;
    for (const [name, value] of Object.entries(darkCss)) {
      if (light.get(name) === String(value)) expect(dark.has(name), name).toBe(false);
      else expect(dark.get(name), name).toBe(String(value));
    }
    expect(dark.get('--joy-palette-text-primary')).toBe('var(--joy-palette-neutral-100, #F0F4F8)');
    expect(dark.get('--joy-palette-background-body')).toBeDefined();
  });

  it("sets the site's typefaces instead of Joy's Inter declaration, each variable once", () => {
    expect(light.get('--joy-fontFamily-body')).toContain('var(--font-inter');
    expect(light.get('--joy-fontFamily-display')).toContain('var(--font-inter');
    expect(light.get('--joy-fontFamily-code')).toContain('var(--font-jetbrains-mono');
    expect(css.match(/--joy-fontFamily-body:/g)).toHaveLength(1);
  });

  it('is built on the theme Joy makes for itself, so a page builds no second Joy theme', async () => {
    const { default: joyDefaultTheme } = await import('@mui/joy/styles/defaultTheme');
    expect(joyDemoTheme).toBe(joyDefaultTheme);
  });

  it('follows a customised theme', () => {
    const custom = joyThemeCss(extendTheme({ colorSchemes: { dark: { palette: { background: { body: '#000' } } } } }));
    expect(rule(custom, ':root.dark').get('--joy-palette-background-body')).toBe('#000');
  });
});

describe("the theme builder's stylesheet over the demos' variables", () => {
  const teal = rampFromHex('#00897b');

  it('is null when no colour is changed', () => {
    expect(joyPaletteOverrideCss({})).toBeNull();
  });

  it('sets the changed ramp, the variant tokens that use it and its channels, in both schemes, and nothing else', () => {
    const css = joyPaletteOverrideCss({ primary: { choice: { kind: 'hex', hex: '#00897b' }, ramp: teal } })!;
    expect(css.startsWith(':root:root{')).toBe(true);
    const light = rule(css, ':root:root');
    const dark = rule(css, ':root:root.dark');
    expect(light.get('--joy-palette-primary-500')).toBe('#00897b');
    expect(dark.get('--joy-palette-primary-500')).toBe('#00897b');
    // Variant tokens refer to the ramp's variables, so they follow it (their fallbacks are Joy's defaults).
    expect(light.get('--joy-palette-primary-solidBg')).toMatch(/^var\(--joy-palette-primary-500, /);
    expect(light.get('--joy-palette-primary-mainChannel')).toMatch(/^\d+ \d+ \d+$/);
    expect(light.get('--joy-palette-primary-mainChannel')).not.toBe(rule(joyThemeCss(), ':root').get('--joy-palette-primary-mainChannel'));
    // Dark keeps the dark scheme's own mapping (plain text on a dark page reads a light shade).
    expect(dark.get('--joy-palette-primary-plainColor')).toMatch(/^var\(--joy-palette-primary-300, /);
    expect(dark.get('--joy-palette-primary-300')).toBe(teal['300']);
    for (const name of [...light.keys(), ...dark.keys()]) expect(name).toMatch(/^--joy-palette-primary-/);
  });

  it('wins over the base stylesheet by specificity, not by order', () => {
    const css = joyPaletteOverrideCss({ danger: { choice: { kind: 'set', source: 'material', hue: 'pink' }, ramp: rampFromHex('#e91e63') } })!;
    expect(css).toMatch(/^:root:root\{[^}]+\}:root:root\.dark\{[^}]+\}$/);
  });
});
