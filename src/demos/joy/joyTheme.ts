/**
 * The Joy UI theme of the demos and playgrounds, and its CSS variables as one static stylesheet.
 *
 * Joy's `CssVarsProvider` normally writes its variables into the page itself and marks `<html>` with
 * `data-joy-color-scheme`; here the site's display settings own `<html>` (its `.light`/`.dark` class,
 * set before the first paint). So the provider generates no stylesheet and writes no attribute, and
 * the variables come from `joyThemeCss()`: the light scheme on `:root`, the dark scheme on
 * `:root.dark`. A Joy demo is then dark in the first frame of a dark page, with no script involved, and
 * its portals (listboxes, tooltips, modals, rendered in `<body>`) get the same variables.
 */
import { extendTheme } from '@mui/joy/styles';
import joyDefaultTheme from '@mui/joy/styles/defaultTheme';
import { JOY_PALETTE_COLORS, joyBuilderThemeOptions, type JoyBuilderState } from '../../theme-tools/joyBuilder';

/** The site's typefaces (next/font's variables on `<html>`), not a fourth font. */
const JOY_DEMO_FONTS = {
  body: 'var(--font-inter, Inter), var(--joy-fontFamily-fallback)',
  display: 'var(--font-inter, Inter), var(--joy-fontFamily-fallback)',
  code: 'var(--font-jetbrains-mono, ui-monospace), SFMono-Regular, monospace',
};

/** The typefaces as the variables Joy's components read them from. */
export const JOY_DEMO_FONT_VARIABLES: Readonly<Record<string, string>> = {
  '--joy-fontFamily-body': JOY_DEMO_FONTS.body,
  '--joy-fontFamily-display': JOY_DEMO_FONTS.display,
  '--joy-fontFamily-code': JOY_DEMO_FONTS.code,
};

/**
 * Joy's default theme, the one `@mui/joy` builds for itself when its styles load. The demos' typefaces
 * reach the components only through the three `--joy-fontFamily-*` variables, which `joyThemeCss()`
 * sets; a theme of their own would cost a second `extendTheme()` on every Joy page's start-up (about
 * 15 ms in Node here, several times that on a slow phone) for the same components.
 */
export const joyDemoTheme = joyDefaultTheme;

type JoyTheme = typeof joyDemoTheme;

/** `--a: 1; --b: 2;` from Joy's `{ '--a': 1 }` objects (nested objects, which Joy does not emit for variables, are skipped). */
function declarations(css: Record<string, unknown>): string {
  return Object.entries(css)
    .filter(([name, value]) => name.startsWith('--') && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => `${name}:${String(value)};`)
    .join('');
}

/**
 * The stylesheet of a Joy theme in the site's typefaces: its scheme-independent variables (radius, shadows, typography…) and
 * the light scheme on `:root`, and on `:root.dark` (more specific, so it wins when the site is dark)
 * the dark scheme's values that differ from light.
 */
export function joyThemeCss(theme: JoyTheme = joyDemoTheme): string {
  // The site's typefaces replace the theme's own.
  const root = { css: { ...(theme.generateCssVars().css as Record<string, unknown>), ...JOY_DEMO_FONT_VARIABLES } };
  const light = theme.generateCssVars('light');
  const dark = theme.generateCssVars('dark');
  // The dark scheme repeats the colour ramps unchanged; only what differs from light is written again.
  const darkOnly = Object.fromEntries(Object.entries(dark.css).filter(([name, value]) => (light.css as Record<string, unknown>)[name] !== value));
  return `:root{${declarations(root.css)}${declarations(light.css)}}:root.dark{${declarations(darkOnly)}}`;
}

/**
 * The CSS selector Joy builds its `getColorSchemeSelector()` from is `[<attribute>="<scheme>"] &`.
 * With the attribute name `class~`, that is `[class~="dark"] &`: an ancestor with the class `dark`,
 * which is how the site marks `<html>`. Joy's colour inversion and Skeleton use it.
 */
export const JOY_SCHEME_ATTRIBUTE = 'class~';

/** localStorage keys of Joy's own mode state; apart from the site's `mui-mode`, which Joy would otherwise write. */
export const JOY_MODE_STORAGE_KEY = 'joy-demo-mode';
export const JOY_COLOR_SCHEME_STORAGE_KEY = 'joy-demo-color-scheme';

/**
 * The theme builder's colours as a stylesheet over `joyThemeCss()`: every `--joy-palette-<colour>-*`
 * variable of each changed colour (its ramp, the variant tokens that refer to it, its channels), light
 * on `:root`, dark on `.dark`, with a doubled `:root` so it wins over the base sheet wherever it is in
 * `<head>`. Null when nothing is changed.
 */
export function joyPaletteOverrideCss(state: JoyBuilderState): string | null {
  const changed = JOY_PALETTE_COLORS.filter((color) => state[color]);
  if (changed.length === 0) return null;
  const theme = extendTheme({ fontFamily: JOY_DEMO_FONTS, ...joyBuilderThemeOptions(state) });
  const ofChanged = (css: Record<string, unknown>) => Object.fromEntries(Object.entries(css).filter(([name]) => changed.some((color) => name.startsWith(`--joy-palette-${color}-`))));
  const light = ofChanged(theme.generateCssVars('light').css as Record<string, unknown>);
  const dark = ofChanged(theme.generateCssVars('dark').css as Record<string, unknown>);
  return `:root:root{${declarations(light)}}:root:root.dark{${declarations(dark)}}`;
}
