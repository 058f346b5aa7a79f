import { extendTheme } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { joyThemeTree, readJoyVar, swatchColor } from './joyThemeTree';
import { nodeAt } from './themeTree';

describe('joyThemeTree', () => {
  const theme = extendTheme();

  it('puts each scheme’s palette under palette, from the installed theme', () => {
    expect(nodeAt(joyThemeTree(theme, 'light'), 'palette.mode')).toBe('light');
    expect(nodeAt(joyThemeTree(theme, 'dark'), 'palette.mode')).toBe('dark');
    expect(nodeAt(joyThemeTree(theme, 'light'), 'palette.primary.500')).toBe(theme.colorSchemes.light.palette.primary[500]);
    expect(nodeAt(joyThemeTree(theme, 'dark'), 'palette.primary.plainColor')).toBe(theme.colorSchemes.dark.palette.primary.plainColor);
  });

  it('keeps the shared tokens and leaves out the machinery', () => {
    const tree = joyThemeTree(theme, 'light') as Record<string, unknown>;
    for (const key of ['typography', 'fontSize', 'radius', 'shadow', 'zIndex', 'variants', 'breakpoints', 'focus']) expect(tree).toHaveProperty(key);
    for (const key of ['colorSchemes', 'vars', 'generateCssVars', 'components']) expect(tree).not.toHaveProperty(key);
    expect(nodeAt(tree as never, 'radius.md')).toBe(theme.radius.md);
  });

  it('names a missing scheme', () => {
    expect(() => joyThemeTree({ colorSchemes: { light: { palette: {} } } }, 'dark')).toThrow(/no "dark" colour scheme; its schemes are: light/);
  });
});

describe('readJoyVar', () => {
  it('reads the token and the innermost fallback', () => {
    expect(readJoyVar('var(--joy-fontSize-xl4, 2.25rem)')).toEqual({ token: 'fontSize.xl4', fallback: '2.25rem' });
    expect(readJoyVar('var(--joy-palette-text-primary, var(--joy-palette-neutral-800, #171A1C))')).toEqual({ token: 'palette.text.primary', fallback: '#171A1C' });
  });

  it('returns null for values that are not one var() with a fallback', () => {
    expect(readJoyVar('1.25rem')).toBeNull();
    expect(readJoyVar('var(--joy-shadowRing, 0 0 #000), 0px 1px 2px 0px rgba(var(--joy-shadowChannel, 21 21 21) / 0.08)')).toBeNull();
    expect(readJoyVar('var(--joy-radius-md)')).toBeNull();
  });

  it('gives no token for another prefix', () => {
    expect(readJoyVar('var(--brand-radius-sm, 4px)')).toEqual({ token: null, fallback: '4px' });
    expect(readJoyVar('var(--brand-radius-sm, 4px)', 'brand')).toEqual({ token: 'radius.sm', fallback: '4px' });
  });

  it('reads every typography value of the installed theme that is a reference', () => {
    const levels = Object.values(extendTheme().typography) as Array<Record<string, unknown>>;
    const refs = levels.flatMap((level) => Object.values(level)).filter((value): value is string => typeof value === 'string' && value.startsWith('var('));
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(readJoyVar(ref)?.token, ref).toMatch(/^(fontFamily|fontSize|fontWeight|lineHeight|palette)\./);
  });
});

describe('swatchColor', () => {
  it('shows colours and references that fall back to a colour, nothing else', () => {
    expect(swatchColor('#0B6BCB')).toBe('#0B6BCB');
    expect(swatchColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(swatchColor('var(--joy-palette-primary-500, #0B6BCB)')).toBe('#0B6BCB');
    expect(swatchColor('var(--joy-fontSize-md, 1rem)')).toBeNull();
    expect(swatchColor('67 147 228')).toBeNull();
  });
});
