/**
 * The sx properties of one MUI System style function (`borders`, `spacing`, …), read from the
 * installed @mui/system: which props it accepts (its `filterProps`), which theme key each maps to
 * (`unstable_defaultSxConfig`), and what CSS one sample value produces when run through the real sx
 * function with the default theme. Pure over its inputs, so it can be tested with a fake config.
 */

/** The style functions a Style utilities page documents, by the export name in @mui/system. */
export const SYSTEM_GROUPS = ['borders', 'display', 'flexbox', 'grid', 'palette', 'positions', 'shadows', 'sizing', 'spacing', 'typography'] as const;
export type SystemGroup = (typeof SYSTEM_GROUPS)[number];

export interface SxPropConfig {
  themeKey?: string;
  cssProperty?: string | false;
}

export interface SystemPropertyRow {
  /** The sx key (`p`, `borderColor`). */
  prop: string;
  /** The CSS the sample produced, one `property: value` per entry (`padding: 16px`). */
  css: string[];
  /** The theme key the values are looked up in (`palette`, `spacing`), or null. */
  themeKey: string | null;
  /** The sample value, as written in an sx object (`2`, `'primary.main'`). */
  sample: string | number;
}

/** Sample values by theme key: a value whose output shows the theme lookup. */
const SAMPLE_BY_THEME_KEY: Record<string, string | number> = {
  borders: 1,
  palette: 'primary.main',
  'shape.borderRadius': 2,
  zIndex: 'modal',
  shadows: 2,
  spacing: 2,
};

/** Props whose theme lookup needs a sample of its own. */
const SAMPLE_BY_PROP: Record<string, string | number> = {
  typography: 'body2',
  fontWeight: 'bold',
  width: 0.5,
  maxWidth: 0.5,
  minWidth: 0.5,
  height: 0.5,
  maxHeight: 0.5,
  minHeight: 0.5,
  top: 8,
  right: 8,
  bottom: 8,
  left: 8,
  displayPrint: 'none',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  visibility: 'hidden',
  display: 'flex',
  position: 'absolute',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'center',
  textAlign: 'center',
};

/** `backgroundColor` → `background-color`. */
export function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `{ '@media print': { display: 'none' } }` → `['@media print { display: none }']`. */
export function cssLines(styles: Record<string, unknown>): string[] {
  return Object.entries(styles).map(([property, value]) =>
    value !== null && typeof value === 'object' ? `${property} { ${cssLines(value as Record<string, unknown>).join('; ')} }` : `${kebabCase(property)}: ${String(value)}`,
  );
}

export interface SystemPropertiesInput {
  /** The style function's `filterProps` (an array, or a Set for `spacing`). */
  filterProps: Iterable<string>;
  /** `unstable_defaultSxConfig`. */
  config: Record<string, SxPropConfig | undefined>;
  /** Runs the sx function on `{ [prop]: value }` with the default theme. */
  run: (sx: Record<string, unknown>) => Record<string, unknown>;
  /** The props the `spacing` style function handles (their theme key is `spacing`). */
  spacingProps: ReadonlySet<string>;
}

/** One row per prop of the group, in the package's order. */
export function systemPropertyRows({ filterProps, config, run, spacingProps }: SystemPropertiesInput): SystemPropertyRow[] {
  return [...filterProps].map((prop) => {
    const themeKey = config[prop]?.themeKey ?? (spacingProps.has(prop) ? 'spacing' : null);
    const sample = SAMPLE_BY_PROP[prop] ?? (themeKey ? SAMPLE_BY_THEME_KEY[themeKey] : undefined) ?? 'inherit';
    const css = cssLines(run({ [prop]: sample }));
    if (css.length === 0) throw new Error(`sx prop "${prop}": the sample ${JSON.stringify(sample)} produced no CSS; give it a sample in SAMPLE_BY_PROP.`);
    return { prop, css, themeKey, sample };
  });
}
