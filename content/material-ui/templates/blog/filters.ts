import type { Post } from './posts';

export interface PostFilter {
  /** A post matches when it has any of these tags; an empty list matches every post. */
  tags: string[];
  /** `YYYY-MM`, or `null` for every month. */
  month: string | null;
}

export interface ArchiveMonth {
  key: string;
  label: string;
  count: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-09-18` → `2026-09`. */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}

/** `2026-09` → `September 2026`. Written out by hand so server and browser always agree. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** `2026-09-08` → `Sep 8, 2026`. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  return `${name.slice(0, 3)} ${Number(day)}, ${year}`;
}

/** Every tag used by `posts`, once each, in alphabetical order. */
export function collectTags(posts: Post[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Adds `tag` to the selection, or removes it if it is already there. */
export function toggleTag(selected: string[], tag: string): string[] {
  return selected.includes(tag)
    ? selected.filter((item) => item !== tag)
    : [...selected, tag];
}

export function filterPosts(posts: Post[], filter: PostFilter): Post[] {
  return posts.filter(
    (post) =>
      (filter.tags.length === 0 ||
        post.tags.some((tag) => filter.tags.includes(tag))) &&
      (filter.month === null || monthKey(post.date) === filter.month),
  );
}

/** The months that have posts, newest first, with how many posts each has. */
export function archiveMonths(posts: Post[]): ArchiveMonth[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const key = monthKey(post.date);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, count]) => ({ key, label: monthLabel(key), count }));
}
