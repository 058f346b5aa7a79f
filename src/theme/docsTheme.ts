/**
 * The MUI theme the demos render under, built from the theme state (SPEC §3, §4, §9). It shares the
 * site theme's CSS-variable setup, so the `.light` / `.dark` class on <html> picks the colour scheme.
 */
import { createTheme, type ColorSystemOptions, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { DENSE_COMPONENTS } from './denseComponents';
import { COLOR_SCHEME_SELECTOR, THEME_BORDER_RADIUS } from './siteTheme';
import { DEFAULT_THEME_STATE, type ThemeState } from './themeState';

type SchemePalette = NonNullable<ColorSystemOptions['palette']>;

export { DENSE_COMPONENTS };

/** MUI's Theme plus the CSS-variable fields that createTheme adds because `cssVariables` is on. */
export type DocsTheme = Theme & Pick<CssVarsTheme, 'colorSchemes' | 'colorSchemeSelector' | 'vars' | 'generateStyleSheets'>;

/** One scheme's palette: the overrides minus `mode`, which each scheme fixes for itself. */
function schemePalette(paletteColors: ThemeState['paletteColors']): SchemePalette {
  // A mode in the overrides would turn the dark scheme light (or the reverse); each scheme sets its own.
  const { mode: _mode, ...colors } = paletteColors;
  // The state holds plain serialisable data; MUI validates colour values when it builds the palette.
  return colors as SchemePalette;
}

/**
 * Builds the demo theme. `paletteMode` is not read here: both schemes are always built and the active
 * one follows the class on <html>, which the colour-mode setting owns.
 */
export function createDocsTheme(state: ThemeState): DocsTheme {
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes: {
      light: { palette: schemePalette(state.paletteColors) },
      dark: { palette: schemePalette(state.paletteColors) },
    },
    shape: { borderRadius: THEME_BORDER_RADIUS },
    spacing: state.spacing,
    direction: state.direction,
    components: state.dense ? DENSE_COMPONENTS : {},
  });
  // createTheme's return type does not narrow on `cssVariables` (the project does not augment
  // CssThemeVariables); the tests check these fields exist.
  return theme as DocsTheme;
}

/**
 * The `:root` and per-scheme variable blocks of a theme; by default the one every page starts with,
 * which the build serializes to a static stylesheet.
 */
export function themeStyleSheets(theme: DocsTheme = createDocsTheme(DEFAULT_THEME_STATE)): Array<Record<string, unknown>> {
  return theme.generateStyleSheets();
}
