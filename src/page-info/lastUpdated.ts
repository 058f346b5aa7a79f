/**
 * "Last updated" under each page, from the content file's git history at build time: the prebuild
 * runs one `git log` over `content/` (LAST_UPDATED_GIT_ARGS) and keeps each file's newest commit date
 * in `.generated/last-updated.json`. A file without history (no git, a fresh file, an export without
 * `.git`) gets no line at all, never today's date.
 */

/** `git log` arguments: each commit as a NUL, its committer date (ISO 8601), then the files it touched. */
export const LAST_UPDATED_GIT_ARGS = ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'content'] as const;

/** Content file (relative to `content/`) → the ISO date of the newest commit that touched it. */
export type LastUpdatedIndex = Record<string, string>;

/** Reads `git log` output (newest commit first): the first date seen for a file is its newest. */
export function parseGitLog(output: string): LastUpdatedIndex {
  const index: LastUpdatedIndex = {};
  for (const commit of output.split('\0')) {
    const [date = '', ...files] = commit.split('\n').map((line) => line.trim());
    if (!/^\d{4}-\d{2}-\d{2}T/.test(date) || Number.isNaN(Date.parse(date))) continue;
    for (const file of files) {
      if (!file.startsWith('content/')) continue;
      const relative = file.slice('content/'.length);
      index[relative] ??= date;
    }
  }
  return index;
}

/** The date a reader sees (`24 November 2026`), in UTC so every build of one commit says the same. */
export function formatLastUpdated(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
