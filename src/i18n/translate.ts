/** Looks up the site's chrome strings. English is the only language today. */
import en from './en';

export type TranslationKey = keyof typeof en;

/** The English string of a key, with `{name}` placeholders filled from `values`. */
export function t(key: TranslationKey, values: Record<string, string> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
