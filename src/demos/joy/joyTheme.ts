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

/** Joy's default theme in the site's typefaces (next/font's variables on `<html>`), not a fourth font. */
export const joyDemoTheme = extendTheme({
  fontFamily: {
    body: 'var(--font-inter, Inter), var(--joy-fontFamily-fallback)',
    display: 'var(--font-inter, Inter), var(--joy-fontFamily-fallback)',
    code: 'var(--font-jetbrains-mono, ui-monospace), SFMono-Regular, monospace',
  },
});

type JoyTheme = typeof joyDemoTheme;

/** `--a: 1; --b: 2;` from Joy's `{ '--a': 1 }` objects (nested objects, which Joy does not emit for variables, are skipped). */
function declarations(css: Record<string, unknown>): string {
  return Object.entries(css)
    .filter(([name, value]) => name.startsWith('--') && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => `${name}:${String(value)};`)
    .join('');
}

/**
 * The stylesheet of a Joy theme: its scheme-independent variables (radius, shadows, typography…) and
 * the light scheme on `:root`, and on `:root.dark` (more specific, so it wins when the site is dark)
 * the dark scheme's values that differ from light.
 */
export function joyThemeCss(theme: JoyTheme = joyDemoTheme): string {
  const root = theme.generateCssVars();
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
