/** Recent searches, kept in the browser (`localStorage`, key `mui-search-recent`): newest first, no repeats, at most 5. */

export const RECENT_KEY = 'mui-search-recent';
export const MAX_RECENT = 5;

/** A search the reader followed: what they typed and where it took them. */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
}

/** `list` with `entry` first, an older entry with the same URL dropped, capped at MAX_RECENT. */
export function addRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...list.filter((item) => item.url !== entry.url)].slice(0, MAX_RECENT);
}

/** Parses the stored value; anything malformed (another version, a hand edit) reads as no history. */
export function parseRecent(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is RecentSearch => typeof item === 'object' && item !== null && ['query', 'title', 'url'].every((key) => typeof (item as Record<string, unknown>)[key] === 'string'))
      .filter((item) => item.url.startsWith('/'))
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** The stored history; [] where storage is unavailable (private mode, blocked cookies). */
export function loadRecent(storage: Pick<Storage, 'getItem'> | undefined): RecentSearch[] {
  try {
    return parseRecent(storage?.getItem(RECENT_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the history; a full or blocked storage only loses the history, never the search. */
export function saveRecent(storage: Pick<Storage, 'setItem'> | undefined, list: readonly RecentSearch[]): void {
  try {
    storage?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage full or denied: recent searches are a convenience.
  }
}
