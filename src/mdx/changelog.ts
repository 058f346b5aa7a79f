/**
 * Reads a package's CHANGELOG.md in the shape MUI's release tooling writes: `## v1.9.0` per release,
 * an `_Oct 9, 2026_` date line, `### Group` headings, and `- item` lines (continued on lines indented
 * by two spaces). Other paragraphs (the contributors line, "This is a hotfix release") are kept as
 * notes. Pure, so the Releases page's data is tested without the file.
 */

export interface ChangelogGroup {
  name: string;
  items: string[];
}

export interface ChangelogRelease {
  /** `1.9.0` (without the `v`). */
  version: string;
  /** As written (`Oct 9, 2026`), or null. */
  date: string | null;
  notes: string[];
  groups: ChangelogGroup[];
}

export function parseChangelog(markdown: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | null = null;
  let group: ChangelogGroup | null = null;
  let last: { list: string[]; index: number } | null = null;
  for (const raw of markdown.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
    const line = raw.trimEnd();
    const version = /^## v?(\d[^\s]*)\s*$/.exec(line);
    if (version?.[1]) {
      release = { version: version[1], date: null, notes: [], groups: [] };
      releases.push(release);
      group = null;
      last = null;
      continue;
    }
    if (!release || line === '' || line.startsWith('# ')) {
      if (line === '') last = null;
      continue;
    }
    const heading = /^###+\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      group = { name: heading[1].trim(), items: [] };
      release.groups.push(group);
      last = null;
      continue;
    }
    const date = /^_([^_]+)_$/.exec(line);
    if (date?.[1] && release.date === null && release.groups.length === 0) {
      release.date = date[1];
      continue;
    }
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (item?.[1]) {
      if (!group) {
        group = { name: '', items: [] };
        release.groups.push(group);
      }
      group.items.push(item[1]);
      last = { list: group.items, index: group.items.length - 1 };
      continue;
    }
    if (/^\s+\S/.test(line) && last) {
      last.list[last.index] = `${last.list[last.index]} ${line.trim()}`;
      continue;
    }
    release.notes.push(line.trim());
    last = { list: release.notes, index: release.notes.length - 1 };
  }
  return releases;
}

export type InlinePart = { kind: 'text' | 'code' | 'strong'; text: string } | { kind: 'pr'; number: number };

/** Splits an item's inline Markdown: `code`, **bold**, PR references `(#1234)`; `<br />` becomes a space. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|#(\d+)\b/g;
  const source = text.replace(/<br\s*\/?>/g, ' ');
  let index = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > index) parts.push({ kind: 'text', text: source.slice(index, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: 'strong', text: match[2] });
    else parts.push({ kind: 'pr', number: Number(match[3]) });
    index = match.index + match[0].length;
  }
  if (index < source.length) parts.push({ kind: 'text', text: source.slice(index) });
  return parts;
}
