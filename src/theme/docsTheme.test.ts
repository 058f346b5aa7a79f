import { describe, expect, it } from 'vitest';
import { createDocsTheme, DENSE_COMPONENTS, themeStyleSheets, type DocsTheme } from './docsTheme';
import { COLOR_SCHEME_SELECTOR } from './siteTheme';
import { DEFAULT_THEME_STATE, type ThemeState } from './themeState';

const state = (patch: Partial<ThemeState> = {}): ThemeState => ({ ...DEFAULT_THEME_STATE, ...patch });

/** The value of a custom property in the theme's `:root` block. */
function rootVariable(theme: DocsTheme, name: string): unknown {
  const root = themeStyleSheets(theme).find((sheet) => Object.keys(sheet).some((selector) => selector.startsWith(':root')));
  const block = Object.values(root ?? {})[0] as Record<string, unknown> | undefined;
  return block?.[name];
}

describe('createDocsTheme', () => {
  it.each([8, 5, 12])('uses spacing %i: theme.spacing() refers to --mui-spacing, which holds it', (spacing) => {
    const theme = createDocsTheme(state({ spacing }));
    // With cssVariables on, MUI's spacing() emits a var() with the px value as fallback, not bare px.
    expect(theme.spacing(2)).toBe(`calc(2 * var(--mui-spacing, ${spacing}px))`);
    expect(rootVariable(theme, '--mui-spacing')).toBe(`${spacing}px`);
  });

  it('has border radius 12 and the site colour-scheme setup', () => {
    const theme = createDocsTheme(DEFAULT_THEME_STATE);
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.colorSchemeSelector).toBe(COLOR_SCHEME_SELECTOR);
    const selectors = themeStyleSheets(theme).flatMap((sheet) => Object.keys(sheet));
    expect(selectors).toEqual(expect.arrayContaining([':root, .light', '.dark']));
    expect(Object.keys(theme.colorSchemes ?? {}).sort()).toEqual(['dark', 'light']);
  });

  it.each(['ltr', 'rtl'] as const)('takes direction %s from the state', (direction) => {
    expect(createDocsTheme(state({ direction })).direction).toBe(direction);
  });

  it('applies palette overrides to both colour schemes', () => {
    const theme = createDocsTheme(state({ paletteColors: { primary: { main: '#ff0000' }, secondary: { main: '#00ff00' }, error: { main: '#0000ff' } } }));
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes?.[scheme]?.palette;
      expect(palette?.mode).toBe(scheme);
      expect(palette?.primary.main).toBe('#ff0000');
      expect(palette?.secondary.main).toBe('#00ff00');
      expect(palette?.error.main).toBe('#0000ff');
    }
    // theme.palette is the default (light) scheme's palette; components read the variables.
    expect(theme.palette.primary.main).toBe('#ff0000');
    expect(theme.vars?.palette.primary.main).toBe('var(--mui-palette-primary-main, #ff0000)');
  });

  it('keeps MUI defaults without overrides', () => {
    const theme = createDocsTheme(DEFAULT_THEME_STATE);
    expect(theme.colorSchemes?.light?.palette.primary.main).toBe('#1976d2');
    expect(theme.colorSchemes?.dark?.palette.primary.main).toBe('#90caf9');
  });

  it('ignores a `mode` in the palette overrides, so the dark scheme stays dark', () => {
    const theme = createDocsTheme(state({ paletteColors: { mode: 'light', primary: { main: '#ff0000' } } }));
    expect(theme.colorSchemes?.dark?.palette.mode).toBe('dark');
    expect(theme.colorSchemes?.dark?.palette.background.default).toBe('#121212');
  });

  it('does not write into the state it is built from', () => {
    // Frozen all the way down: a write into the overrides throws in strict-mode module code.
    const paletteColors = Object.freeze({
      primary: Object.freeze({ main: '#ff0000' }),
      background: Object.freeze({ default: '#fafafa' }),
      text: Object.freeze({ primary: '#111111' }),
    });
    expect(() => createDocsTheme(state({ paletteColors }))).not.toThrow();
    expect(paletteColors).toEqual({ primary: { main: '#ff0000' }, background: { default: '#fafafa' }, text: { primary: '#111111' } });
  });

  it('sets the dense component defaults when dense', () => {
    const components = createDocsTheme(state({ dense: true })).components ?? {};
    expect(components).toMatchObject(DENSE_COMPONENTS);
    expect(components.MuiButton?.defaultProps?.size).toBe('small');
    expect(components.MuiIconButton?.defaultProps?.size).toBe('small');
    expect(components.MuiFab?.defaultProps?.size).toBe('small');
    expect(components.MuiTable?.defaultProps?.size).toBe('small');
    expect(components.MuiTextField?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiFormControl?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiInputBase?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiFilledInput?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiOutlinedInput?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiInputLabel?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiFormHelperText?.defaultProps).toEqual({ margin: 'dense' });
    expect(components.MuiListItem?.defaultProps?.dense).toBe(true);
    expect(components.MuiToolbar?.defaultProps?.variant).toBe('dense');
  });

  it('sets no component defaults when not dense', () => {
    const components = createDocsTheme(DEFAULT_THEME_STATE).components ?? {};
    for (const name of Object.keys(DENSE_COMPONENTS)) {
      expect(components).not.toHaveProperty(name);
    }
  });
});
