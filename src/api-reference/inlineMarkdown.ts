/**
 * The Markdown of JSDoc descriptions, parsed for the API pages: paragraphs, lists, fenced code,
 * headings (shown as bold lines: an API row has no room for a section), and inline `code`,
 * [links](url), **strong**, *emphasis*, <kbd>keys</kbd>, backslash escapes and bare https:// URLs.
 * Anything else is text, so a description can never print raw Markdown syntax it uses.
 */
import { muiDocsTarget } from './docLinks';

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'kbd'; text: string }
  | { kind: 'link'; href: string; children: InlineNode[] }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] };

export type BlockNode =
  | { kind: 'paragraph'; children: InlineNode[] }
  | { kind: 'heading'; children: InlineNode[] }
  | { kind: 'list'; ordered: boolean; items: InlineNode[][] }
  | { kind: 'code'; language: string; text: string };

// Leftmost match wins; at one position the earlier alternative does (code before links, ** before *).
const INLINE = new RegExp(
  [
    /\\([\\`*_{}[\]()#+\-.!<>|~])/.source, // 1: escaped character
    /(`+)([^`]|[^`][\s\S]*?[^`])\2/.source, // 2, 3: code span
    /<kbd>([^<]*)<\/kbd>/.source, // 4: key
    /\[((?:`[^`]*`|\\.|[^\]`\\])+)\]\(([^()\s]+)\)/.source, // 5, 6: link (its text may hold code spans)
    /(https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"`*_])/.source, // 7: bare URL
    /\*\*(\S(?:[\s\S]*?\S)?)\*\*|__(\S(?:[\s\S]*?\S)?)__/.source, // 8, 9: strong
    /\*(\S(?:[^*]*?\S)?)\*|(?<![\p{L}\p{N}_])_(\S(?:[^_]*?\S)?)_(?![\p{L}\p{N}_])/u.source, // 10, 11: emphasis
  ].join('|'),
  'gu',
);

function pushText(nodes: InlineNode[], text: string): void {
  if (text === '') return;
  const last = nodes.at(-1);
  if (last?.kind === 'text') last.text += text;
  else nodes.push({ kind: 'text', text });
}

/** Parses inline Markdown (one paragraph, list item or heading) into nodes; adjacent text is merged. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(nodes, text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, escaped, , code, kbd, linkText, href, url, strongStars, strongUnderscores, emStar, emUnderscore] = match;
    if (escaped !== undefined) pushText(nodes, escaped);
    else if (code !== undefined) nodes.push({ kind: 'code', text: code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code });
    else if (kbd !== undefined) nodes.push({ kind: 'kbd', text: kbd });
    else if (linkText !== undefined && href !== undefined) nodes.push({ kind: 'link', href, children: parseInline(linkText) });
    // A bare link to MUI's documentation is left as text: links to it are written as [text](url) and
    // rewritten to this site's pages (docLinks.ts), so a bare one names a page this site lacks.
    else if (url !== undefined) nodes.push(...(muiDocsTarget(url) === null ? [{ kind: 'link' as const, href: url, children: [{ kind: 'text' as const, text: url }] }] : [{ kind: 'text' as const, text: url }]));
    else if (strongStars !== undefined || strongUnderscores !== undefined) nodes.push({ kind: 'strong', children: parseInline(strongStars ?? strongUnderscores ?? '') });
    else if (emStar !== undefined || emUnderscore !== undefined) nodes.push({ kind: 'em', children: parseInline(emStar ?? emUnderscore ?? '') });
    else pushText(nodes, whole);
  }
  pushText(nodes, text.slice(last));
  // Merge the text a bare URL left behind into its neighbours.
  return nodes.reduce<InlineNode[]>((merged, node) => {
    if (node.kind === 'text') pushText(merged, node.text);
    else merged.push(node);
    return merged;
  }, []);
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;

/**
 * Parses a description into blocks. Single newlines are soft breaks; a blank line ends a paragraph;
 * a line after a list item, indented or not, continues it (CommonMark's lazy continuation) unless a
 * blank line came first and it is not indented.
 */
export function parseBlocks(text: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[][] } | null = null;
  let blankSinceItem = false;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item.join(' '))) });
    paragraph = [];
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const [, indent = '', marker = '```', language = ''] = fence;
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trimStart().startsWith(marker); i++) {
        const codeLine = lines[i] ?? '';
        code.push(codeLine.startsWith(indent) ? codeLine.slice(indent.length) : codeLine.trimStart());
      }
      blocks.push({ kind: 'code', language, text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      if (paragraph.length > 0) flush();
      blankSinceItem = true;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', children: parseInline(heading[1] ?? '') });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] ?? '');
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push([(item[3] ?? '').trim()]);
      blankSinceItem = false;
      continue;
    }
    const current = list?.items.at(-1);
    if (current && (!blankSinceItem || /^\s/.test(line))) {
      current.push(line.trim());
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
