/** Splits a result's title into plain and matched parts, so the dialog can mark what the query matched. */

/** A run of text; `match` marks a part the reader's query found. */
export interface Segment {
  text: string;
  match: boolean;
}

/** Segments of `text` with every case-insensitive occurrence of the `terms` marked (longest term wins at a position). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const words = [...new Set(terms.map((term) => term.toLowerCase()).filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  const segments: Segment[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    const word = words.find((candidate) => lower.startsWith(candidate, i));
    if (!word) {
      i += 1;
      continue;
    }
    if (i > plainStart) segments.push({ text: text.slice(plainStart, i), match: false });
    segments.push({ text: text.slice(i, i + word.length), match: true });
    i += word.length;
    plainStart = i;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
