/**
 * A page's article as Markdown, for `<path>.md` and `/llms-full.txt`: read from the exported HTML, so
 * every page kind (guides, component pages, generated API pages) comes out as the reader sees it —
 * prose, code blocks, tables (API tables included) — without a second renderer to keep in step.
 * Controls (buttons, navigation, the ad slot, status regions) are left out; a demo becomes whatever
 * `demo(name)` returns (its TypeScript source, see scripts/markdownPages.ts).
 */
import type { DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

export interface MarkdownOptions {
  /** The site's origin: links to the site's own pages are made absolute with it. */
  siteUrl: string;
  /** Markdown for the demo `name` (a `section[data-demo]`), or null to leave it out. */
  demo: (name: string) => string | null;
}

const SKIPPED = new Set(['nav', 'button', 'script', 'style', 'svg', 'template', 'footer', 'form', 'input', 'select', 'textarea', 'iframe', 'noscript']);
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'br', 'img', 'label', 's', 'del']);

const attr = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const children = (node: Node): DefaultTreeAdapterTypes.ChildNode[] => ('childNodes' in node ? node.childNodes : []);

function isSkipped(element: Element): boolean {
  if (SKIPPED.has(element.tagName)) return true;
  if (attr(element, 'aria-hidden') === 'true' || attr(element, 'role') === 'status') return true;
  // The ad slot and the page's feedback control are for the reader on the page, not its text.
  if (attr(element, 'data-ad-slot') !== undefined || attr(element, 'data-feedback') !== undefined) return true;
  // An install block keeps its npm command; the pnpm and yarn ones are the same command in other words.
  const installPanel = attr(element, 'data-install-panel');
  if (installPanel !== undefined && installPanel !== 'npm') return true;
  return /(^|\s)heading-anchor(\s|$)/.test(attr(element, 'class') ?? '');
}

/** The text of `node` exactly as written (for code). */
function rawText(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (isElement(node) && isSkipped(node)) return '';
  return children(node).map(rawText).join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');
/** Characters that would start Markdown syntax inside running text. */
const escapeText = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');

function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

function href(value: string, siteUrl: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${siteUrl.replace(/\/+$/, '')}${value}` : value;
}

/** Inline Markdown of `node`'s content: one line. */
function inline(node: Node, options: MarkdownOptions): string {
  if (node.nodeName === '#text') return escapeText(collapse((node as DefaultTreeAdapterTypes.TextNode).value));
  if (!isElement(node) || isSkipped(node)) return '';
  const inner = () => children(node).map((child) => inline(child, options)).join('');
  switch (node.tagName) {
    case 'code':
      return inlineCode(collapse(rawText(node)));
    case 'kbd':
      return `<kbd>${escapeText(collapse(rawText(node)).trim())}</kbd>`;
    case 'strong':
    case 'b': {
      const text = inner().trim();
      return text ? `**${text}**` : '';
    }
    case 'em':
    case 'i': {
      const text = inner().trim();
      return text ? `*${text}*` : '';
    }
    case 'a': {
      const text = inner().trim();
      const target = attr(node, 'href');
      return target && text ? `[${text}](${href(target, options.siteUrl)})` : text;
    }
    case 'img': {
      const src = attr(node, 'src');
      return src ? `![${escapeText(attr(node, 'alt') ?? '')}](${href(src, options.siteUrl)})` : '';
    }
    case 'br':
      return ' ';
    default:
      return inner();
  }
}

const tidy = (text: string) => text.replace(/ {2,}/g, ' ').trim();

function table(element: Element, options: MarkdownOptions): string {
  const rows: string[][] = [];
  let headerRows = 0;
  const visit = (node: Node, inHead: boolean) => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      if (child.tagName === 'tr') {
        rows.push(children(child).filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th')).map((cell) => tidy(inline(cell, options)).replace(/\|/g, '\\|')));
        if (inHead || children(child).some((cell) => isElement(cell) && cell.tagName === 'th' && rows.length === 1)) headerRows = Math.max(headerRows, rows.length);
      } else {
        visit(child, inHead || child.tagName === 'thead');
      }
    }
  };
  visit(element, false);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  // GFM needs a header row: a table without one gets an empty header.
  const [header, ...body] = headerRows > 0 ? rows : [Array<string>(width).fill(''), ...rows];
  const line = (row: string[]) => `| ${pad(row).join(' | ')} |`;
  return [line(header ?? []), `| ${Array<string>(width).fill('---').join(' | ')} |`, ...body.map(line)].join('\n');
}

/**
 * An API page's rows (`li[data-api-kind]`: a name, labelled cells such as "Type: …" and "Default: …",
 * then a description) as one table: Name | each label | Description.
 */
function apiRowsTable(items: Element[], options: MarkdownOptions): string {
  const labels: string[] = [];
  const rows = items.map((item) => {
    const cells = new Map<string, string>();
    const descriptions: string[] = [];
    let name = '';
    for (const part of children(item)) {
      if (!isElement(part)) continue;
      const label = children(part).find((child): child is Element => isElement(child) && child.tagName === 'span' && /:\s*$/.test(rawText(child)));
      if (label) {
        const key = rawText(label).replace(/:\s*$/, '').trim();
        if (!labels.includes(key)) labels.push(key);
        cells.set(key, tidy(children(part).filter((child) => child !== label).map((child) => inline(child, options)).join('')));
      } else if (!name) {
        name = tidy(collapse(rawText(part)));
      } else {
        descriptions.push(blocks(part, options).join(' '));
      }
    }
    return { name: name ? inlineCode(name) : '', cells, description: tidy(descriptions.join(' ')) };
  });
  const escapeCell = (text: string) => text.replace(/\|/g, '\\|');
  const header = ['Name', ...labels, 'Description'];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${[row.name, ...labels.map((label) => row.cells.get(label) ?? ''), row.description].map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

function list(element: Element, options: MarkdownOptions): string {
  const ordered = element.tagName === 'ol';
  const start = Number(attr(element, 'start') ?? '1') || 1;
  const items = children(element).filter((child): child is Element => isElement(child) && child.tagName === 'li');
  if (items.length > 0 && items.every((item) => attr(item, 'data-api-kind') !== undefined)) return apiRowsTable(items, options);
  return items
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      const body = blocks(item, options).join('\n\n') || '';
      return marker + body.split('\n').join(`\n${' '.repeat(marker.length)}`).replace(/\n\s+\n/g, '\n\n');
    })
    .join('\n');
}

function codeBlock(element: Element): string {
  const code = rawText(element).replace(/\n+$/, '');
  const language = attr(element, 'data-language') ?? '';
  const longest = Math.max(2, ...[...code.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/** The Markdown blocks of `node`'s content. */
function blocks(node: Node, options: MarkdownOptions): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const text = tidy(run);
    if (text) out.push(text);
    run = '';
  };
  for (const child of children(node)) {
    if (child.nodeName === '#text' || (isElement(child) && INLINE.has(child.tagName) && !isSkipped(child))) {
      run += inline(child, options);
      continue;
    }
    if (!isElement(child) || isSkipped(child)) continue;
    flush();
    const demoName = child.tagName === 'section' ? attr(child, 'data-demo') : undefined;
    if (demoName !== undefined) {
      const demo = options.demo(demoName);
      if (demo) out.push(demo.trim());
      continue;
    }
    const heading = /^h([1-6])$/.exec(child.tagName);
    if (heading) {
      const text = tidy(inline(child, options));
      if (text) out.push(`${'#'.repeat(Number(heading[1]))} ${text}`);
      continue;
    }
    switch (child.tagName) {
      case 'p': {
        const text = tidy(inline(child, options));
        if (text) out.push(text);
        break;
      }
      case 'pre':
        out.push(codeBlock(child));
        break;
      case 'table': {
        const text = table(child, options);
        if (text) out.push(text);
        break;
      }
      case 'ul':
      case 'ol': {
        const text = list(child, options);
        if (text) out.push(text);
        break;
      }
      case 'blockquote':
      case 'aside': {
        const inner = blocks(child, options).join('\n\n');
        if (inner) out.push(inner.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n'));
        break;
      }
      case 'hr':
        out.push('---');
        break;
      case 'dl': {
        for (const item of children(child)) {
          if (!isElement(item)) continue;
          const text = tidy(inline(item, options));
          if (text) out.push(item.tagName === 'dt' ? `**${text}**` : text);
        }
        break;
      }
      default:
        out.push(...blocks(child, options));
    }
  }
  flush();
  return out;
}

/** The Markdown of `article` (an `<article>` element of a parsed page), ending in one newline. */
export function articleToMarkdown(article: Element, options: MarkdownOptions): string {
  return `${blocks(article, options).join('\n\n').trim()}\n`;
}
