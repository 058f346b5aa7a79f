/**
 * The site's MUI theme: CSS variables with class-based colour schemes (`.light` / `.dark` on <html>),
 * border radius 12 and spacing 8 (SPEC §9). Server components read its variables from the static
 * stylesheet generated from it; demo islands mount it with a ThemeProvider.
 */
import { createTheme } from '@mui/material/styles';

export const THEME_BORDER_RADIUS = 12;
export const THEME_SPACING = 8;
export const COLOR_SCHEME_SELECTOR = 'class';

/** Builds the theme; `spacing` comes from the theme state at runtime. */
export function createSiteTheme(spacing: number = THEME_SPACING) {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes: { light: true, dark: true },
    shape: { borderRadius: THEME_BORDER_RADIUS },
    spacing,
  });
}

/** The `:root` and per-scheme variable blocks of the theme (present because `cssVariables` is on). */
export function themeStyleSheets(theme = createSiteTheme()): Array<Record<string, unknown>> {
  // createTheme's return type does not narrow on `cssVariables`, so the CSS-variables API is checked here.
  const withVars = theme as typeof theme & { generateStyleSheets?: () => Array<Record<string, unknown>> };
  if (typeof withVars.generateStyleSheets !== 'function') {
    throw new Error('The site theme has no generateStyleSheets(): it must be created with cssVariables enabled.');
  }
  return withVars.generateStyleSheets();
}
