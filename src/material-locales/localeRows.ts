/**
 * The rows of the locale table on the Localization guide, from the exports of @mui/material/locale.
 * Pure: the caller passes the module's exports, so a test can pass its own.
 */

/** One exported locale object: its export name, the tag that name stands for, and what it translates. */
export interface LocaleRow {
  /** The export, such as `deDE`. */
  name: string;
  /** The tag the export is named after, with the hyphen put back: `de-DE`, `ku-Latn`, `ku-CKB`. */
  tag: string;
  /** The tag's English name from `Intl.DisplayNames`, or the tag itself when it names no known language. */
  language: string;
  /** The components whose texts it sets, without the `Mui` prefix, sorted: `['Autocomplete', 'TablePagination']`. */
  components: string[];
}

/** A locale export: a lower-case language subtag, then a capitalised region, script or variant subtag. */
const EXPORT_NAME = /^([a-z]{2,3})([A-Z][A-Za-z]*)$/;

/** `deDE` → `de-DE`; null for an export that is not named like a locale (`Localization` is a type only). */
export function tagOf(name: string): string | null {
  const match = EXPORT_NAME.exec(name);
  return match ? `${match[1]}-${match[2]}` : null;
}

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag) ?? tag;
  } catch {
    // A subtag Intl rejects outright: show the tag as the package wrote it.
    return tag;
  }
}

function isLocaleObject(value: unknown): value is { components?: Record<string, unknown> } {
  if (value === null || typeof value !== 'object') return false;
  const components = (value as { components?: unknown }).components;
  return components === undefined || (components !== null && typeof components === 'object');
}

/** Every locale object among `exports`, sorted by export name; throws on an export named like a locale that is not one. */
export function localeRows(exports: Record<string, unknown>): LocaleRow[] {
  const rows: LocaleRow[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const tag = tagOf(name);
    if (!tag) continue;
    if (!isLocaleObject(value)) throw new Error(`@mui/material/locale exports ${name}, which is not a locale object ({ components?: … }); the package changed shape.`);
    const components = Object.keys(value.components ?? {})
      .map((key) => key.replace(/^Mui/, ''))
      .sort();
    rows.push({ name, tag, language: languageName(tag), components });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
