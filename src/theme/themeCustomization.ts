/**
 * The reader's theme customization: what the colour and density tools change for every demo of the
 * site, kept in localStorage. Pure rules here (parsing what was stored, applying the theme reducer's
 * actions, printing the theme code); the browser store is `themeCustomizationStore.ts`.
 *
 * Density's on/off switch is the display setting `dense` (one owner: the settings drawer shows the same
 * switch), so an action is applied to the stored fields and that setting together.
 */
import { DEFAULT_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './themeState';

/** The localStorage key of the customization (spacing and palette colours). */
export const THEME_CUSTOMIZATION_KEY = 'docs-theme-customization';

/** The palette entries the colour tool sets; each is `{ main: '#rrggbb' }`. */
export const CUSTOMIZABLE_COLORS = ['primary', 'secondary'] as const;
export type CustomizableColor = (typeof CUSTOMIZABLE_COLORS)[number];

export type PaletteColors = Partial<Record<CustomizableColor, { main: string }>>;

/** The stored part of the theme state. */
export interface ThemeCustomization {
  spacing: number;
  paletteColors: PaletteColors;
}

export const DEFAULT_CUSTOMIZATION: ThemeCustomization = Object.freeze({
  spacing: DEFAULT_THEME_STATE.spacing,
  paletteColors: Object.freeze({}),
});

/** Largest spacing the tools offer: beyond it demos no longer fit their frames. */
export const MAX_SPACING = 16;

const HEX = /^#[0-9a-f]{6}$/i;

/** What was stored, checked field by field: a bad field falls back to its default and is reported. */
export function parseCustomization(raw: string | null): { customization: ThemeCustomization; problems: string[] } {
  if (raw === null) return { customization: DEFAULT_CUSTOMIZATION, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { customization: DEFAULT_CUSTOMIZATION, problems: [`${THEME_CUSTOMIZATION_KEY} is not JSON; the default theme is used.`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { customization: DEFAULT_CUSTOMIZATION, problems: [`${THEME_CUSTOMIZATION_KEY} is not an object; the default theme is used.`] };
  }
  const record = data as Record<string, unknown>;
  const problems: string[] = [];
  let spacing = DEFAULT_CUSTOMIZATION.spacing;
  if (record.spacing !== undefined) {
    if (typeof record.spacing === 'number' && Number.isInteger(record.spacing) && record.spacing >= 1 && record.spacing <= MAX_SPACING) spacing = record.spacing;
    else problems.push(`spacing must be a whole number from 1 to ${MAX_SPACING}, not ${JSON.stringify(record.spacing)}; 8 is used.`);
  }
  const paletteColors: PaletteColors = {};
  const storedColors = record.paletteColors;
  if (storedColors !== undefined && (storedColors === null || typeof storedColors !== 'object' || Array.isArray(storedColors))) {
    problems.push('paletteColors must be an object; the default colours are used.');
  } else if (storedColors) {
    for (const [name, value] of Object.entries(storedColors as Record<string, unknown>)) {
      const main = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).main : undefined;
      if (!(CUSTOMIZABLE_COLORS as readonly string[]).includes(name)) problems.push(`paletteColors.${name} is not a colour the tools set; ignored.`);
      else if (typeof main !== 'string' || !HEX.test(main)) problems.push(`paletteColors.${name}.main must be a #rrggbb colour, not ${JSON.stringify(main)}; ignored.`);
      else paletteColors[name as CustomizableColor] = { main: main.toLowerCase() };
    }
  }
  return { customization: { spacing, paletteColors }, problems };
}

/** The customization as stored; the defaults are stored as nothing (the caller removes the key). */
export function serializeCustomization(customization: ThemeCustomization): string | null {
  if (isDefaultCustomization(customization)) return null;
  return JSON.stringify(customization);
}

export function isDefaultCustomization(customization: ThemeCustomization): boolean {
  return customization.spacing === DEFAULT_CUSTOMIZATION.spacing && Object.keys(customization.paletteColors).length === 0;
}

/** The whole theme state the tools act on: the stored fields plus the density setting. */
export function toThemeState(customization: ThemeCustomization, dense: boolean): ThemeState {
  return { ...DEFAULT_THEME_STATE, dense, spacing: customization.spacing, paletteColors: customization.paletteColors };
}

/**
 * Applies a theme action with the theme reducer and splits the result again. Palette colours the tools
 * cannot set are dropped, and spacing is rounded and capped at MAX_SPACING, so what is stored always parses back.
 */
export function applyThemeAction(customization: ThemeCustomization, dense: boolean, action: ThemeAction): { customization: ThemeCustomization; dense: boolean } {
  const before = toThemeState(customization, dense);
  const after = themeReducer(before, action);
  if (after === before) return { customization, dense };
  const { customization: next } = parseCustomization(JSON.stringify({ spacing: Math.round(Math.min(after.spacing, MAX_SPACING)), paletteColors: after.paletteColors }));
  const same = next.spacing === customization.spacing && JSON.stringify(next.paletteColors) === JSON.stringify(customization.paletteColors);
  return { customization: same ? customization : next, dense: after.dense };
}
