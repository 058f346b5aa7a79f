import * as joyColorsModule from '@mui/joy/colors';
import { extendTheme } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, relativeLuminance } from './color';
import { JOY_BUILDER_STORAGE_KEY, JOY_SHADES, joyBuilderCode, joyContrastPairs, resolvePaletteColor, joyBuilderThemeOptions, parseJoyBuilderState, rampFromHex, rampFromSet, serializeJoyBuilderState, type JoyBuilderState } from './joyBuilder';

// Node loads the package's CommonJS build, whose default export arrives as `default` of the namespace.
const joyColors = (joyColorsModule as unknown as { default: typeof joyColorsModule.default }).default;
const luminance = (hex: string) => relativeLuminance(parseColor(hex)!);

describe('rampFromHex', () => {
  it('keeps the chosen colour as the 500 and runs from a light tint to a dark shade', () => {
    const ramp = rampFromHex('#7B1FA2');
    expect(ramp['500']).toBe('#7b1fa2');
    const values = JOY_SHADES.map((shade) => luminance(ramp[shade]));
    for (let index = 1; index < values.length; index += 1) expect(values[index]!).toBeLessThan(values[index - 1]!);
    // 50 is a background tint dark text reads on; 900 a surface light text reads on.
    expect(contrastRatio('#171a1c', ramp['50'])).toBeGreaterThan(12);
    expect(contrastRatio('#ffffff', ramp['900'])).toBeGreaterThan(12);
  });

  it('accepts #rgb and no #, and refuses what is not hex', () => {
    expect(rampFromHex('0af')['500']).toBe('#00aaff');
    expect(() => rampFromHex('teal')).toThrow(/"teal" is not a hex colour/);
  });
});

describe('rampFromSet', () => {
  it("reads a package's set, shade by shade", () => {
    expect(rampFromSet('blue', joyColors.blue)).toEqual(Object.fromEntries(JOY_SHADES.map((shade) => [shade, joyColors.blue[shade as unknown as keyof typeof joyColors.blue].toLowerCase()])));
  });

  it('names the shade a set lacks', () => {
    expect(() => rampFromSet('short', { '50': '#ffffff' })).toThrow(/"short" has no hex value for shade 100/);
  });
});

describe('the stored result', () => {
  const state: JoyBuilderState = { primary: { choice: { kind: 'set', source: 'joy', hue: 'green' }, ramp: rampFromSet('green', joyColors.green) } };

  it('round-trips, and nothing changed removes the key', () => {
    expect(parseJoyBuilderState(serializeJoyBuilderState(state))).toEqual({ state, problems: [] });
    expect(serializeJoyBuilderState({})).toBeNull();
    expect(parseJoyBuilderState(null)).toEqual({ state: {}, problems: [] });
    expect(JOY_BUILDER_STORAGE_KEY).toBe('joy-theme-builder');
  });

  it('drops and names every entry that is not a known colour with ten #rrggbb shades', () => {
    const raw = JSON.stringify({
      ...state,
      accent: state.primary,
      danger: { choice: { kind: 'hex', hex: '#ff0000' }, ramp: { ...rampFromHex('#ff0000'), '500': 'red;}body{display:none' } },
      success: { choice: { kind: 'hex', hex: 'green' }, ramp: rampFromHex('#00ff00') },
    });
    const { state: parsed, problems } = parseJoyBuilderState(raw);
    expect(parsed).toEqual(state);
    expect(problems).toEqual([
      '"accent" is not one of primary, neutral, danger, success, warning; ignored',
      '"danger" needs a choice and ten #rrggbb shades (50–900); ignored',
      '"success" needs a choice and ten #rrggbb shades (50–900); ignored',
    ]);
  });

  it('reports storage that is not a JSON object', () => {
    expect(parseJoyBuilderState('{').problems[0]).toMatch(/not JSON/);
    expect(parseJoyBuilderState('[1]').problems[0]).toMatch(/not an object/);
  });
});

describe('the theme the builder gives', () => {
  const state: JoyBuilderState = { success: { choice: { kind: 'hex', hex: '#2e7d32' }, ramp: rampFromHex('#2e7d32') } };

  it("is what extendTheme makes of the options, in both schemes, the other colours kept", () => {
    const theme = extendTheme(joyBuilderThemeOptions(state));
    expect(theme.colorSchemes.light.palette.success[500]).toBe('#2e7d32');
    expect(theme.colorSchemes.dark.palette.success[800]).toBe(state.success!.ramp['800']);
    expect(theme.colorSchemes.light.palette.primary[500]).toBe(extendTheme().colorSchemes.light.palette.primary[500]);
  });

  it('writes code that declares each changed ramp and passes it to both schemes', () => {
    const code = joyBuilderCode(state);
    expect(code).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(code).toContain('// success: generated from #2e7d32');
    expect(code).toContain("  500: '#2e7d32',");
    expect(code).toContain('    light: { palette: { success } },');
    expect(code).toContain('    dark: { palette: { success } },');
    expect(joyBuilderCode({})).toContain('const theme = extendTheme();');
  });
});

describe('contrast of the variants', () => {
  it('follows references through the palette, so a changed ramp is what is measured', () => {
    const theme = extendTheme(joyBuilderThemeOptions({ primary: { choice: { kind: 'hex', hex: '#00897b' }, ramp: rampFromHex('#00897b') } }));
    const palette = theme.colorSchemes.light.palette as unknown as Record<string, unknown>;
    expect(resolvePaletteColor(theme.colorSchemes.light.palette.primary.solidBg, palette)).toBe('#00897b');
    expect(resolvePaletteColor('var(--joy-palette-text-primary, var(--joy-palette-neutral-800, #171A1C))', palette)).toBe(extendTheme().colorSchemes.light.palette.neutral[800]);
    expect(resolvePaletteColor('1rem', palette)).toBeNull();
  });

  it('measures every colour and variant of both default schemes, with figures from the WCAG formula', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = extendTheme().colorSchemes[scheme].palette as unknown as Record<string, unknown>;
      const pairs = joyContrastPairs(palette);
      expect(pairs).toHaveLength(20);
      for (const pair of pairs) expect(pair.ratio).toBeCloseTo(contrastRatio(pair.text, pair.background), 6);
    }
    const light = joyContrastPairs(extendTheme().colorSchemes.light.palette as unknown as Record<string, unknown>);
    const solidPrimary = light.find((pair) => pair.color === 'primary' && pair.variant === 'solid')!;
    expect(solidPrimary.text.toLowerCase()).toBe('#fff');
    expect(solidPrimary.background.toLowerCase()).toBe('#0b6bcb');
  });

  it('flags a pale ramp whose solid buttons would fail AA', () => {
    const pale = extendTheme(joyBuilderThemeOptions({ warning: { choice: { kind: 'hex', hex: '#ffee58' }, ramp: rampFromHex('#ffee58') } }));
    const pairs = joyContrastPairs(pale.colorSchemes.light.palette as unknown as Record<string, unknown>);
    expect(pairs.find((pair) => pair.color === 'warning' && pair.variant === 'solid')!.ratio).toBeLessThan(4.5);
  });
});
