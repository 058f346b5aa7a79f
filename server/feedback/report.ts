/** The feedback report: per-page yes/no counts and the latest comments, as text or CSV. */
import type { PageCounts, StoredFeedback } from './store';

/** One CSV field, quoted when it holds a comma, quote or line break; a leading formula sign is neutralised for spreadsheets. */
export function csvField(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csv = (rows: (string | number | undefined)[][]) => rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';

/** Per-page counts as CSV with a header row. */
export function pagesCsv(pages: readonly PageCounts[]): string {
  return csv([['pathname', 'yes', 'no'], ...pages.map((p) => [p.pathname, p.yes, p.no])]);
}

/** Comments as CSV with a header row. */
export function commentsCsv(items: readonly StoredFeedback[]): string {
  return csv([
    ['id', 'created_at', 'rating', 'pathname', 'section_id', 'section_title', 'product_id', 'language', 'version', 'comment'],
    ...items.map((i) => [i.id, i.createdAt, i.rating, i.pathname, i.sectionId, i.sectionTitle, i.productId, i.language, i.version, i.comment]),
  ]);
}

/** The human-readable report. */
export function textReport(pages: readonly PageCounts[], items: readonly StoredFeedback[]): string {
  if (pages.length === 0) return 'No feedback yet.\n';
  const width = Math.max(...pages.map((p) => p.pathname.length), 'Page'.length);
  const lines = [`${'Page'.padEnd(width)}   Yes    No`, ...pages.map((p) => `${p.pathname.padEnd(width)} ${String(p.yes).padStart(5)} ${String(p.no).padStart(5)}`)];
  lines.push('', items.length ? `Latest comments (${items.length}):` : 'No comments yet.');
  for (const i of items) {
    const where = i.sectionId ? `${i.pathname}#${i.sectionId}` : i.pathname;
    // Comments are stored as sent; line breaks are folded so one item stays one entry.
    lines.push(`- ${i.createdAt} ${i.rating.toUpperCase()} ${where}: ${i.comment.replace(/\s*\n\s*/g, ' ⏎ ')}`);
  }
  return lines.join('\n') + '\n';
}
