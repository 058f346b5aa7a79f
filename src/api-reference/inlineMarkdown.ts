/** The small Markdown subset of JSDoc descriptions: paragraphs, `code` spans and [links](url). */

export type InlineNode = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

/** Parses one paragraph into text, code and link nodes. mui.com links to this site's pages stay absolute. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) nodes.push({ kind: 'code', text: match[1] });
    else nodes.push({ kind: 'link', text: match[2] ?? '', href: match[3] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/** Paragraphs of a description (blank-line separated; single newlines are soft breaks). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
