/**
 * Rules of the Joy theme builder: colour ramps (from a colour set or one hex value), the stored choice
 * (parsed strictly: bad storage is reported and ignored, never applied), and the `extendTheme` code.
 * Pure, so the builder, the Joy demos that apply its result, and the tests share one definition.
 */
import { composite, contrastRatio, normalizeHex, parseColor, toHex } from './color';
import { readJoyVar } from './joyThemeTree';
import { isColorValue } from './themeTree';

export const JOY_PALETTE_COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type JoyPaletteColor = (typeof JOY_PALETTE_COLORS)[number];

export const JOY_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type JoyShade = (typeof JOY_SHADES)[number];
export type JoyRamp = Record<JoyShade, string>;

/** Where a colour's ramp comes from: a colour set of a package (`joy:blue`, `material:teal`) or one hex value. */
export type JoyColorChoice = { kind: 'set'; source: 'joy' | 'material'; hue: string } | { kind: 'hex'; hex: string };

/** The builder's result: a choice and its ramp per changed colour; colours left out keep the default. */
export type JoyBuilderState = Partial<Record<JoyPaletteColor, { choice: JoyColorChoice; ramp: JoyRamp }>>;

/** localStorage key of the applied result, read by the Joy demos on every page. */
export const JOY_BUILDER_STORAGE_KEY = 'joy-theme-builder';

/**
 * How far each shade is mixed towards white (lighter shades) or black (darker shades) from the chosen
 * colour, which is the 500. The steps are wider at the ends, as in Joy's own ramps, so 50 is a tint a
 * page background can take and 900 a shade dark surfaces can take.
 */
const MIX: Record<JoyShade, { towards: 'white' | 'black'; amount: number }> = {
  '50': { towards: 'white', amount: 0.94 },
  '100': { towards: 'white', amount: 0.86 },
  '200': { towards: 'white', amount: 0.7 },
  '300': { towards: 'white', amount: 0.48 },
  '400': { towards: 'white', amount: 0.24 },
  '500': { towards: 'white', amount: 0 },
  '600': { towards: 'black', amount: 0.18 },
  '700': { towards: 'black', amount: 0.38 },
  '800': { towards: 'black', amount: 0.62 },
  '900': { towards: 'black', amount: 0.8 },
};

/** A ten-shade ramp whose 500 is `hex` (`#rgb` or `#rrggbb`); throws on anything else. */
export function rampFromHex(hex: string): JoyRamp {
  const normalized = normalizeHex(hex);
  const base = normalized ? parseColor(normalized) : null;
  if (!normalized || !base) throw new Error(`"${hex}" is not a hex colour such as #0b6bcb.`);
  const target = (towards: 'white' | 'black') => (towards === 'white' ? 255 : 0);
  return Object.fromEntries(
    JOY_SHADES.map((shade) => {
      const { towards, amount } = MIX[shade];
      const mix = (channel: number) => channel + (target(towards) - channel) * amount;
      return [shade, shade === '500' ? normalized : toHex({ r: mix(base.r), g: mix(base.g), b: mix(base.b), a: 1 })];
    }),
  ) as JoyRamp;
}

/** The ramp of a colour set (its 50–900 shades, in lower case); throws naming the shade a set lacks. */
export function rampFromSet(name: string, set: Readonly<Record<string, string>>): JoyRamp {
  return Object.fromEntries(
    JOY_SHADES.map((shade) => {
      const value = set[shade];
      const hex = value ? normalizeHex(value) : null;
      if (!hex) throw new Error(`The colour set "${name}" has no hex value for shade ${shade}.`);
      return [shade, hex];
    }),
  ) as JoyRamp;
}

function isRamp(value: unknown): value is JoyRamp {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return JOY_SHADES.every((shade) => typeof record[shade] === 'string' && /^#[0-9a-f]{6}$/.test(record[shade] as string)) && Object.keys(record).length === JOY_SHADES.length;
}

function isChoice(value: unknown): value is JoyColorChoice {
  if (value === null || typeof value !== 'object') return false;
  const choice = value as Record<string, unknown>;
  if (choice.kind === 'hex') return typeof choice.hex === 'string' && /^#[0-9a-f]{6}$/.test(choice.hex);
  return choice.kind === 'set' && (choice.source === 'joy' || choice.source === 'material') && typeof choice.hue === 'string' && /^[a-zA-Z]{1,32}$/.test(choice.hue);
}

/**
 * The stored result, checked colour by colour: an entry that is not a known colour with a choice and a
 * full ramp of `#rrggbb` values is dropped and named in `problems` (storage is the reader's to edit, and
 * its values end up in a stylesheet, so nothing unchecked passes).
 */
export function parseJoyBuilderState(raw: string | null): { state: JoyBuilderState; problems: string[] } {
  if (raw === null || raw === '') return { state: {}, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { state: {}, problems: ['the stored value is not JSON; the default colours are used'] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { state: {}, problems: ['the stored value is not an object; the default colours are used'] };
  const state: JoyBuilderState = {};
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(data as Record<string, unknown>)) {
    if (!(JOY_PALETTE_COLORS as readonly string[]).includes(key)) {
      problems.push(`"${key}" is not one of ${JOY_PALETTE_COLORS.join(', ')}; ignored`);
      continue;
    }
    const { choice, ramp } = (entry ?? {}) as { choice?: unknown; ramp?: unknown };
    if (!isChoice(choice) || !isRamp(ramp)) {
      problems.push(`"${key}" needs a choice and ten #rrggbb shades (50–900); ignored`);
      continue;
    }
    state[key as JoyPaletteColor] = { choice, ramp };
  }
  return { state, problems };
}

/** The state as stored; null when nothing is changed (the key is then removed). */
export function serializeJoyBuilderState(state: JoyBuilderState): string | null {
  return Object.keys(state).length === 0 ? null : JSON.stringify(state);
}

/** The `colorSchemes` options that give both schemes the chosen ramps. */
export function joyBuilderThemeOptions(state: JoyBuilderState): { colorSchemes: Record<'light' | 'dark', { palette: Partial<Record<JoyPaletteColor, JoyRamp>> }> } {
  const palette = Object.fromEntries(JOY_PALETTE_COLORS.flatMap((color) => (state[color] ? [[color, { ...state[color].ramp }]] : []))) as Partial<Record<JoyPaletteColor, JoyRamp>>;
  return { colorSchemes: { light: { palette: { ...palette } }, dark: { palette: { ...palette } } } };
}

function describeChoice(choice: JoyColorChoice): string {
  if (choice.kind === 'hex') return `generated from ${choice.hex}`;
  return `${choice.source === 'joy' ? '@mui/joy/colors' : '@mui/material/colors'} ${choice.hue}`;
}

/** The theme file for the state, ready to paste: each changed ramp written out, used by both colour schemes. */
export function joyBuilderCode(state: JoyBuilderState): string {
  const changed = JOY_PALETTE_COLORS.filter((color) => state[color]);
  const lines = ["import { extendTheme } from '@mui/joy/styles';", ''];
  for (const color of changed) {
    const entry = state[color]!;
    lines.push(`// ${color}: ${describeChoice(entry.choice)}`);
    lines.push(`const ${color} = {`);
    for (const shade of JOY_SHADES) lines.push(`  ${shade}: '${entry.ramp[shade]}',`);
    lines.push('};', '');
  }
  if (changed.length === 0) {
    lines.push('// Nothing changed yet: this is the default theme.', 'const theme = extendTheme();');
  } else {
    const palette = `{ ${changed.join(', ')} }`;
    lines.push('const theme = extendTheme({', '  colorSchemes: {', `    light: { palette: ${palette} },`, `    dark: { palette: ${palette} },`, '  },', '});');
  }
  lines.push('', 'export default theme;', '');
  return lines.join('\n');
}

type Palette = Readonly<Record<string, unknown>>;

/**
 * A palette value as a colour: Joy's tokens refer to other palette entries (`solidBg` is
 * `var(--joy-palette-primary-500, …)`), and a reference's fallback is Joy's default, not the changed
 * ramp, so references are followed through `palette` itself. Null when the value is not a colour.
 */
export function resolvePaletteColor(value: unknown, palette: Palette, depth = 0): string | null {
  if (typeof value !== 'string' || depth > 8) return null;
  if (isColorValue(value)) return value;
  const reference = readJoyVar(value);
  if (!reference) return null;
  const path = reference.token?.startsWith('palette.') ? reference.token.slice('palette.'.length).split('.') : null;
  let node: unknown = palette;
  for (const key of path ?? []) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const resolved = path ? resolvePaletteColor(node, palette, depth + 1) : null;
  return resolved ?? (isColorValue(reference.fallback) ? reference.fallback : null);
}

export const JOY_VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;
export type JoyVariant = (typeof JOY_VARIANTS)[number];

/** One text-on-background pair of a variant, with its WCAG ratio. */
export interface JoyContrastPair {
  color: JoyPaletteColor;
  variant: JoyVariant;
  text: string;
  background: string;
  ratio: number;
}

/**
 * The text/background pairs a reader sees for every colour and variant of a scheme's palette: a solid
 * or soft surface with its own text colour, and outlined or plain text on the page's surface.
 */
export function joyContrastPairs(palette: Palette): JoyContrastPair[] {
  const surface = resolvePaletteColor((palette.background as Palette | undefined)?.surface, palette) ?? '#ffffff';
  const pairs: JoyContrastPair[] = [];
  for (const color of JOY_PALETTE_COLORS) {
    const tokens = (palette[color] ?? {}) as Palette;
    for (const variant of JOY_VARIANTS) {
      const text = resolvePaletteColor(tokens[`${variant}Color`], palette);
      const ownBackground = variant === 'solid' || variant === 'soft' ? resolvePaletteColor(tokens[`${variant}Bg`], palette) : surface;
      if (!text || !ownBackground) continue;
      // A translucent surface is seen over the page's surface.
      const background = parseColor(ownBackground)?.a === 1 ? ownBackground : toHex(composite(parseColor(ownBackground)!, parseColor(surface)!));
      pairs.push({ color, variant, text, background, ratio: contrastRatio(text, background) });
    }
  }
  return pairs;
}
