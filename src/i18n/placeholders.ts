/**
 * Fills `{name}` placeholders of a translated string. Values go in through a replacer function, never
 * as a replacement pattern, so reader text such as `a$'b`, `$&` or `$1` shows exactly as typed.
 * No imports: client islands use it without pulling in the translation tables.
 */

/** Values for a string's `{name}` placeholders. */
export type PlaceholderValues = Readonly<Record<string, string>>;

/** `text` with each `{name}` replaced by `values[name]`; an unknown one stays visible so the gap is seen rather than hidden. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  // hasOwn: a placeholder named `{constructor}` must not find Object.prototype's members.
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}
