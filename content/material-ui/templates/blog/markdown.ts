/**
 * A small Markdown parser for blog posts: headings, paragraphs, emphasis, strong, inline code,
 * links, ordered and unordered lists, fenced code blocks and blockquotes. It returns a plain AST
 * that a component renders, so no HTML string is ever built or injected.
 *
 * Not supported, on purpose: raw HTML (shown as text), images, tables, nested lists, setext
 * headings and reference-style links. List items hold one paragraph of inline content.
 */
import { parseInline, type Inline } from './markdownInline';

export type { Inline } from './markdownInline';
export { parseInline, safeHref } from './markdownInline';

export type HeadingDepth = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: 'heading'; depth: HeadingDepth; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'code'; lang: string | null; value: string }
  | { type: 'blockquote'; children: Block[] };

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const BLANK = /^[ \t]*$/;

function listMarker(
  line: string,
): { ordered: boolean; start: number; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, start: 1, text: bullet[1] ?? '' };
  const ordered = ORDERED.exec(line);
  if (ordered)
    return { ordered: true, start: Number(ordered[1]), text: ordered[2] ?? '' };
  return null;
}

function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    QUOTE.test(line) ||
    listMarker(line) !== null
  );
}

/** Parses a Markdown document into blocks. */
export function parseMarkdown(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, '\n').split('\n'));
}

function parseLines(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BLANK.test(line)) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const closing = new RegExp(
        `^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`,
      );
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !closing.test(lines[i] ?? '')) {
        body.push(lines[i] ?? '');
        i += 1;
      }
      i += 1; // the closing fence, or past the end when the fence was never closed
      blocks.push({ type: 'code', lang: fence[2] || null, value: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const depth = (heading[1] ?? '#').length as HeadingDepth;
      blocks.push({
        type: 'heading',
        depth,
        children: parseInline(heading[2] ?? ''),
      });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        quoted.push((lines[i] ?? '').replace(QUOTE, ''));
        i += 1;
      }
      blocks.push({ type: 'blockquote', children: parseLines(quoted) });
      continue;
    }

    const first = listMarker(line);
    if (first) {
      const items: string[] = [first.text];
      i += 1;
      while (i < lines.length) {
        const next = lines[i] ?? '';
        const marker = listMarker(next);
        if (marker && marker.ordered === first.ordered) {
          items.push(marker.text);
        } else if (!marker && !BLANK.test(next) && /^[ \t]{2,}/.test(next)) {
          // An indented line continues the item above it.
          items[items.length - 1] += ` ${next.trim()}`;
        } else if (BLANK.test(next)) {
          // A blank line ends the list unless another item of the same kind follows it.
          let ahead = i + 1;
          while (ahead < lines.length && BLANK.test(lines[ahead] ?? '')) ahead += 1;
          const after = listMarker(lines[ahead] ?? '');
          if (!after || after.ordered !== first.ordered) break;
          i = ahead;
          continue;
        } else {
          break;
        }
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered: first.ordered,
        start: first.start,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }

    const paragraph: string[] = [line.trim()];
    i += 1;
    while (
      i < lines.length &&
      !BLANK.test(lines[i] ?? '') &&
      !startsBlock(lines[i] ?? '')
    ) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
