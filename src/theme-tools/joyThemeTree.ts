/**
 * Joy UI's theme as the viewer and value tables show it. Pure: the caller passes the theme object, so
 * the rules are unit-tested with the installed `extendTheme()` and the browser part never imports Joy.
 */
import { isColorValue, toThemeTree, type ThemeNode } from './themeTree';

export type JoyScheme = 'light' | 'dark';

/** Keys of a Joy theme that are machinery (generators, the variable references, internal overrides), not tokens. */
const MACHINERY = new Set(['colorSchemes', 'vars', 'generateCssVars', 'shouldSkipGeneratingVar', 'components', 'getColorSchemeSelector', 'applyStyles']);

/** A Joy theme seen in one colour scheme: the scheme's palette under `palette`, beside the tokens every scheme shares. */
export function joyThemeTree(theme: object, scheme: JoyScheme): ThemeNode {
  const { colorSchemes } = theme as { colorSchemes?: Partial<Record<JoyScheme, { palette?: unknown }>> };
  const palette = colorSchemes?.[scheme]?.palette;
  if (!palette) throw new Error(`This Joy theme has no "${scheme}" colour scheme; its schemes are: ${Object.keys(colorSchemes ?? {}).join(', ') || 'none'}`);
  const tokens = Object.fromEntries(Object.entries(theme).filter(([key]) => !MACHINERY.has(key)));
  return toThemeTree({ ...tokens, palette });
}

/** `var(--joy-fontSize-xl, 1.25rem)` read as the token it names and the value it falls back to. */
export interface JoyVarReference {
  /** The token path in the theme, `fontSize.xl` (null when the variable is not one of the prefix's). */
  token: string | null;
  /** The fallback, `1.25rem`: the default theme's value, which a page without Joy's variables shows. */
  fallback: string;
}

/** The index of the `)` closing the `(` at `open`, or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/**
 * Reads a Joy variable reference. Joy names a token's variable by joining its path with `-` under the
 * prefix (`fontSize.xl` → `--joy-fontSize-xl`; `palette.primary.500` → `--joy-palette-primary-500`);
 * nested references are followed to their innermost fallback. Null for a value that is not one `var()`
 * with a fallback (a shadow, which is a list of several, or a plain value).
 */
export function readJoyVar(value: string, prefix = 'joy'): JoyVarReference | null {
  const text = value.trim();
  if (!text.startsWith('var(--') || closingParen(text, 3) !== text.length - 1) return null;
  const body = text.slice(4, -1);
  const comma = body.indexOf(',');
  if (comma < 0) return null;
  const name = body.slice(2, comma).trim();
  const fallbackText = body.slice(comma + 1).trim();
  const token = name.startsWith(`${prefix}-`) ? name.slice(prefix.length + 1).replace(/-/g, '.') : null;
  const inner = readJoyVar(fallbackText, prefix);
  return { token, fallback: inner ? inner.fallback : fallbackText };
}

/** The colour a value shows as a swatch: a colour itself, or a variable reference falling back to one (Joy's tokens). */
export function swatchColor(value: string): string | null {
  if (isColorValue(value)) return value;
  const reference = readJoyVar(value);
  return reference && isColorValue(reference.fallback) ? reference.fallback : null;
}
