/**
 * How `@mui/icons-material` names its icons: one module per icon and theme, the theme a suffix of
 * the base name (`Delete`, `DeleteOutlined`, `DeleteRounded`, `DeleteTwoTone`, `DeleteSharp`).
 * Shared by the build (scripts/iconFinderData.ts) and the finder in the browser.
 */

/** The five themes, in the order the finder offers them. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/** Each theme's module-name suffix; Filled has none. */
export const THEME_SUFFIX: Readonly<Record<IconTheme, string>> = { Filled: '', Outlined: 'Outlined', Rounded: 'Rounded', TwoTone: 'TwoTone', Sharp: 'Sharp' };

/** True when `value` is one of the five theme names. */
export function isIconTheme(value: string): value is IconTheme {
  return (ICON_THEMES as readonly string[]).includes(value);
}

/**
 * The base name and theme of a module name. A suffix counts as a theme only when `hasModule` says the
 * base has another theme too, so that an icon whose own name ends in one of the words stays whole.
 */
export function splitIconName(moduleName: string, hasModule: (name: string) => boolean): { base: string; theme: IconTheme } {
  for (const theme of ICON_THEMES) {
    const suffix = THEME_SUFFIX[theme];
    if (!suffix || !moduleName.endsWith(suffix) || moduleName.length === suffix.length) continue;
    const base = moduleName.slice(0, -suffix.length);
    const siblings = ICON_THEMES.filter((other) => other !== theme).map((other) => base + THEME_SUFFIX[other]);
    if (siblings.some(hasModule)) return { base, theme };
  }
  return { base: moduleName, theme: 'Filled' };
}

/** The module (and import path) of an icon in a theme: `Delete` in Outlined → `DeleteOutlined`. */
export function moduleNameOf(base: string, theme: IconTheme): string {
  return base + THEME_SUFFIX[theme];
}

/** The words of a CamelCase name, lower case: `AccessAlarm` → access, alarm; `Wifi3Bar` → wifi, 3, bar; `HDRAuto` → hdr, auto. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
}

/** Which themes a base name has, as a bit mask over ICON_THEMES (bit 0 Filled … bit 4 Sharp). */
export function themeMask(themes: Iterable<IconTheme>): number {
  let mask = 0;
  for (const theme of themes) mask |= 1 << ICON_THEMES.indexOf(theme);
  return mask;
}

/** The themes of a mask, in ICON_THEMES order. */
export function themesOfMask(mask: number): IconTheme[] {
  return ICON_THEMES.filter((_, index) => (mask & (1 << index)) !== 0);
}

/** Icons per data file: the finder fetches the markup of a result 120 base names at a time. */
export const ICON_CHUNK_SIZE = 120;

/** The data file holding a base name's markup in a theme, by the base name's place in the index. */
export function chunkUrl(theme: IconTheme, baseIndex: number): string {
  return `/static/icons/${theme.toLowerCase()}/${Math.floor(baseIndex / ICON_CHUNK_SIZE)}.json`;
}

/** Where the finder's index (the names and their themes) is served. */
export const ICON_INDEX_URL = '/static/icons/index.json';

/** The index: every base name (sorted) with the mask of its themes, and the package's icon count. */
export interface IconIndex {
  version: string;
  /** Modules the package exports: every icon in every theme it has. */
  count: number;
  names: [base: string, mask: number][];
  /** Words for an icon beyond its name's (src/icon-finder/synonyms.ts), by base name. */
  synonyms: Record<string, string>;
}
