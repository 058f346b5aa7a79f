/**
 * The icon finder's search: by the words of an icon's name first, then by the synonyms written for
 * it (src/icon-finder/synonyms.ts). Pure and synchronous; over every icon it runs well under a
 * millisecond per keystroke (npm run bench prints the figure).
 */
import { ICON_THEMES, type IconTheme, nameWords } from './iconNames';

/** One base name as the search sees it. */
export interface SearchableIcon {
  base: string;
  /** Bit mask of its themes (iconNames.ts themeMask). */
  mask: number;
}

interface Prepared extends SearchableIcon {
  index: number;
  compact: string;
  words: string[];
  synonyms: string[];
}

/** How well an icon matches; lower is better, null is no match. */
function rank(icon: Prepared, tokens: string[], compactQuery: string): number | null {
  if (icon.compact === compactQuery) return 0;
  let byWord = true;
  let byName = true;
  for (const token of tokens) {
    if (icon.words.some((word) => word.startsWith(token))) continue;
    byWord = false;
    if (icon.compact.includes(token)) continue;
    byName = false;
    if (!icon.synonyms.some((word) => word.startsWith(token))) return null;
  }
  if (byWord) return icon.compact.startsWith(compactQuery) ? 1 : 2;
  return byName ? 3 : 4;
}

/** The words of a query: split at anything but letters and digits, and at CamelCase. */
export function queryTokens(query: string): string[] {
  return query
    .split(/[^A-Za-z0-9]+/)
    .flatMap((part) => nameWords(part))
    .filter(Boolean);
}

/** A search over `icons` (in display order) with `synonyms` keyed by base name. */
export function createIconSearch(icons: readonly SearchableIcon[], synonyms: Readonly<Record<string, string>>) {
  const prepared: Prepared[] = icons.map((icon, index) => ({
    ...icon,
    index,
    compact: icon.base.toLowerCase(),
    words: nameWords(icon.base),
    synonyms: (synonyms[icon.base] ?? '').split(' ').filter(Boolean),
  }));
  return {
    /**
     * The icons matching `query` that exist in `theme`: name matches first (the exact name, then names
     * starting with the query, then names holding every word), synonym matches after; shorter names
     * first within each, then in index order. An empty query lists every icon of the theme in index order.
     */
    search(query: string, theme: IconTheme): SearchableIcon[] {
      const bit = 1 << ICON_THEMES.indexOf(theme);
      const inTheme = prepared.filter((icon) => (icon.mask & bit) !== 0);
      const tokens = queryTokens(query);
      if (tokens.length === 0) return inTheme;
      const compactQuery = tokens.join('');
      const ranked: { icon: Prepared; score: number }[] = [];
      for (const icon of inTheme) {
        const score = rank(icon, tokens, compactQuery);
        if (score !== null) ranked.push({ icon, score });
      }
      ranked.sort((a, b) => a.score - b.score || a.icon.base.length - b.icon.base.length || a.icon.index - b.icon.index);
      return ranked.map(({ icon }) => icon);
    },
  };
}
