/**
 * Colour rules of the colour tool: parsing, WCAG contrast, and the theme code for a choice. Pure, so the
 * numbers the tool shows are unit-tested; the tool itself is a thin shell over these.
 */

/** WCAG 2 level AA for normal text (SC 1.4.3). */
export const WCAG_AA_NORMAL_TEXT = 4.5;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb`, `rgb()` or `rgba()` to channels (0–255, alpha 0–1); null for anything else. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return { r: parseInt(short[1]! + short[1]!, 16), g: parseInt(short[2]! + short[2]!, 16), b: parseInt(short[3]! + short[3]!, 16), a: 1 };
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) return { r: parseInt(long[1]!, 16), g: parseInt(long[2]!, 16), b: parseInt(long[3]!, 16), a: 1 };
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(text);
  if (functional) {
    const channels = [functional[1], functional[2], functional[3]].map(Number);
    const alpha = functional[4] === undefined ? 1 : Math.min(1, Number(functional[4]));
    // `[\d.]+` also matches `1.2.3` and `.`, which are not numbers.
    if (channels.some((channel) => !Number.isFinite(channel) || channel > 255) || Number.isNaN(alpha)) return null;
    return { r: channels[0]!, g: channels[1]!, b: channels[2]!, a: alpha };
  }
  return null;
}

/** A typed hex value normalised to `#rrggbb` (accepts `#rgb` and a missing `#`); null when it is not hex. */
export function normalizeHex(value: string): string | null {
  const text = value.trim().replace(/^#?/, '#').toLowerCase();
  const parsed = /^#[0-9a-f]{3}$|^#[0-9a-f]{6}$/.test(text) ? parseColor(text) : null;
  return parsed ? toHex(parsed) : null;
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` painted over an opaque `bottom` (alpha compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio (1–21) of `foreground` on `background`; a translucent foreground (MUI's dark text
 * is `rgba(0, 0, 0, 0.87)`) is first painted over the background, as the browser would.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const fore = parseColor(foreground);
  if (!back || !fore) throw new Error(`Cannot compute contrast of "${foreground}" on "${background}": use #rrggbb or rgb()/rgba().`);
  const opaqueBack = back.a < 1 ? composite(back, { r: 255, g: 255, b: 255, a: 1 }) : back;
  const lighter = relativeLuminance(composite(fore, opaqueBack));
  const darker = relativeLuminance(opaqueBack);
  const [high, low] = lighter > darker ? [lighter, darker] : [darker, lighter];
  return (high + 0.05) / (low + 0.05);
}

/** The ratio as shown to readers: two decimals, truncated so 4.499 never reads as passing. */
export function formatRatio(ratio: number): string {
  // toPrecision drops binary noise first: 4.6 * 100 is 459.99999999999994, which must not floor to 4.59.
  return `${(Math.floor(Number((ratio * 100).toPrecision(12))) / 100).toFixed(2)}:1`;
}

/** A chosen colour: a shade of one of the package's colour sets, or a typed hex value. */
export type ColorChoice = { kind: 'set'; hue: string; shade: string; hex: string } | { kind: 'hex'; hex: string };

/** The `createTheme` call for the chosen primary and secondary colours, ready to paste. */
export function colorThemeCode(choices: { primary: ColorChoice; secondary: ColorChoice }): string {
  const hues = [...new Set([choices.primary, choices.secondary].flatMap((choice) => (choice.kind === 'set' ? [choice.hue] : [])))];
  const value = (choice: ColorChoice) => (choice.kind === 'set' ? `${choice.hue}[${/^\d+$/.test(choice.shade) ? choice.shade : `'${choice.shade}'`}]` : `'${choice.hex}'`);
  const lines = ["import { createTheme } from '@mui/material/styles';"];
  if (hues.length > 0) lines.push(`import { ${hues.join(', ')} } from '@mui/material/colors';`);
  lines.push(
    '',
    'const theme = createTheme({',
    '  palette: {',
    `    primary: { main: ${value(choices.primary)} },`,
    `    secondary: { main: ${value(choices.secondary)} },`,
    '  },',
    '});',
    '',
    'export default theme;',
    '',
  );
  return lines.join('\n');
}
